import PopupCore

/// `--help`, generated from the option table, aligned to the terminal width. It must stay under
/// 60 lines at 80 columns: headings, not blank lines, separate the groups and the examples, the options that change the
/// button or field just added share a line, and the information options (help, version,
/// completions) are a second usage line rather than a group.
public enum HelpText {
    public static let version = "0.1.0"

    public static let exitStatuses: [(String, String)] = [
        ("0-123", "index of the chosen button, in the order given"),
        ("124", "--timeout ran out and there is no --default"),
        ("125", "error: bad option, no terminal and no answer, I/O"),
        ("129-131 143", "hangup, Ctrl-C, Ctrl-\\, SIGTERM (terminal restored)"),
        ("\(PopupctlContract.stoppedStatus)", "--progress stopped by a button or Esc before its end"),
        ("255", "dismissed: Esc, click outside, drag down"),
    ]

    public static let examples: [(command: String, comment: String)] = [
        ("popupctl -t 'Delete photos?' -d Delete -c Keep && rm -r photos", "0: Delete"),
        ("c=$(popupctl -b Alpha -b Beta -b Gamma) || true", "the label; set -e safe"),
        ("ln -s \"$(command -v popupctl)\" /usr/local/bin/whiptail", "run as whiptail"),
    ]

    public static func render(width: Int = 80) -> String {
        let width = max(40, min(width, 120))
        var lines: [String] = []
        lines += Wrap.lines("popupctl: a popup dialog in the terminal; exits with the chosen button's index.", width: width)
        lines += Wrap.lines("Usage: popupctl [OPTION]...  (drawn on /dev/tty; the answer goes to stdout)", width: width)
        // The information options are whole commands of their own: they go in the usage.
        let information = OptionTable.all.filter { $0.group == .info }.map { option in
            ([option.short.map { "-\($0)|" }] as [String?]).compactMap { $0 }.joined() + "--" + option.long
                + (option.choices.isEmpty ? option.valueName.map { " " + $0 } ?? "" : " " + option.choices.joined(separator: "|"))
        }
        lines += Wrap.lines("popupctl " + information.joined(separator: ", "), width: width - 7).map { "       " + $0 }
        // Beside the options when there is room for the help text, under them when not.
        let listed = OptionTable.all.filter { $0.group != .info }
        // Measured over the options on lines of their own: the others share a line.
        let besideColumn = min(32, listed.filter { $0.appliesTo == nil && $0.helpLine == nil }.map { $0.synopsis.count }.max()! + 4)
        let column = width - besideColumn >= 36 ? besideColumn : 8
        let indent = String(repeating: " ", count: column)
        for group in OptionSpec.Group.allCases where group != .info {
            let options = listed.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            lines.append(group.rawValue + ":")
            for option in options where option.appliesTo == nil && option.helpLine == nil {
                let left = "  " + option.synopsis
                let helpLines = Wrap.lines(option.help, width: max(20, width - column))
                if left.count + 1 < column {
                    lines.append(left + String(repeating: " ", count: column - left.count) + helpLines[0])
                } else {
                    lines.append(left)
                    lines.append(indent + helpLines[0])
                }
                for extra in helpLines.dropFirst() { lines.append(indent + extra) }
            }
            // Options that change the button or field just added share one line per target.
            var targets: [String] = []
            for target in options.compactMap(\.appliesTo) where !targets.contains(target) { targets.append(target) }
            for target in targets {
                let list = options.filter { $0.appliesTo == target }.map(\.mention).joined(separator: ", ")
                lines += Wrap.lines("For the \(target) just added: " + list, width: width - 4).map { "    " + $0 }
            }
            // Options listed together under a heading of their own (fzf's, by their fzf names).
            var headings: [String] = []
            for heading in options.compactMap(\.helpLine) where !headings.contains(heading) { headings.append(heading) }
            for heading in headings {
                lines += packed(heading + ":", options.filter { $0.helpLine == heading }.map(\.mention), width: width - 4).map { "    " + $0 }
            }
        }
        lines.append("")
        // The heading shares the first row when there is room, to save a line.
        let heading = "Exit status: "
        let inline = width >= 70
        if !inline { lines.append("Exit status:") }
        let margin = inline ? heading.count : 2
        let statusIndent = String(repeating: " ", count: margin + 13)
        for (offset, (code, meaning)) in exitStatuses.enumerated() {
            let wrapped = Wrap.lines(meaning, width: max(20, width - statusIndent.count))
            let lead = inline && offset == 0 ? heading : String(repeating: " ", count: margin)
            lines.append(lead + code.padding(toLength: 13) + wrapped[0])
            for extra in wrapped.dropFirst() { lines.append(statusIndent + extra) }
        }
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

    /// `heading` and `items` separated by commas, lines cut only between items.
    static func packed(_ heading: String, _ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = heading
        for (offset, item) in items.enumerated() {
            let piece = item + (offset == items.count - 1 ? "" : ",")
            if line.count + 1 + piece.count > width, !line.isEmpty {
                lines.append(line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        return lines + [line]
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

extension OptionSpec {
    /// "--header TEXT": how a shared help line names the option.
    var mention: String { "--" + long + (valueName.map { " " + $0 } ?? "") }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
