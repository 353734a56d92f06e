/// A whiptail or dialog command line as plain values, read by `WhiptailArguments` or
/// `DialogArguments` and turned into a `Dialog` by `CompatDialogBuilder`.
struct CompatRequest: Sendable, Equatable {
    /// One row of a menu, checklist or radiolist.
    struct Item: Sendable, Equatable {
        var tag: String
        var text: String
        var on = false
        /// Its depth in a tree view (0 at the root).
        var depth = 0
        /// dialog's --item-help text.
        var help: String?
    }

    /// One field of dialog's form (`LABEL Y X ITEM Y X FLEN ILEN [TYPE]`): its label and initial
    /// value, where they stand (rows and columns from 0), how many columns the field shows (`FLEN`:
    /// 0 or less is a field that cannot be changed) and how much of the value it starts with (`ILEN`),
    /// and its type's bits (1 hidden, 2 read-only: a mixed form).
    struct FormField: Sendable, Equatable {
        var label: String
        var value: String
        var labelRow = 0
        var labelColumn = 0
        var row = 0
        var column = 0
        var displayLength = 1
        var inputLength = 0
        var type = 0

        /// The value is written out: the field has columns of its own (`FLEN` above 0).
        var isWritten: Bool { displayLength > 0 }
        /// It cannot be changed.
        var isReadOnly: Bool { displayLength <= 0 || type & 2 != 0 }
        /// Its text is hidden (a password).
        var isHidden: Bool { type & 1 != 0 }
        /// The columns it shows: `FLEN`, its negation, or (0) as many as its value has.
        var shownLength: Int { displayLength > 0 ? displayLength : displayLength < 0 ? -displayLength : value.utf8.count }
    }

    /// How the tool whose command line it is behaves: every rule that differs between whiptail and dialog.
    var profile: ToolProfile
    /// The box asked for: the tool's first until the reader meets one.
    var box: CompatBox
    /// The box's text, or the file name for textbox and editbox.
    var text = ""
    var height = 0
    var width = 0
    /// Rows of the list (menus) or of the form.
    var listHeight = 0
    /// inputbox/passwordbox's initial value; gauge's percent; pause's seconds.
    var initial: String?
    var items: [Item] = []
    var formFields: [FormField] = []
    /// The command a prgbox runs (with `sh -c`).
    var command: String?
    /// The numbers after the size (`CompatBox.Shape.Tail.numbers`), as many as were given.
    var numbers: [Int] = []

    var title = ""
    var backtitle = ""
    var okLabel: String?
    var cancelLabel: String?
    var yesLabel: String?
    var noLabel: String?
    var extraLabel: String?
    var helpLabel: String?
    var extraButton = false
    var helpButton = false
    var defaultNo = false
    /// dialog's --default-button: the button focused first (over --defaultno).
    var defaultButton: CompatButton?
    var defaultItem: String?
    var noItem = false
    var noTags = false
    var noCancel = false
    var noOK = false
    var separateOutput = false
    var singleQuoted = false
    /// Where the result goes: stderr unless --output-fd or dialog's --stdout.
    var outputFD: Int32 = 2
    var timeout: Double?
    /// dialog's text rules.
    var crWrap = false
    var noCollapse = false
    var colors = false
    /// dialog's --insecure: a password shows a `*` for each character typed (else nothing).
    var insecure = false
    /// dialog's --no-nl-expand: the two characters `\n` stay as they are.
    var noNewlineExpand = false
    var itemHelp = false
    /// dialog's --output-separator (--separator): written between the values of a checklist or form.
    var outputSeparator: String?
    /// dialog's --help-status: Help also writes what is checked.
    var helpStatus = false
    /// dialog's --help-tags: Help names the item by its tag, not its --item-help text.
    var helpTags = false
    /// dialog's --quoted: every tag in the result quoted where a shell needs it.
    var quoted = false
    /// dialog's --max-input: the longest value a field takes.
    var maxInput: Int?
    /// dialog's --sleep: seconds to wait after the box.
    var sleep = 0
    /// dialog's --no-hot-list: letters move nothing in a list.
    var noHotList = false
    /// dialog's --visit-items: the list is a Tab stop of its own.
    var visitItems = false
    /// dialog's --no-mouse: the mouse is left to the terminal.
    var noMouse = false
    /// dialog's --trim: leading blanks and repeated blanks go from the text.
    var trim = false
    /// dialog's --reorder (buildlist): items are listed in the order they were picked.
    var reorder = false
    /// dialog's --date-format, --time-format, --week-start and --iso-week (calendar, timebox).
    var dateFormat: String?
    var timeFormat: String?
    var weekStart: String?
    var isoWeek = false
    /// dialog's --separate-widget: written between the results of the boxes of a chain.
    var separateWidget: String?
    /// whiptail's --scrolltext: the text is a Tab stop of its own, first.
    var scrollText = false

    init(profile: ToolProfile) {
        self.profile = profile
        box = profile.boxes[0]
    }

    /// dialog's --default-button (and --defaultno, whiptail's too): the button focused first,
    /// by dialog's names for them.
    mutating func setDefaultButton(_ name: String) throws {
        let buttons: [String: CompatButton] = ["ok": .ok, "yes": .ok, "no": .cancel, "cancel": .cancel,
                                               "extra": .extra, "help": .help]
        guard let button = buttons[name.lowercased()] else { throw CompatError.usage("no button is named '\(name)'") }
        defaultButton = button
        defaultNo = button == .cancel
    }
}
