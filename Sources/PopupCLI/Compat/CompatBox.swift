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

    /// Each item carries an on/off status word after its text.
    var hasStatus: Bool { self == .checklist || self == .radiolist }
}
