/// One setting a theme file or `--set` may change: its key, what it accepts, and how it applies.
public struct ThemeSetting: Sendable {
    /// The name it goes by in theme files and `--set` ("title.color", "box.background"…).
    public let key: String
    /// What values it takes, in words, for error messages and docs.
    public let accepted: String
    /// A value that differs from the built-in default, for tests that prove the setting is used.
    public let example: String
    let apply: @Sendable (inout Theme, String) -> Bool

    init(_ key: String, _ accepted: String, example: String, _ apply: @escaping @Sendable (inout Theme, String) -> Bool) {
        self.key = key
        self.accepted = accepted
        self.example = example
        self.apply = apply
    }

    /// Applies `value`; false when the value is not one this setting accepts.
    public func apply(_ value: String, to theme: inout Theme) -> Bool {
        apply(&theme, value.trimmedForTheme)
    }
}

extension String {
    /// Trimmed, and without the quotes a value may be written in.
    var trimmedForTheme: String {
        let text = trimmingWhitespace()
        if text.count >= 2, text.first == "\"", text.last == "\"" { return String(text.dropFirst().dropLast()) }
        return text
    }
}
