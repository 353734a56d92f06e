/// whiptail 0.52's option table (its man page and `--help`): every option its option parser
/// (popt) accepts, with the words it takes. The boxes are `WhiptailBoxes`'.
enum WhiptailOptions {
    static let table: [String: CompatOption] = [
        "help": .run(.help),
        "version": .run(.version),
        "output-fd": .run(.outputFD, words: 1, numeric: true),
        "backtitle": .value { $0.backtitle = $1[0] },
        "title": .value { $0.title = $1[0] },
        "default-item": .value { $0.defaultItem = $1[0] },
        "yes-button": .text(\.yesLabel),
        "no-button": .text(\.noLabel),
        "ok-button": .text(\.okLabel),
        "cancel-button": .text(\.cancelLabel),
        "defaultno": .value(words: 0) { request, _ in try request.setDefaultButton("no") },
        "nocancel": .flag(\.noCancel),
        "noitem": .flag(\.noItem),
        "notags": .flag(\.noTags),
        "separate-output": .flag(\.separateOutput),
        // The text is a stop of its own, scrolled with the arrows (a scroll bar in whiptail).
        "scrolltext": .flag(\.scrollText),
        // The look only.
        "clear": .ignored(),
        "fb": .ignored(),
        "fullbuttons": .ignored(),
        "topleft": .ignored(),
    ]

    /// popt's one-letter spellings.
    static let shortNames = ["-h": "help", "-v": "version"]
}
