/// `--help` and `--version` under the tools' names.
enum CompatHelp {
    static func version(_ profile: ToolProfile) -> String { profile.version }

    static func usage(_ profile: ToolProfile) -> String {
        let name = profile.name
        var lines = ["\(name): popupctl as \(name): \(name)'s arguments, results and exit statuses.", ""]
        lines.append("Usage: \(name) [OPTION]... --BOX TEXT HEIGHT WIDTH [ARGUMENTS]...")
        lines.append("Boxes:")
        for box in profile.boxes {
            lines.append("  --\(box.name) \(box.shape.help)")
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
