/// The theme file format: `key = value` lines, `[section]` headers that prefix the keys after
/// them, and comments on lines of their own or after " # ". A first `base = NAME` starts from a
/// built-in theme.
///
///     # ~/.config/popupctl/theme
///     base = dark
///     title.color = #ff8800
///     [button.destructive]
///     color = red
public enum ThemeFile {
    /// Why a theme file or setting was refused, and where.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file's line number, from 1; 0 for a setting that came from no file (`--set`).
        public var line: Int
        /// The setting's key, when the failure is about one.
        public var key: String?
        /// What is wrong, in words.
        public var message: String
        /// The failure for error messages: "line 3, 'title.color': …".
        public var description: String {
            (line > 0 ? "line \(line)" + (key.map { ", " + Excerpt.quoted($0) } ?? "") : (key.map { Excerpt.quoted($0) } ?? "")) + ": " + message
        }
    }

    /// Applies the file's settings to `base` (or to the theme its `base =` names).
    public static func apply(_ text: String, to base: Theme) throws(Failure) -> Theme {
        var theme = base
        var section = ""
        var sawSetting = false
        for (offset, rawLine) in Lines.split(text).enumerated() {
            let number = offset + 1
            let line = stripComment(String(rawLine)).trimmedForTheme
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else { throw Failure(line: number, key: nil, message: "a section is written [name]") }
                section = String(line.dropFirst().dropLast()).trimmedForTheme + "."
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw Failure(line: number, key: nil, message: "expected 'key = value'")
            }
            let key = section + String(line[..<equals]).trimmedForTheme
            let value = String(line[line.index(after: equals)...]).trimmedForTheme
            if key == "base" {
                guard !sawSetting else { throw Failure(line: number, key: key, message: "'base' must come before any setting") }
                theme = try Self.base(value, line: number)
                continue
            }
            sawSetting = true
            try set(key, value, on: &theme, line: number)
        }
        return theme
    }

    /// The built-in theme `base = NAME` starts from.
    public static func base(_ name: String, line: Int = 0) throws(Failure) -> Theme {
        guard let named = BuiltinThemes.named(name) else {
            throw Failure(line: line, key: "base", message: "unknown theme \(Excerpt.quoted(name)); expected one of " + BuiltinThemes.names.joined(separator: ", "))
        }
        return named
    }

    /// Applies one `key=value` (from a file line or from `--set`).
    public static func set(_ key: String, _ value: String, on theme: inout Theme, line: Int = 0) throws(Failure) {
        guard let setting = ThemeSettings.setting(key) else {
            var message = "unknown setting"
            if let near = EditDistance.closest(to: key, among: ThemeSettings.all.map(\.key)) {
                message += "; did you mean '\(near)'?"
            }
            throw Failure(line: line, key: key, message: message)
        }
        guard setting.apply(value, to: &theme) else {
            throw Failure(line: line, key: key, message: "invalid value \(Excerpt.quoted(value)); expected \(setting.accepted)")
        }
    }

    /// Comments: a line starting with '#', or '#' after white space and before a space or the end
    /// (so '#ff8800' stays a colour).
    private static func stripComment(_ line: String) -> String {
        let characters = Array(line)
        if line.trimmedForTheme.hasPrefix("#") { return "" }
        for index in characters.indices.dropFirst() where characters[index] == "#" {
            let before = characters[index - 1]
            let after: Character = index + 1 < characters.count ? characters[index + 1] : " "
            if (before == " " || before == "\t") && (after == " " || after == "\t") {
                return String(characters[..<index])
            }
        }
        return line
    }
}
