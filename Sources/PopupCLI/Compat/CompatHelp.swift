/// `--help` and `--version` under the tools' names.
enum CompatHelp {
    static func version(_ tool: CompatTool) -> String {
        switch tool {
        case .whiptail: return "whiptail (popupctl): \(HelpText.version)\n"
        case .dialog: return "Version: \(HelpText.version) (popupctl as dialog)\n"
        }
    }

    static func usage(_ tool: CompatTool) -> String {
        let name = tool.rawValue
        var lines = ["\(name): popupctl as \(name): \(name)'s arguments, results and exit statuses.", ""]
        lines.append("Usage: \(name) [OPTION]... --BOX TEXT HEIGHT WIDTH [ARGUMENTS]...")
        lines.append("Boxes:")
        let shapes: [(CompatBox, String)] = [
            (.msgbox, "TEXT H W"), (.yesno, "TEXT H W"), (.infobox, "TEXT H W"), (.inputbox, "TEXT H W [INIT]"),
            (.passwordbox, "TEXT H W [INIT]"), (.textbox, "FILE H W"), (.menu, "TEXT H W LH [TAG ITEM]..."),
            (.checklist, "TEXT H W LH [TAG ITEM STATUS]..."), (.radiolist, "TEXT H W LH [TAG ITEM STATUS]..."),
            (.gauge, "TEXT H W [PERCENT]"), (.form, "TEXT H W FH [LABEL Y X ITEM Y X FLEN ILEN]..."),
            (.passwordform, "TEXT H W FH [LABEL Y X ITEM Y X FLEN ILEN]..."), (.pause, "TEXT H W SECONDS"),
            (.progressbox, "[TEXT] H W"), (.editbox, "FILE H W"),
        ]
        for (box, shape) in shapes where tool == .dialog || CompatBox.whiptailBoxes.contains(box) {
            lines.append("  --\(box.rawValue) \(shape)")
        }
        lines.append("Options:")
        switch tool {
        case .whiptail:
            lines += ["  --title T  --backtitle T  --yes-button L  --no-button L  --ok-button L",
                      "  --cancel-button L  --defaultno  --default-item TAG  --nocancel  --noitem",
                      "  --notags  --separate-output  --scrolltext  --output-fd N  --clear  --fb",
                      "  --topleft  -h|--help  -v|--version"]
        case .dialog:
            lines += ["  --title T  --backtitle T  --ok-label L  --cancel-label L  --yes-label L",
                      "  --no-label L  --extra-button  --extra-label L  --help-button  --help-label L",
                      "  --defaultno  --default-item TAG  --no-cancel  --nook  --no-items  --no-tags",
                      "  --item-help  --help-status  --separate-output  --output-separator S",
                      "  --single-quoted  --stdout  --stderr  --output-fd N  --timeout S  --colors",
                      "  --cr-wrap  --no-collapse  --insecure",
                      "  --print-maxsize  --help  --version  (options that change only the look are",
                      "  accepted and ignored: man popupctl, COMPATIBILITY)"]
        }
        lines.append("Exit status: 0 OK/Yes, 1 Cancel/No, " + (tool == .dialog ? "2 Help, 3 Extra, " : "") + "255 Esc or error.")
        lines.append("Unattended: POPUPCTL_ANSWER=LABEL, with POPUPCTL_ITEMS (tags) and")
        lines.append("POPUPCTL_VALUES (field values), one a line.")
        return lines.joined(separator: "\n") + "\n"
    }
}
