/// The box a whiptail or dialog command line asks for, named by its option without dashes.
enum CompatBox: String, Sendable, CaseIterable {
    case msgbox, yesno, infobox, inputbox, passwordbox, textbox, menu, checklist, radiolist, gauge
    case form, passwordform, pause, progressbox, editbox

    /// The boxes whiptail knows; dialog knows them all.
    static let whiptailBoxes: Set<CompatBox> = [.msgbox, .yesno, .infobox, .inputbox, .passwordbox, .textbox,
                                                  .menu, .checklist, .radiolist, .gauge]

    /// dialog's boxes popupctl does not draw; naming one is an error that names it, never a hang.
    static let unsupportedDialogBoxes: Set<String> = [
        "buildlist", "calendar", "dselect", "fselect", "inputmenu", "mixedform", "mixedgauge", "prgbox",
        "programbox", "rangebox", "tailbox", "tailboxbg", "timebox", "treeview",
    ]

    /// A list of tagged items follows the list height.
    var hasItems: Bool { self == .menu || self == .checklist || self == .radiolist }

    /// Each item carries an on/off status word after its text.
    var hasStatus: Bool { self == .checklist || self == .radiolist }

    /// The numbers after the text: height and width, and a list or form height for lists and forms.
    var sizeCount: Int { hasItems || self == .form || self == .passwordform ? 3 : 2 }
}
