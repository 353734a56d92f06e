/// A single-line text field in the dialog.
public struct TextField: Sendable, Equatable, Codable {
    /// The hint shown while the field is empty; it also names the field when a value is refused.
    public var placeholder: String
    /// The text in the field: the initial text when building, what was typed in the outcome.
    public var value: String
    /// Shows a bullet (•) for each typed character instead of the text (passwords).
    public var isSecure: Bool
    /// A regular expression the whole value must match (`Pattern`: linear-time, refused when unsupported).
    public var pattern: String?
    /// An empty value is refused (unless a cancel-role button is chosen).
    public var isRequired: Bool
    /// The most characters (graphemes) the field takes; nil for no limit.
    public var maxLength: Int?
    /// A name drawn above the field (see `FieldLabel`); nil: the placeholder names it.
    public var label: String? { didSet { label = label.map(Sanitizer.line) } }
    /// What the person is told when the value does not match `pattern`; nil for a generic line
    /// (the expression itself is no help to the person typing).
    public var patternMessage: String? { didSet { patternMessage = patternMessage.map(Sanitizer.line) } }
    /// Shown but not edited: the focus passes it by (a form's fixed line, dialog's read-only fields).
    public var isReadOnly = false
    /// Where the field and its label stand in a form laid out by position; nil: one under the other.
    public var place: FieldPlace?

    /// A field; the placeholder, value, label and message are sanitised to single lines.
    public init(placeholder: String, value: String = "", isSecure: Bool = false,
                pattern: String? = nil, isRequired: Bool = false, maxLength: Int? = nil,
                label: String? = nil, patternMessage: String? = nil) {
        self.placeholder = Sanitizer.line(placeholder)
        self.value = Sanitizer.line(value)
        self.isSecure = isSecure
        self.pattern = pattern
        self.isRequired = isRequired
        self.maxLength = maxLength
        self.label = label.map(Sanitizer.line)
        self.patternMessage = patternMessage.map(Sanitizer.line)
    }

    /// The most characters any field holds, whatever its `maxLength`: every key costs time in
    /// proportion to the text, so past this a key would wait. More is refused with a bell and a
    /// note under the field.
    public static let capacity = 65_536
    /// The most characters this field takes: `maxLength`, at most `capacity`.
    public var limit: Int { Self.limit(maxLength: maxLength) }

    /// The most characters a field with this `maxLength` takes.
    public static func limit(maxLength: Int?) -> Int { min(max(0, maxLength ?? capacity), capacity) }

    /// `text` cut to `limit` characters: what the field holds of it, however it came (typed,
    /// pasted, `--value`, `--answer-value`, the plain prompt).
    public func fitted(_ text: String) -> String {
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit))
    }

    /// The text the field starts with.
    public var initialText: String { fitted(value) }
}
