/// One option of whiptail's or dialog's command line, as the tool's own option table has it: the
/// words it takes and what it does. A new option is a new entry in a tool's table
/// (`WhiptailOptions`, `DialogOptions`); its reader applies it.
struct CompatOption: Sendable {
    /// What the option does.
    enum Effect: Sendable {
        /// Sets a flag of the box it is given for (off when dialog's `--no…` spelling turns it off).
        case flag(WritableKeyPath<CompatRequest, Bool> & Sendable)
        /// Sets a value of the box from its word(s).
        case value(@Sendable (inout CompatRequest, [String]) throws -> Void)
        /// Accepted and ignored: it changes only the look, or popupctl does it anyway
        /// (listed in the man page, COMPATIBILITY).
        case ignored
        /// Handled by the reader itself: the run as a whole, not one box.
        case run(RunOption)
    }

    /// Options about the whole run.
    enum RunOption: Sendable, Equatable {
        case help, version, printVersion, printMaxSize, printTextOnly, printTextSize, createRC
        case stdout, stderr, outputFD, inputFD
        case andWidget
        /// dialog's --file: words read from a file, put in its place.
        case file
        /// dialog's --args: the words so far, on stderr.
        case args
    }

    /// Words after it that are its values.
    var words: Int
    var effect: Effect
    /// It is a number (dialog refuses anything else with its own words).
    var numeric = false
    /// dialog's screen-wide settings: kept for every box after it in a chain, where the others
    /// hold for their box only.
    var keeps = false

    static func flag(_ path: WritableKeyPath<CompatRequest, Bool> & Sendable, keeps: Bool = false) -> CompatOption {
        CompatOption(words: 0, effect: .flag(path), keeps: keeps)
    }

    /// A value option whose one word sets `path`.
    static func text(_ path: WritableKeyPath<CompatRequest, String?> & Sendable, keeps: Bool = false) -> CompatOption {
        CompatOption(words: 1, effect: .value { request, words in request[keyPath: path] = words[0] }, keeps: keeps)
    }

    static func value(words: Int = 1, numeric: Bool = false, keeps: Bool = false,
                      _ apply: @escaping @Sendable (inout CompatRequest, [String]) throws -> Void) -> CompatOption {
        CompatOption(words: words, effect: .value(apply), numeric: numeric, keeps: keeps)
    }

    static func ignored(words: Int = 0, numeric: Bool = false, keeps: Bool = false) -> CompatOption {
        CompatOption(words: words, effect: .ignored, numeric: numeric, keeps: keeps)
    }

    static func run(_ option: RunOption, words: Int = 0, numeric: Bool = false) -> CompatOption {
        CompatOption(words: words, effect: .run(option), numeric: numeric)
    }
}
