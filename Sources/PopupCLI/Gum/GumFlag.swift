/// One flag of a gum verb as gum's `options.go` declares it: its name, its kind, its default and
/// the environment variable that gives it when the command line does not.
struct GumFlag: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case string
        case int
        /// `--flag`, `--flag=false`; `negatable` also takes `--no-flag`.
        case bool(negatable: Bool)
        /// Go's durations: `5s`, `1m30s`, `250ms`.
        case duration
        /// Repeated or comma-separated values.
        case list
    }

    var name: String
    var kind: Kind
    var defaultValue: String
    /// The variable read when the flag is not given; nil for none.
    var environment: String?
    /// The one-letter name (`-s`), if any.
    var short: Character?

    var takesValue: Bool {
        if case .bool = kind { return false }
        return true
    }
}

/// gum's style sub-flags (`--cursor.foreground 212`), one set for each styled part of a verb, with
/// the defaults that part sets (`set:"defaultForeground=212"`).
struct GumStyleGroup: Sendable {
    /// `cursor.`; empty for a verb whose own flags are the style (`gum style`, `gum pager`).
    var prefix: String
    /// `GUM_CHOOSE_CURSOR_`.
    var environmentPrefix: String
    var defaults: [String: String]

    /// The style fields lipgloss takes, as gum names them.
    static let fields: [(name: String, kind: GumFlag.Kind, fallback: String)] = [
        ("foreground", .string, ""), ("background", .string, ""), ("border", .string, "none"),
        ("border-background", .string, ""), ("border-foreground", .string, ""), ("align", .string, "left"),
        ("height", .int, "0"), ("width", .int, "0"), ("margin", .string, "0 0"), ("padding", .string, "0 0"),
        ("bold", .bool(negatable: false), "false"), ("faint", .bool(negatable: false), "false"),
        ("italic", .bool(negatable: false), "false"), ("strikethrough", .bool(negatable: false), "false"),
        ("underline", .bool(negatable: false), "false"),
    ]

    var flags: [GumFlag] {
        Self.fields.map { field in
            let variable = environmentPrefix + field.name.uppercased().replacing("-", with: "_")
            return GumFlag(name: prefix + field.name, kind: field.kind, defaultValue: defaults[field.name] ?? field.fallback,
                           environment: variable, short: nil)
        }
    }
}
