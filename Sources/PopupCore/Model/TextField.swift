/// A single-line text field in the dialog.
public struct TextField: Sendable, Equatable, Codable {
    public var placeholder: String
    public var value: String
    public var isSecure: Bool
    /// A regular expression the whole value must match (checked by the shell that owns regex support).
    public var pattern: String?
    public var isRequired: Bool
    public var maxLength: Int?

    public init(placeholder: String, value: String = "", isSecure: Bool = false,
                pattern: String? = nil, isRequired: Bool = false, maxLength: Int? = nil) {
        self.placeholder = Sanitizer.line(placeholder)
        self.value = Sanitizer.line(value)
        self.isSecure = isSecure
        self.pattern = pattern
        self.isRequired = isRequired
        self.maxLength = maxLength
    }
}
