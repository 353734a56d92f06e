@testable import PopupCLI

/// The boxes as the tests name them: dialog's box of that name (dialog has every box whiptail
/// has), equal to the tool's own box of that name.
extension CompatBox {
    static func named(_ name: String) -> CompatBox {
        guard let box = ToolProfile.dialog.box(named: name) else { preconditionFailure("no box --\(name)") }
        return box
    }

    /// Every box either tool has.
    static let allCases: [CompatBox] = [
        .msgbox, .yesno, .infobox, .inputbox, .passwordbox, .textbox, .menu, .checklist, .radiolist, .gauge,
        .form, .passwordform, .mixedform, .pause, .progressbox, .editbox,
        .calendar, .timebox, .rangebox, .inputmenu, .treeview, .buildlist,
        .tailbox, .tailboxbg, .programbox, .prgbox, .mixedgauge, .fselect, .dselect,
    ]

    static var msgbox: CompatBox { named("msgbox") }
    static var yesno: CompatBox { named("yesno") }
    static var infobox: CompatBox { named("infobox") }
    static var inputbox: CompatBox { named("inputbox") }
    static var passwordbox: CompatBox { named("passwordbox") }
    static var textbox: CompatBox { named("textbox") }
    static var menu: CompatBox { named("menu") }
    static var checklist: CompatBox { named("checklist") }
    static var radiolist: CompatBox { named("radiolist") }
    static var gauge: CompatBox { named("gauge") }
    static var form: CompatBox { named("form") }
    static var passwordform: CompatBox { named("passwordform") }
    static var mixedform: CompatBox { named("mixedform") }
    static var pause: CompatBox { named("pause") }
    static var progressbox: CompatBox { named("progressbox") }
    static var editbox: CompatBox { named("editbox") }
    static var calendar: CompatBox { named("calendar") }
    static var timebox: CompatBox { named("timebox") }
    static var rangebox: CompatBox { named("rangebox") }
    static var inputmenu: CompatBox { named("inputmenu") }
    static var treeview: CompatBox { named("treeview") }
    static var buildlist: CompatBox { named("buildlist") }
    static var tailbox: CompatBox { named("tailbox") }
    static var tailboxbg: CompatBox { named("tailboxbg") }
    static var programbox: CompatBox { named("programbox") }
    static var prgbox: CompatBox { named("prgbox") }
    static var mixedgauge: CompatBox { named("mixedgauge") }
    static var fselect: CompatBox { named("fselect") }
    static var dselect: CompatBox { named("dselect") }
}
