/// A whiptail or dialog command line as plain values, read by `WhiptailArguments` or
/// `DialogArguments` and turned into a `Dialog` by `CompatDialogBuilder`.
struct CompatRequest: Sendable, Equatable {
    enum Action: Sendable, Equatable { case show, help, version, printMaxSize }

    /// One row of a menu, checklist or radiolist.
    struct Item: Sendable, Equatable {
        var tag: String
        var text: String
        var on = false
        /// Its depth in a tree view (0 at the root).
        var depth = 0
    }

    /// One field of dialog's form (`LABEL Y X ITEM Y X FLEN ILEN [TYPE]`): its label and initial
    /// value, where they stand (rows and columns from 0), how many columns the field shows (`FLEN`:
    /// 0 or less is a field that cannot be changed) and how much of the value it starts with (`ILEN`),
    /// and its type's bits (1 hidden, 2 read-only: `--mixedform`).
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

    /// The tool whose command line it is; its behaviour is `profile`'s.
    var tool: CompatTool
    var action: Action = .show
    var box: CompatBox = .msgbox
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
    /// The numbers after the size (`CompatBox.numberCount`), as many as were given.
    var numbers: [Int] = []
    /// dialog's --date-format and --time-format: strftime formats for the calendar's and time box's result.
    var dateFormat: String?
    var timeFormat: String?

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
    /// dialog's --no-nl-expand: the two characters `\n` stay as they are.
    var noNewlineExpand = false
    var itemHelp = false
    /// dialog's --output-separator (--separator): written between the values of a checklist or form.
    var outputSeparator: String?
    /// dialog's --help-status: Help also writes what is checked.
    var helpStatus = false
    /// dialog's --reorder: a build list writes its items in the order they were chosen.
    var reorder = false

    init(tool: CompatTool) { self.tool = tool }

    /// How the tool behaves: every rule that differs between whiptail and dialog.
    var profile: ToolProfile { tool.profile }

    /// Sets what a flag of either tool (in either tool's spelling) says; the readers decide
    /// which names their tool takes.
    mutating func set(flag: String) {
        switch flag {
        case "defaultno": defaultNo = true
        case "nocancel", "no-cancel": noCancel = true
        case "noitem", "no-items": noItem = true
        case "notags", "no-tags": noTags = true
        case "separate-output": separateOutput = true
        case "colors": colors = true
        case "no-nl-expand": noNewlineExpand = true
        case "cr-wrap": crWrap = true
        case "extra-button": extraButton = true
        case "help-button": helpButton = true
        case "item-help": itemHelp = true
        case "help-status": helpStatus = true
        case "no-collapse": noCollapse = true
        case "no-ok", "nook": noOK = true
        case "single-quoted": singleQuoted = true
        case "reorder": reorder = true
        case "stderr": outputFD = 2
        case "stdout": outputFD = 1
        default: break  // the look only (--scrolltext, --topleft, --insecure …): popupctl's own look applies
        }
    }

    /// Sets what a value option of either tool says (whiptail's --yes-button is dialog's
    /// --yes-label); false for a name neither tool gives a value this way.
    @discardableResult
    mutating func set(option: String, value: String) throws -> Bool {
        switch option {
        case "title": title = value
        case "backtitle": backtitle = value
        case "default-item": defaultItem = value
        case "yes-button", "yes-label": yesLabel = value
        case "no-button", "no-label": noLabel = value
        case "ok-button", "ok-label", "exit-label": okLabel = value
        case "cancel-button", "cancel-label": cancelLabel = value
        case "extra-label": extraLabel = value
        case "help-label": helpLabel = value
        case "output-fd":
            guard let fd = Int32(value), fd >= 0 else { throw CompatError.badNumber(option: "--output-fd", value: value) }
            outputFD = fd
        default: return false
        }
        return true
    }
}
