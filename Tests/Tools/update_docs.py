#!/usr/bin/env python3
"""Regenerates what the docs show from the built popupctl, so they cannot drift from the code:
completions/ (from `popupctl --completions SHELL`), the README pictures (each
`<!-- picture: popupctl ARGS -->`, or `printf 'FEED' | popupctl ARGS` for a progress box, is followed by a ```text block holding the output of that
command) and the README's Swift example (`<!-- swift: PATH -->`, the file's text).

Usage: swift build && Tests/Tools/update_docs.py [path/to/popupctl]
The tests in Tests/PopupCLITests (CompletionScriptTests, ReadmeTests) fail until this has run.
"""
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPLETIONS = {"bash": "popupctl.bash", "zsh": "_popupctl", "fish": "popupctl.fish"}


def run(binary, arguments, stdin=b""):
    # A clean environment: pictures must not depend on the terminal this runs in.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
    result = subprocess.run([binary] + arguments, capture_output=True, env=env, input=stdin)
    if result.returncode != 0:
        sys.exit(f"popupctl {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def replace_block(text, marker, fence, produce):
    """Replaces the fenced block after each marker comment with produce(marker argument)."""
    pattern = re.compile(r"(<!-- " + marker + r": (.*?) -->\n```" + fence + r"\n)(.*?)(```)", re.S)
    return pattern.sub(lambda m: m.group(1) + produce(m.group(2)) + m.group(4), text)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "popupctl")
    for shell, name in COMPLETIONS.items():
        with open(os.path.join(ROOT, "completions", name), "w") as file:
            file.write(run(binary, ["--completions", shell]))

    readme_path = os.path.join(ROOT, "README.md")
    with open(readme_path) as file:
        readme = file.read()

    def picture(command):
        words = shlex.split(command)
        feed = b""
        # `printf 'FEED' | popupctl ...`: a progress box's input, \\n its line breaks.
        if words[0] == "printf" and len(words) > 3 and words[2] == "|":
            feed = words[1].replace("\\n", "\n").encode()
            words = words[3:]
        if words[0] != "popupctl":
            sys.exit(f"picture command must start with popupctl: {command}")
        return run(binary, words[1:], feed)

    def swift(path):
        with open(os.path.join(ROOT, path)) as file:
            return file.read()

    readme = replace_block(readme, "picture", "text", picture)
    readme = replace_block(readme, "swift", "swift", swift)
    with open(readme_path, "w") as file:
        file.write(readme)


if __name__ == "__main__":
    main()
