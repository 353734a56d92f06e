import PopupCore

/// How an option's value is read as what it stands for, each refusal worded once. Entries name
/// one (`reads: .seconds`) and get the value already checked.
public struct ValueReader<Value>: Sendable {
    let read: @Sendable (ParsedOption) throws(CLIError) -> Value
}

extension ParsedOption {
    /// The value as given; empty for a switch.
    public var text: String { value ?? "" }

    /// The option reads stdin: its value is '-' and '-' means stdin for it.
    public var readsStdin: Bool { spec.stdin == .dash && value == "-" }

    /// A file, or stdin for '-'.
    var fileOrStdin: Invocation.Source { readsStdin ? .stdin : .file(text) }

    func refused(expected: String) -> CLIError { .badValue(option: name, value: text, expected: expected) }
}

extension ValueReader where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One case, in any letter case; else the cases, and the nearest one.
    static var choice: Self {
        Self { option throws(CLIError) in
            if let match = Value(rawValue: option.text.lowercased()) { return match }
            let names = Value.allCases.map(\.rawValue)
            var expected = "one of " + names.joined(separator: ", ")
            if let near = EditDistance.closest(to: option.text.lowercased(), among: names) { expected += " (did you mean '\(near)'?)" }
            throw option.refused(expected: expected)
        }
    }
}

extension ValueReader where Value == Button {
    /// A button must show something to choose: an empty or blank label (`-b ''`, `-b ' '`) is a mistake.
    static func button(role: ButtonRole) -> Self {
        Self { option throws(CLIError) in
            let button = Button(option.text, role: role)
            guard !button.label.allSatisfy(\.isWhitespace) else { throw option.refused(expected: "a label with something to show") }
            return button
        }
    }
}

extension ValueReader where Value == Int {
    static func wholeNumber(in range: ClosedRange<Int>, expected: String) -> Self {
        Self { option throws(CLIError) in
            guard let number = Int(option.text), range.contains(number) else { throw option.refused(expected: expected) }
            return number
        }
    }
}

extension ValueReader where Value == Double {
    /// Decimal only: Double also reads "0x10" and "1e3", which no one means as seconds.
    static var seconds: Self {
        Self { option throws(CLIError) in
            let text = option.text
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 * 365 else {
                throw option.refused(expected: "seconds above 0, up to a year (e.g. 10 or 2.5)")
            }
            return seconds
        }
    }
}

extension ValueReader where Value == WidthRule {
    static var width: Self {
        Self { option throws(CLIError) in
            guard let rule = WidthRule(parsing: option.text) else {
                throw option.refused(expected: "columns (50), a percentage (60%) or a range (40..72)")
            }
            return rule
        }
    }
}

extension ValueReader where Value == HeightRule {
    static var height: Self {
        Self { option throws(CLIError) in
            guard let rule = HeightRule(parsing: option.text) else {
                throw option.refused(expected: "rows (10) or a percentage of the terminal's rows (40%)")
            }
            return rule
        }
    }
}

extension ValueReader where Value == Size {
    /// "60x16" (or "60X16", "60×16").
    static var screenSize: Self {
        Self { option throws(CLIError) in
            let largest = Size.largestScreen
            let parts = option.text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
            guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
                  (1...largest.width).contains(columns), (1...largest.height).contains(rows) else {
                throw option.refused(expected: "columns x rows from 1x1 to \(largest.width)x\(largest.height) (e.g. 60x16)")
            }
            return Size(width: columns, height: rows)
        }
    }
}

extension ValueReader where Value == String {
    /// The value as given.
    static var text: Self { Self { $0.text } }

    /// A `--validate` pattern the matcher takes, as given.
    static var pattern: Self {
        Self { option throws(CLIError) in
            do throws(PatternError) {
                _ = try Pattern.compile(option.text)
            } catch {
                throw .badPattern(option: option.name, pattern: option.text, reason: error.reason)
            }
            return option.text
        }
    }
}

extension ValueReader where Value == FieldSelection {
    /// fzf's field expressions: `2`, `-1`, `2..`, `..3`, `1..3`, `1,3`.
    static var fields: Self {
        Self { option throws(CLIError) in
            guard let selection = FieldSelection(option.text) else {
                throw option.refused(expected: "field numbers like 2, -1, 2.., 1..3 or 1,3 (the first field is 1)")
            }
            return selection
        }
    }
}

extension ValueReader where Value == String {
    /// A field delimiter: something to cut at.
    static var delimiter: Self {
        Self { option throws(CLIError) in
            guard !option.text.isEmpty else { throw option.refused(expected: "a delimiter of one or more characters") }
            return option.text
        }
    }
}

extension ValueReader where Value == TmuxSpec {
    /// `[center|top|bottom|left|right][,W[%][,H[%]]]`.
    static var tmuxSpec: Self {
        Self { option throws(CLIError) in
            guard let spec = TmuxSpec(parsing: option.text) else { throw option.refused(expected: TmuxSpec.expected) }
            return spec
        }
    }
}

extension ValueReader where Value == PreviewSpec.Position {
    /// fzf's `--preview-window`: its position word (`right`, `down`), among sizes and other words
    /// that change only the pane's look here (`right:60%`, `down,40%,border-top`).
    static var previewWindow: Self {
        Self { option throws(CLIError) in
            var position = PreviewSpec.Position.right
            for word in option.text.lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
                switch word {
                case "right": position = .right
                case "down", "bottom", "below": position = .below
                case "up", "top", "left": throw option.refused(expected: "one of right, down (the pane stands right of the list or below it)")
                case _ where fzfWindowWord(word): continue
                default: throw option.refused(expected: "one of right, down")
                }
            }
            return position
        }
    }
}

/// A size (`40%`, `20`, `~10`, `+3`, `+{2}-5`) or a word fzf's `--preview-window` takes that only
/// changes the pane's look or its keys here.
private func fzfWindowWord(_ word: Substring) -> Bool {
    let looks: Set<Substring> = ["wrap", "nowrap", "cycle", "nocycle", "follow", "nofollow", "hidden", "nohidden", "info", "noinfo",
                                 "sharp", "rounded", "bold", "double", "block", "thinblock", "noborder", "border", "default"]
    if looks.contains(word) || word.hasPrefix("border-") || word.hasPrefix("<") { return true }
    return word.first.map { $0.isNumber || "~+-".contains($0) } ?? false
}
