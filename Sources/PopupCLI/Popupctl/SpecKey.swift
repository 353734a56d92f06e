import PopupCore

/// Where an option goes in a `--spec` document, so the reader and the schema need no list of names.
public enum SpecKey: Sendable, Equatable {
    /// Not part of a dialog (help, version, a preview's size…): a spec cannot say it.
    case none
    /// A key named after the option: at the top, or inside the object of the button or text field
    /// it modifies. A switch takes true or false.
    case named(SpecValue)
    /// Each object of "buttons" whose "role" is this one.
    case button(ButtonRole)
    /// Each object of "fields", by its "password".
    case field(secure: Bool)
    /// Each string of "items".
    case item
    /// Each string of "command" (what follows '--').
    case command
}

/// The JSON an option's value takes in a spec.
public enum SpecValue: Sendable, Equatable {
    /// A string (true or false for a switch). At the top, an array of them gives the option once for each.
    case plain
    /// A string or a number.
    case number
    /// As `plain`; the schema shows the array, since the option is usually given more than once.
    case strings
}

extension OptionSpec {
    /// The option has a key of its own in a spec (at the top, or in the object it modifies).
    var hasNamedKey: Bool {
        if case .named = specKey { return true }
        return false
    }
}
