import PopupCore

/// `--help`, generated from the option table, aligned to the terminal width. It must stay under
/// 60 lines at 80 columns, so option groups are not separated by blank lines.
public enum HelpText {
    public static let version = "0.1.0"

    public static let exitStatuses: [(String, String)] = [
        ("0-123", "the chosen button's index"),
        ("124", "timeout without --default"),
        ("125", "popupctl failed (bad option, no terminal and no answer, I/O)"),
        ("129 130 143", "hangup, Ctrl-C, SIGTERM"),
        ("255", "dismissed (Esc, click outside, drag down)"),
    ]

    public static let examples: [(command: String, comment: String)] = [
        ("popupctl -t 'Delete 214 photos?' -c Keep -d Delete", "exit 0: Keep, 1: Delete"),
        ("choice=$(popupctl -m 'Which one?' -b Alpha -b Beta -b Gamma)", "the label"),
    ]

    public static func render(width: Int = 80) -> String {
        let width = max(40, min(width, 120))
        var lines: [String] = []
        lines += Wrap.lines("popupctl: a popup dialog in the terminal; exits with the chosen button's index.", width: width)
        lines += Wrap.lines("Usage: popupctl [OPTION]...  (drawn on /dev/tty; the answer goes to stdout)", width: width)
        lines.append("")
        // Beside the options when there is room for the help text, under them when not.
        let besideColumn = min(32, OptionTable.all.map { $0.synopsis.count }.max()! + 4)
        let column = width - besideColumn >= 36 ? besideColumn : 8
        for group in OptionSpec.Group.allCases {
            let options = OptionTable.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            lines.append(group.rawValue + ":")
            for option in options where option.appliesTo == nil {
                let left = "  " + option.synopsis
                let helpLines = Wrap.lines(option.help, width: max(20, width - column))
                let indent = String(repeating: " ", count: column)
                if left.count + 1 < column {
                    lines.append(left + String(repeating: " ", count: column - left.count) + helpLines[0])
                } else {
                    lines.append(left)
                    lines.append(indent + helpLines[0])
                }
                for extra in helpLines.dropFirst() { lines.append(indent + extra) }
            }
            // Options that change the button or field just added share one line.
            let modifiers = options.filter { $0.appliesTo != nil }
            if let target = modifiers.first?.appliesTo {
                let list = modifiers.map { "--" + $0.long + ($0.valueName.map { " " + $0 } ?? "") }.joined(separator: ", ")
                lines += Wrap.lines("For the \(target) just added: " + list, width: width - 4).map { "    " + $0 }
            }
        }
        lines.append("")
        lines.append("Exit status:")
        let statuses = exitStatuses.map { "\($0.0) \($0.1)" }.joined(separator: "; ")
        lines += Wrap.lines(statuses, width: width - 2).map { "  " + $0 }
        lines.append("")
        lines.append("Examples:")
        for (command, comment) in examples {
            let oneLine = "  \(command)   # \(comment)"
            if oneLine.count <= width {
                lines.append(oneLine)
            } else {
                lines.append("  # " + comment)
                lines += wrapCommand(command, width: width - 2).map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A shell command cut to `width` columns with backslashes, at spaces outside quotes.
    static func wrapCommand(_ command: String, width: Int) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in command {
            if character == " " && quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character == "'" || character == "\"" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty || line.allSatisfy({ $0 == " " }) {
                line += word
            } else if line.count + 1 + word.count + 2 <= width {
                line += " " + word
            } else {
                lines.append(line + " \\")
                line = "    " + word
            }
        }
        return lines + [line]
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
