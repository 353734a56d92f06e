import PopupCore

/// `--help`, generated from the option table, aligned to the terminal width.
public enum HelpText {
    public static let version = "0.1.0"

    public static let exitStatuses: [(String, String)] = [
        ("0-123", "index of the chosen button, in the order given"),
        ("124", "--timeout ran out and there is no --default"),
        ("125", "popupctl failed: bad option, no terminal and no answer, I/O"),
        ("129 130 143", "hangup, Ctrl-C, SIGTERM (terminal restored first)"),
        ("255", "dismissed: Esc, click outside, drag down"),
    ]

    public static func render(width: Int = 80) -> String {
        let width = max(40, min(width, 120))
        var lines: [String] = [
            "popupctl \(version): a popup dialog in the terminal; exits with the chosen button's index.",
            "",
            "Usage: popupctl [-t TITLE] [-m MESSAGE|-] [-b LABEL]... [--cancel L] [--destructive L]",
        ]
        let column = min(32, OptionTable.all.map { $0.synopsis.count }.max()! + 4)
        for group in OptionSpec.Group.allCases {
            let options = OptionTable.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            lines.append("")
            lines.append(group.rawValue + ":")
            for option in options {
                let left = "  " + option.synopsis
                let pad = left.count + 1 < column ? String(repeating: " ", count: column - left.count) : "\n" + String(repeating: " ", count: column)
                let helpLines = Wrap.lines(option.help, width: max(20, width - column))
                lines.append(left + pad + helpLines[0])
                for extra in helpLines.dropFirst() { lines.append(String(repeating: " ", count: column) + extra) }
            }
        }
        lines.append("")
        lines.append("Exit status:")
        for (code, meaning) in exitStatuses {
            lines.append("  " + code.padding(toLength: 13) + meaning)
        }
        lines.append("")
        lines.append("Examples:")
        lines.append("  popupctl -t 'Delete 214 photos?' -m 'This cannot be undone.' --cancel Keep --destructive Delete")
        lines.append("  choice=$(ls *.log | popupctl -t 'Open which log?' -m - -b Open -b Skip)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
