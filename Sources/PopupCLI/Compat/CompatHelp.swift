/// `--help` and `--version` under the tools' names.
enum CompatHelp {
    static func version(_ profile: ToolProfile) -> String { profile.version }

    static func usage(_ profile: ToolProfile) -> String {
        let name = profile.name
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
            (.mixedform, "TEXT H W FH [LABEL Y X ITEM Y X FLEN ILEN TYPE]..."), (.calendar, "TEXT H W [DAY MONTH YEAR]"),
            (.timebox, "TEXT H W [HOUR MINUTE SECOND]"), (.rangebox, "TEXT H W MIN [MAX [VALUE]]"),
            (.inputmenu, "TEXT H W MH [TAG ITEM]..."), (.treeview, "TEXT H W LH [TAG ITEM STATUS DEPTH]..."),
            (.buildlist, "TEXT H W LH [TAG ITEM STATUS]..."), (.mixedgauge, "TEXT H W PERCENT [TAG STATE]..."),
            (.tailbox, "FILE H W"), (.tailboxbg, "FILE H W"), (.programbox, "[TEXT] H W"), (.prgbox, "[TEXT] COMMAND H W"),
            (.fselect, "PATH H W"), (.dselect, "PATH H W"),
        ]
        for (box, shape) in shapes where profile.boxes.contains(box) {
            lines.append("  --\(box.rawValue) \(shape)")
        }
        lines.append("Options:")
        lines += profile.optionsHelp
        // The statuses of the buttons beyond OK and Cancel that the tool has.
        let more = [(CompatButton.help, "Help"), (.extra, "Extra")].filter { profile.buttonOrder.contains($0.0) }
        lines.append("Exit status: 0 OK/Yes, 1 Cancel/No, " + more.map { "\($0.0.rawValue) \($0.1), " }.joined() + "255 Esc or error.")
        lines.append("Unattended: POPUPCTL_ANSWER=LABEL, with POPUPCTL_ITEMS (tags) and")
        lines.append("POPUPCTL_VALUES (field values), one a line.")
        return lines.joined(separator: "\n") + "\n"
    }
}
