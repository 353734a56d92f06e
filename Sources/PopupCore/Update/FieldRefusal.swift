/// Why a text field's value is refused (`FieldValidation`), worded twice: for the person typing,
/// and for the script's author, who gave the expression.
public enum FieldRefusal: Sendable, Equatable {
    /// Empty, and `--required`.
    case required
    /// It does not match the field's `pattern`; `message` is the field's own words for that.
    case mismatch(pattern: String, message: String?)
    /// The pattern cannot be compiled (only a Swift program can give one: the command refuses it at start).
    case invalidPattern

    /// What the person typing is told, under the field or in the plain prompt: never the expression.
    public var shown: String {
        switch self {
        case .required: return "required"
        case .mismatch(_, let message): return message ?? "not in the expected form"
        case .invalidPattern: return "invalid pattern"
        }
    }

    /// What an unattended answer's error says (the CI log): the expression too.
    public var detail: String {
        switch self {
        case .mismatch(let pattern, let message):
            let rule = "must match \(Sanitizer.line(Excerpt.cut(pattern)))"
            return message.map { "\($0) (\(rule))" } ?? rule
        case .required, .invalidPattern: return shown
        }
    }
}
