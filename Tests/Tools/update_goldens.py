#!/usr/bin/env python3
"""Regenerates the layout goldens in Tests/PopupCoreTests/LayoutGoldenTests.swift from the built
popupctl: each `check(.STYLE, .AXIS, WIDTH, HEIGHT, \"\"\"…\"\"\")` block gets what
`popupctl --print-frame` draws for the test's dialog in that style, axis and size, trailing spaces
trimmed as the test trims them. Run it after a deliberate change to the layout, read the diff,
commit it; LayoutGoldenTests then holds the layout to it.

Usage: swift build && Tests/Tools/update_goldens.py [path/to/popupctl]
       Tests/Tools/update_goldens.py --print [path/to/popupctl]   # print every golden instead
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDENS = os.path.join(ROOT, "Tests", "PopupCoreTests", "LayoutGoldenTests.swift")
# The dialog of LayoutGoldenTests.render.
DIALOG = ["-t", "Delete files", "-m", "Delete all cat photos from your phone?", "--cancel", "Keep",
          "--destructive", "Delete"]
CHECK = re.compile(r'(check\(\.(\w+), \.(\w+), (\d+), (\d+), """\n)(.*?)\n( *)(""")', re.S)


def draw(binary, style, axis, width, height):
    """The screen's lines, as the test renders them."""
    # A clean environment: no theme file, no colour, whatever the terminal this runs in.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
    arguments = ["--print-frame", "--no-color", "--size", f"{width}x{height}", "--style", style, "--axis", axis]
    result = subprocess.run([binary] + arguments + DIALOG, capture_output=True, env=env)
    if result.returncode != 0:
        sys.exit(f"popupctl {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode()}")
    return [line.rstrip(" ") for line in result.stdout.decode().split("\n")[:height]]


def main():
    arguments = sys.argv[1:]
    printing = "--print" in arguments
    arguments = [a for a in arguments if a != "--print"]
    binary = arguments[0] if arguments else os.path.join(ROOT, ".build", "debug", "popupctl")
    with open(GOLDENS) as file:
        source = file.read()

    def golden(match):
        style, axis, width, height, indent = match.group(2), match.group(3), int(match.group(4)), int(match.group(5)), match.group(7)
        lines = draw(binary, style, axis, width, height)
        if printing:
            print(f"=== {style} {axis} {width}x{height}")
            print("\n".join(lines))
        return match.group(1) + "\n".join(indent + line if line else "" for line in lines) + "\n" + indent + match.group(8)

    updated, count = CHECK.subn(golden, source)
    if count == 0:
        sys.exit(f"no check(...) blocks found in {GOLDENS}")
    if not printing:
        with open(GOLDENS, "w") as file:
            file.write(updated)


if __name__ == "__main__":
    main()
