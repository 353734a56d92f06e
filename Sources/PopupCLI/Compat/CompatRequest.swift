/// A whiptail or dialog command line as plain values, read by `WhiptailArguments` or
/// `DialogArguments` and turned into a `Dialog` by `CompatDialogBuilder`.
struct CompatRequest: Sendable, Equatable {
    enum Action: Sendable, Equatable { case show, help, version, printMaxSize }

    /// One row of a menu, checklist or radiolist.
    struct Item: Sendable, Equatable {
        var tag: String
        var text: String
        var on = false
    }

    /// One field of dialog's form: its label and its initial value.
    struct FormField: Sendable, Equatable {
        var label: String
        var value: String
    }

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
    var defaultItem: String?
    var noItem = false
    var noTags = false
    var noCancel = false
    var noOK = false
    var separateOutput = false
    var singleQuoted = false
    var scrollText = false
    var topLeft = false
    /// Where the result goes: stderr unless --output-fd or dialog's --stdout.
    var outputFD: Int32 = 2
    var timeout: Double?
    /// dialog's text rules.
    var crWrap = false
    var noCollapse = false
    var colors = false
    var insecure = false
    var itemHelp = false

    init(tool: CompatTool) { self.tool = tool }
}
