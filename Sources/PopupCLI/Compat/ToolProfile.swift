import PopupCore

/// Everything that makes whiptail whiptail and dialog dialog, as one value per tool
/// (`ToolProfile.whiptail`, `ToolProfile.dialog`): the boxes and options it takes, its buttons,
/// its text rules, how its lists and forms behave, its result bytes, statuses, error wording and
/// look. Code that differs by tool reads a property here and never asks which tool it is; a new
/// quirk is a new property, with its value in each profile.
struct ToolProfile: Sendable {
    /// The buttons' default labels.
    struct ButtonLabels: Sendable, Equatable {
        var ok = "OK"
        /// A textbox's one button.
        var exit = "OK"
        var yes = "Yes"
        var no = "No"
        var cancel = "Cancel"
        var extra = "Extra"
        var help = "Help"
    }

    /// Which of several items given as on a radio list stays on.
    enum KeptItem: Sendable, Equatable {
        case first, last
    }

    /// Which letter answers a button.
    enum ButtonHotkeys: Sendable, Equatable {
        /// None (whiptail's).
        case none
        /// The first capital letter of its label that no button before it has (dialog's: "OK"
        /// answers O, " Import " I, "Exit" then "Extra" E for Exit only, "ok" nothing).
        case firstUnusedCapital
    }

    // MARK: The command line

    /// The name in messages and in `--help`.
    let name: String
    /// What `--version` prints.
    let version: String
    /// Reads the tool's command line (its option parser's rules) into the boxes to show.
    let readArguments: @Sendable ([String], CommandIO) throws -> CompatInvocation
    /// The boxes it draws, each declared once (its box table), in `--help`'s order.
    let boxes: [CompatBox]
    /// The tool's boxes popupctl does not draw: naming one is an error that names it, never a hang.
    let unsupportedBoxes: Set<String>
    /// Every option it accepts (boxes aside), with the words each takes and what it does.
    let options: [String: CompatOption]
    /// The `--help` lines that list the options.
    let optionsHelp: [String]
    /// A size that is not a number is a bad number (the tool's own wording); false: a usage error.
    let refusesBadSizeAsNumber: Bool
    /// The status words that switch an item on, lowercased.
    let onWords: Set<String>
    /// --noitem leaves each item's text out of the command line; false: the text is given and hidden.
    let noItemLeavesOutText: Bool

    // MARK: Text

    /// Tabs and line breaks become spaces (line breaks stay with --cr-wrap) and runs of spaces
    /// become one (unless --no-collapse); false: the text as given, `\n` aside.
    let reflowsText: Bool
    /// With --colors, the `\Z` colour codes come out of the texts (they are not drawn).
    let readsColorCodes: Bool
    /// A textbox's file follows the text rules (`\n` is a line break); false: shown as it is.
    let fileFollowsTextRules: Bool

    // MARK: Buttons

    /// The buttons a box can have, in the tool's order; each is shown when the box and the
    /// options ask for it.
    let buttonOrder: [CompatButton]
    let labels: ButtonLabels
    /// Which letter of a label, if any, answers its button.
    let buttonHotkeys: ButtonHotkeys

    // MARK: Lists, forms and the timeout

    /// How the box behaves in the core's terms: the timeout, the list's keys and answers, the
    /// form's fields (`conventions(for:)` applies them box by box).
    let conventions: Conventions
    /// Which item stays on when a radio list is given several.
    let radioListKeeps: KeptItem
    /// A list grows to fill the height the script gave, whatever list height it gave.
    let listFillsHeight: Bool

    // MARK: Results, statuses, errors and look

    /// How a checklist's or radio list's tags are written.
    let listResult: CompatResultWriter.ListStyle
    /// DIALOG_OK, DIALOG_CANCEL, DIALOG_HELP, DIALOG_EXTRA, DIALOG_ESC, DIALOG_ERROR and
    /// DIALOG_TIMEOUT change the statuses.
    let readsStatusVariables: Bool
    /// Signals the box ends with a status of its own for (by signal number); any other signal
    /// ends it with 128 + its number.
    let signalStatuses: [Int32: Int32]
    /// With DIALOG_TIMEOUT set, a timeout ends the run with these words on stderr (dialog's).
    let timeoutNotice: String?
    /// What was typed before the tool started is dropped as it starts, and keys typed from then
    /// on are kept for its boxes and left unread for the next program (curses' flushinp at its
    /// start, its reads a byte at a time), so that keys typed fast across a script's quick
    /// boxes each answer the box they were typed for; false: popupctl's own rule (dropped as
    /// each box appears and as it ends).
    let keepsTypeAhead: Bool
    /// How its own errors are worded, and the status they exit with.
    let wording: CompatError.Wording
    /// Reads the tool's colour settings (its variables and files) onto the theme.
    let readsColorSettings: @Sendable (CommandIO, inout Theme) -> Void
    /// How its boxes look: colours and furniture, box by box.
    let look: ToolLook

    /// The conventions a box runs with: the tool's, with its form rules in forms only (an input
    /// box keeps popupctl's), a countdown choosing OK and the box's own keys.
    func conventions(for box: CompatBox) -> Conventions {
        var conventions = self.conventions
        if !box.kind.isForm { conventions.fields = FieldConventions() }
        if box.kind == .countdown { conventions.timeoutChoosesDefault = true }
        box.keys(&conventions)
        return conventions
    }

    /// The box an option names (its name or another spelling the tool takes); nil for none.
    func box(named name: String) -> CompatBox? {
        boxes.first { $0.name == name || $0.aliases.contains(name) }
    }
}

extension ToolProfile: Equatable {
    /// A tool has one profile, by its name.
    static func == (lhs: ToolProfile, rhs: ToolProfile) -> Bool { lhs.name == rhs.name }
}

extension Conventions {
    /// What whiptail and dialog share, where both differ from popupctl's own: a timeout is no
    /// answer; the list marks no cursor and answers nothing when nothing is checked; their own
    /// keys, not the picker's; a letter never skips a tag's leading spaces.
    static var standIn: Conventions {
        var conventions = Conventions()
        conventions.timeoutChoosesDefault = false
        conventions.list.pickCursorWhenNoneChecked = false
        conventions.list.marksCursor = false
        conventions.list.pickerKeys = false
        conventions.list.refusesEmptyPick = false
        conventions.list.unattendedTakesCursor = true
        conventions.list.jump.skipsLeadingSpaces = false
        return conventions
    }
}
