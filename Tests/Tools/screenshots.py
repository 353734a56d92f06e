#!/usr/bin/env python3
"""PNG screenshots of popupctl in a real terminal, for the README: each dialog runs in a private
tmux pane (truecolor, fixed size), `tmux capture-pane -e` reads back the cells with their colours,
and each cell is painted with DejaVu Sans Mono. Same binary, same fonts: same PNG bytes.

The compatibility pictures show each box as the real whiptail and dialog draw it (left) and as
popupctl linked under the same name draws it (right), side by side in one PNG.

Usage: swift build && Tests/Tools/screenshots.py [path/to/popupctl]
Needs tmux, Python's PIL and the DejaVu fonts (Debian: tmux python3-pil fonts-dejavu-core), and
whiptail and dialog for the compatibility pictures (skipped, with a note, without them).
Writes Tests/Screenshots/*.png; tmux-popup.png is a whole tmux window, the popup over a pane.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "Screenshots")
FONTS = "/usr/share/fonts/truetype/dejavu/"
COLUMNS, ROWS = 64, 13
DIALOG = "-t 'Delete files' -m 'Delete all cat photos from your phone?' --cancel Keep --destructive Delete"

# (file name, popupctl arguments, text that shows the dialog is fully drawn[, rows])
SHOTS = [(f"theme-{name}", f"--theme {name} {DIALOG}", "Delete files")
         for name in ["default", "dark", "light", "mono", "whiptail"]]
SHOTS += [
    ("style-sheet", "--style sheet -t 'Open which log?' -b build.log -b test.log -b deploy.log --cancel Cancel", "Cancel"),
    ("style-floating", "--style floating -t 'New branch' -m 'Name the branch for this fix.' "
     "-i 'Branch name' --value fix/crash -b Create --cancel Cancel", "Create"),
    # {picture}: a PNG drawn by sample_picture() below. A third of 24 rows is 8 rows for it.
    ("picture", "--image {picture} -t 'Evening sky' -m 'Use it as the wallpaper?' --cancel Keep -b Use", "Evening sky", 24),
]

# Each box under the tools' names: (box, arguments, text that shows it is drawn, shell text piped into it,
# the tools that have it). Beside the original: the same command line with popupctl linked as the tool.
COMPAT_COLUMNS, COMPAT_ROWS = 56, 14
BOTH, DIALOG_ONLY = ("whiptail", "dialog"), ("dialog",)
ITEMS = "1 'System options' 2 'Display options' 3 'Interfaces' 4 'Performance' 5 'Localisation' 6 'Update'"
CHECKS = "ssh 'Secure shell' on cron 'Job scheduler' on cups 'Printing' off avahi 'Zeroconf' off"
COMPAT = [
    ("msgbox", "--title Notice --msgbox 'The update is installed and ready.' 9 44", "installed", "", BOTH),
    ("yesno", "--title Reboot --yesno 'Would you like to reboot now?' 9 44", "reboot", "", BOTH),
    ("inputbox", "--title Name --inputbox 'Name this computer:' 10 44 raspberrypi", "Name this", "", BOTH),
    ("passwordbox", "--title Login --passwordbox 'Password for pi:' 10 44", "Password for", "", BOTH),
    ("menu", f"--title Setup --menu 'Choose an option' 13 50 6 {ITEMS}", "Localisation", "", BOTH),
    ("checklist", f"--title Services --checklist 'Start at boot' 12 50 4 {CHECKS}", "Zeroconf", "", BOTH),
    ("radiolist", "--title Locale --radiolist 'Keyboard layout' 11 50 3 us English on de German off fr French off",
     "French", "", BOTH),
    ("textbox", "--title Notes --textbox notes.txt 10 44", "first note", "", BOTH),
    ("gauge", "--title Installing --gauge 'Unpacking packages' 8 50 0", "40%", "echo 40; exec tail -f /dev/null", BOTH),
    ("infobox", "--title Wait --infobox 'Please wait while the disk is prepared' 7 44", "Please wait", "", DIALOG_ONLY),
    ("progressbox", "--title Build --progressbox 'make -j4' 12 50", "step 30", "seq -f 'step %g' 1 30", DIALOG_ONLY),
    # The boxes of dialog only, each as tall as it needs (a sixth value: its rows).
    ("form", "--title Account --form 'Your details' 12 50 3 Name: 1 1 Ada 1 10 20 0 Email: 2 1 ada@example.org 2 10 30 0 "
     "Shell: 3 1 /bin/sh 3 10 0 0", "Your details", "", DIALOG_ONLY),
    ("mixedform", "--title Login --mixedform 'Sign in' 11 50 2 User: 1 1 pi 1 10 20 0 0 Password: 2 1 '' 2 10 20 0 1",
     "Sign in", "", DIALOG_ONLY),
    ("editbox", "--title Notes --editbox notes.txt 11 44", "first note", "", DIALOG_ONLY),
    ("calendar", "--title Date --calendar 'Pick a date' 0 0 15 3 2024", "Pick a date", "", DIALOG_ONLY, 22),
    ("timebox", "--title Time --timebox 'Wake at' 3 20 7 30 0", "Wake at", "", DIALOG_ONLY),
    ("rangebox", "--title Volume --rangebox 'Loudness' 9 50 0 100 60", "Loudness", "", DIALOG_ONLY),
    ("inputmenu", "--title Hosts --inputmenu 'Rename a host' 14 50 3 web 'web-01' db 'db-01'", "Rename a host", "",
     DIALOG_ONLY, 16),
    ("treeview", "--title Tree --treeview 'Pick a node' 12 50 5 root Root off 0 etc etc on 1 ssh ssh off 2 usr usr off 1",
     "Pick a node", "", DIALOG_ONLY),
    ("buildlist", "--title Packages --buildlist 'Install which?' 12 54 5 curl curl on git git off jq jq on vim vim off",
     "Install which", "", DIALOG_ONLY),
    ("mixedgauge", "--title Upgrade --mixedgauge 'Overall' 12 50 60 Download 0 Unpack -40 Configure 7 Cleanup 8",
     "Overall", "", DIALOG_ONLY),
    ("tailbox", "--title Log --tailbox notes.txt 9 44", "first note", "", DIALOG_ONLY),
    ("programbox", "--title Build --programbox 'make' 12 50", "step 5", "seq -f 'step %g' 1 5", DIALOG_ONLY),
    ("fselect", "--title Open --fselect ./ 14 54", "notes.txt", "", DIALOG_ONLY, 20),
    ("dselect", "--title Folder --dselect ./ 6 44", "Directories", "", DIALOG_ONLY, 18),
    ("passwordform", "--title Login --insecure --passwordform 'Sign in' 11 50 2 User: 1 1 pi 1 10 20 0 Password: 2 1 secret 2 10 20 0",
     "Sign in", "", DIALOG_ONLY),
]

# A dark terminal: default colours and a common modern 16-colour palette (VS Code's).
DEFAULT_FG, DEFAULT_BG = (220, 220, 220), (24, 24, 28)
ANSI16 = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
          (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234),
          (214, 112, 214), (41, 184, 219), (255, 255, 255)]


def palette256(index):
    if index < 16:
        return ANSI16[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return steps[index // 36], steps[(index // 6) % 6], steps[index % 6]
    level = 8 + (index - 232) * 10
    return level, level, level


class Pen:
    def __init__(self):
        self.fg = self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = False

    def copy(self):
        pen = Pen()
        pen.__dict__.update(self.__dict__)
        return pen

    def apply(self, params):
        codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.__init__()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 3:
                self.italic = True
            elif code == 4:
                self.underline = True
            elif code == 7:
                self.reverse = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif code in (38, 48):
                if codes[i + 1] == 5:
                    colour, i = palette256(codes[i + 2]), i + 2
                else:
                    colour, i = tuple(codes[i + 2:i + 5]), i + 4
                if code == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            elif code == 39:
                self.fg = None
            elif code == 49:
                self.bg = None
            elif 30 <= code <= 37:
                self.fg = ANSI16[code - 30]
            elif 40 <= code <= 47:
                self.bg = ANSI16[code - 40]
            elif 90 <= code <= 97:
                self.fg = ANSI16[code - 90 + 8]
            elif 100 <= code <= 107:
                self.bg = ANSI16[code - 100 + 8]
            i += 1

    def colours(self):
        fg, bg = self.fg or DEFAULT_FG, self.bg or DEFAULT_BG
        if self.reverse:
            fg, bg = bg, fg
        if self.dim:
            fg = tuple((c + b) // 2 for c, b in zip(fg, bg))
        return fg, bg


def sample_picture(path):
    """A 16:9 evening sky: a vertical gradient, a sun, two hills, and transparent corners."""
    width, height = 320, 180
    image = Image.new("RGBA", (width, height))
    draw = ImageDraw.Draw(image)
    for y in range(height):
        t = y / (height - 1)
        draw.line([(0, y), (width, y)], fill=(int(40 + 200 * t), int(40 + 90 * t), int(120 - 40 * t), 255))
    draw.ellipse([190, 60, 250, 120], fill=(255, 214, 90, 255))
    draw.polygon([(0, 180), (0, 130), (90, 100), (200, 150), (200, 180)], fill=(40, 70, 50, 255))
    draw.polygon([(120, 180), (230, 125), (320, 140), (320, 180)], fill=(25, 50, 38, 255))
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, width - 1, height - 1], radius=36, fill=255)
    image.putalpha(mask)
    image.save(path)


def parse(capture, rows_wanted):
    """capture-pane -e text → rows of (character, pen)."""
    rows = []
    pen = Pen()
    for line in capture.split("\n")[:rows_wanted]:
        cells = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                pen.apply(token[2:-1])
            else:
                cells += [(character, pen.copy()) for character in token]
        rows.append(cells)
    return rows


def tmux(socket, *arguments):
    return subprocess.run(["tmux", "-L", socket] + list(arguments), capture_output=True, text=True).stdout


def screen_once_shown(socket, markers, who, settle):
    """The screen, colours and trailing cells kept (-e -N), once every text of `markers` is on it
    and `settle` seconds more have passed."""
    deadline = time.time() + 10
    text = ""
    while time.time() < deadline:
        text = tmux(socket, "capture-pane", "-p", "-t", "shot")
        if all(marker in text for marker in markers):
            break
        time.sleep(0.05)
    else:
        sys.exit(f"{who} never showed {markers}:\n{text}")
    time.sleep(settle)
    return tmux(socket, "capture-pane", "-p", "-e", "-N", "-t", "shot")


def capture(binary, arguments, marker, rows):
    socket = f"popupctl-shots-{os.getpid()}"
    command = (f"export TERM=xterm-256color COLORTERM=truecolor LANG=C.UTF-8; unset NO_COLOR POPUPCTL_THEME; "
               f"clear; exec {shlex.quote(binary)} --transition none {arguments}")
    tmux(socket, "-f", "/dev/null", "new-session", "-d", "-x", str(COLUMNS), "-y", str(rows), "-s", "shot", "sh", "-c", command)
    tmux(socket, "set-option", "-g", "status", "off")
    try:
        # Nothing animates (--transition none); a moment lets the last frame land.
        return screen_once_shown(socket, [marker], "dialog", settle=0.2)
    finally:
        tmux(socket, "kill-server")


def capture_tool(tool, path, arguments, marker, feed, scratch, rows=COMPAT_ROWS):
    """The screen of `tool` (found first on `path`) running `arguments`, as capture-pane -e prints it."""
    socket = f"popupctl-shots-{os.getpid()}-{tool}-{len(os.listdir(scratch))}-{time.monotonic_ns()}"
    script = os.path.join(scratch, "run.sh")
    with open(script, "w") as out:
        # TERM=screen: both tools draw their lines as Unicode there, as in the end-to-end comparisons.
        out.write("export TERM=screen LANG=C.UTF-8 POPUPCTL_REDUCE_MOTION=1; unset NO_COLOR COLORTERM POPUPCTL_THEME\n"
                  f"cd {shlex.quote(scratch)}; printf 'first note\\nsecond note\\n\\tafter a tab\\n' > notes.txt; clear\n"
                  + (f"({feed}) | " if feed else "") + f"PATH={shlex.quote(path)}:$PATH {tool} {arguments} 2>/dev/null\n"
                  "exec tail -f /dev/null\n")
    tmux(socket, "-f", "/dev/null", "new-session", "-d", "-x", str(COMPAT_COLUMNS), "-y", str(rows), "-s", "shot",
         "bash", script)
    tmux(socket, "set-option", "-g", "status", "off")
    try:
        return screen_once_shown(socket, [marker], tool, settle=0.3)
    finally:
        tmux(socket, "kill-server")


def compat_shots(binary, scratch):
    """compat-TOOL-BOX.png: the original on the left, popupctl under its name on the right."""
    links = os.path.join(scratch, "links")
    os.makedirs(links, exist_ok=True)
    for tool in BOTH:
        if not os.path.exists(f"/usr/bin/{tool}"):
            print(f"{tool} is not installed: its compatibility pictures are left as they are")
            continue
        link = os.path.join(links, tool)
        if not os.path.lexists(link):
            os.symlink(binary, link)
        for box, arguments, marker, feed, tools, *size in COMPAT:
            if tool not in tools:
                continue
            rows = size[0] if size else COMPAT_ROWS
            real = parse(capture_tool(tool, "/usr/bin", arguments, marker, feed, scratch, rows), rows)
            ours = parse(capture_tool(tool, links, arguments, marker, feed, scratch, rows), rows)
            gap = [(" ", Pen())] * 2
            rows = [a[:COMPAT_COLUMNS] + [(" ", Pen())] * (COMPAT_COLUMNS - len(a)) + gap + b[:COMPAT_COLUMNS]
                    for a, b in zip(real, ours)]
            name = f"compat-{tool}-{box}"
            render(rows, os.path.join(OUT, name + ".png"), len(rows), 2 * COMPAT_COLUMNS + 2)
            print(os.path.join("Tests", "Screenshots", name + ".png"))


# The tmux popup: a person's tmux (a private server, its client attached in the pane that is
# captured) showing real output, and the dialog floating over it in a popup.
POPUP_COLUMNS, POPUP_ROWS = 80, 24
BOLD, YELLOW, GREEN, RED, RESET = "\033[1m", "\033[33m", "\033[32m", "\033[31m", "\033[0m"
DIFF = [("app/payments/webhook.rb", 12, 6), ("app/payments/retry_policy.rb", 25, 0), ("app/rates/exchange_rates.rb", 5, 6),
        ("config/cache.yml", 2, 2), ("db/migrate/20260412_drop_pdf_blob.rb", 12, 0), ("db/schema.rb", 0, 3),
        ("spec/payments/webhook_spec.rb", 32, 0), ("spec/rates/exchange_rates_spec.rb", 14, 0)]


def pane_output():
    lines = [BOLD + "$ git log --oneline origin/main..main" + RESET,
             YELLOW + "4f1c2aa" + RESET + " Retry the payment webhook when the bank answers 502",
             YELLOW + "9b07d13" + RESET + " Cache the exchange rates for an hour, not a minute",
             YELLOW + "e51a8c0" + RESET + " Drop the unused pdf_blob column from invoices",
             BOLD + "$ git diff --stat origin/main..main" + RESET]
    for name, plus, minus in DIFF:
        lines.append(f" {name:<38} | {plus + minus:3} {GREEN}{'+' * plus}{RED}{'-' * minus}{RESET}")
    lines += [" 8 files changed, 102 insertions(+), 17 deletions(-)",
              BOLD + "$ ./deploy.sh production" + RESET,
              "Building release 2026.04.12-3 … done in 41 s",
              "Migrations pending: 1 (20260412_drop_pdf_blob)",
              "Smoke tests on staging: 212 passed, 0 failed"]
    return "\n".join(lines) + "\n"


def capture_tmux_popup(binary):
    outer = f"popupctl-shots-{os.getpid()}"
    person = f"popupctl-shots-person-{os.getpid()}"
    with tempfile.TemporaryDirectory() as scratch:
        conf = os.path.join(scratch, "person.conf")
        with open(conf, "w") as file:
            file.write("set -g status off\nset -g default-terminal tmux-256color\n"
                       "set -ga terminal-overrides ',xterm-256color:RGB'\n")
        output = os.path.join(scratch, "output.txt")
        with open(output, "w") as file:
            file.write(pane_output())
        script = os.path.join(scratch, "person.sh")
        with open(script, "w") as file:
            file.write("export COLORTERM=truecolor LANG=C.UTF-8; unset NO_COLOR POPUPCTL_THEME\n"
                       f"cat {shlex.quote(output)}\n"
                       f"exec {shlex.quote(binary)} --tmux '' --theme dark --transition none -t 'Deploy these 3 commits?' "
                       "-m 'They go to production at once, and the migration drops a column.' -c Wait -d Deploy\n")
        command = (f"export TERM=xterm-256color LANG=C.UTF-8; unset TMUX TMUX_PANE; "
                   f"exec tmux -L {person} -f {shlex.quote(conf)} new-session -s person "
                   f"{shlex.quote('sh ' + shlex.quote(script) + '; exec sleep 60')}")
        tmux(outer, "-f", "/dev/null", "new-session", "-d", "-x", str(POPUP_COLUMNS), "-y", str(POPUP_ROWS), "-s", "shot",
             "sh", "-c", command)
        tmux(outer, "set-option", "-g", "status", "off")
        try:
            return screen_once_shown(outer, ["Deploy these 3 commits?", "( Wait )"], "the popup", settle=0.3)
        finally:
            tmux(person, "kill-server")
            tmux(outer, "kill-server")


def render(rows, path, row_count, columns=COLUMNS):
    size = 18
    regular = ImageFont.truetype(FONTS + "DejaVuSansMono.ttf", size)
    bold = ImageFont.truetype(FONTS + "DejaVuSansMono-Bold.ttf", size)
    ascent, descent = regular.getmetrics()
    # Whole pixels, rounded down: box-drawing glyphs overlap a hair instead of leaving gaps.
    width, height = int(regular.getlength("M")), ascent + descent
    pad = 12
    image = Image.new("RGB", (columns * width + 2 * pad, row_count * height + 2 * pad), DEFAULT_BG)
    draw = ImageDraw.Draw(image)
    for y, cells in enumerate(rows):
        for x, (character, pen) in enumerate(cells[:columns]):
            fg, bg = pen.colours()
            left, top = pad + x * width, pad + y * height
            draw.rectangle([left, top, left + width - 1, top + height - 1], fill=bg)
            if character in "▀▄":
                # Half blocks are geometry, as terminals draw them, not a font's glyph.
                half = height // 2
                upper = character == "▀"
                draw.rectangle([left, top if upper else top + half, left + width - 1,
                                top + half - 1 if upper else top + height - 1], fill=fg)
            elif character != " ":
                draw.text((left, top), character, font=bold if pen.bold else regular, fill=fg)
            if pen.underline:
                draw.line([left, top + ascent + 1, left + width - 1, top + ascent + 1], fill=fg)
    image.save(path, optimize=True)


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "popupctl"))
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        picture = os.path.join(scratch, "evening-sky.png")
        sample_picture(picture)
        for name, arguments, marker, *size in SHOTS:
            rows = size[0] if size else ROWS
            arguments = arguments.replace("{picture}", shlex.quote(picture))
            render(parse(capture(binary, arguments, marker, rows), rows), os.path.join(OUT, name + ".png"), rows)
            print(os.path.join("Tests", "Screenshots", name + ".png"))
        compat_shots(binary, scratch)
    render(parse(capture_tmux_popup(binary), POPUP_ROWS), os.path.join(OUT, "tmux-popup.png"), POPUP_ROWS, POPUP_COLUMNS)
    print(os.path.join("Tests", "Screenshots", "tmux-popup.png"))


if __name__ == "__main__":
    main()
