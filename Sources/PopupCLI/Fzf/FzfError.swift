/// What fzf's command line or its environment can get wrong, worded as fzf words it; fzf exits 2.
enum FzfError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case badValue(option: String, value: String)
    case unclosedQuote(source: String)
    /// An option or action popupctl knows fzf has but does not carry out (the note lists why).
    case refused(String, why: String)
    case unreadable(String)

    var description: String {
        switch self {
        case .unknownOption(let option): return "unknown option: \(option)"
        case .missingValue(let option): return "\(option) requires a value"
        case .badValue(let option, let value): return "invalid value for \(option): \(value)"
        case .unclosedQuote(let source): return "unclosed quote in \(source)"
        case .refused(let what, let why): return "\(what) is not supported by popupctl: \(why)"
        case .unreadable(let path): return "cannot read \(path)"
        }
    }

    /// fzf's status for a bad command line.
    static let status: Int32 = 2
}
