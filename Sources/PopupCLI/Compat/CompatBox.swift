import PopupCore

/// The box a whiptail or dialog command line asks for, named by its option without dashes.
/// What kind of box it is, each decision in one property; which boxes a tool has is its profile's.
enum CompatBox: String, Sendable, CaseIterable {
    case msgbox, yesno, infobox, inputbox, passwordbox, textbox, menu, checklist, radiolist, gauge
    case form, passwordform, mixedform, pause, progressbox, editbox
    case calendar, timebox, rangebox, inputmenu, treeview, buildlist
    case tailbox, tailboxbg, programbox, prgbox, mixedgauge, fselect, dselect

    /// Each item carries an on/off status word after its text.
    var hasStatus: Bool { self == .checklist || self == .radiolist || self == .treeview || self == .buildlist }

    /// Each item carries its depth in the tree after its status (a tree view).
    var hasDepth: Bool { self == .treeview }

    /// Its items always have their text, whatever --no-items says (dialog's tree view and build list).
    var itemsKeepText: Bool { self == .treeview || self == .buildlist }

    /// How its list picks; nil when it has no list.
    var selection: ListSpec.Selection? {
        switch self {
        case .menu, .inputmenu: return .single
        case .checklist: return .multiple
        case .radiolist, .treeview: return .radio
        default: return nil
        }
    }

    /// A checklist's tags are quoted in its result; a menu's and a radio list's are not.
    var quotesResultTags: Bool { self == .checklist || self == .buildlist }

    /// Its text names a file, whose contents are the message.
    var showsFile: Bool { self == .textbox || self == .editbox }

    /// A textbox is read and left: its one button is an exit.
    var closesWithExit: Bool { self == .textbox || self == .tailbox }

    /// Its text is a path to start from, not words to show (dialog's file and directory selection).
    var startsFromPath: Bool { self == .fselect || self == .dselect }

    /// Its text names a file it follows as `tail -f` does (read while it is shown, never whole).
    var followsFile: Bool { self == .tailbox || self == .tailboxbg }

    /// What the runner makes of it: a question, a message shown and left, a progress box fed by stdin.
    var planKind: Plan.Kind {
        switch self {
        case .infobox, .tailboxbg, .mixedgauge: return .inform
        case .gauge, .progressbox, .programbox, .prgbox: return .progress
        default: return .ask
        }
    }

    /// It has buttons; a gauge, a progress box and an infobox have none: their input, or
    /// nothing, ends them.

    var hasButtons: Bool { !(self == .gauge || self == .progressbox || self == .infobox || self == .tailboxbg || self == .mixedgauge) }

    /// It offers Cancel (unless --nocancel); a msgbox, a textbox, a tailbox and the program
    /// boxes only acknowledge.
    var offersCancel: Bool { ![.msgbox, .textbox, .tailbox, .programbox, .prgbox].contains(self) }

    /// A progress box that waits for OK once its input has ended (dialog's programbox and prgbox).
    var waitsAtEnd: Bool { self == .programbox || self == .prgbox }

    /// Fields of dialog's form, one per label.
    var isForm: Bool { self == .form || self == .passwordform || self == .mixedform }

    /// Its input is hidden (a password).
    var hidesInput: Bool { self == .passwordbox || self == .passwordform }

    /// It counts down its seconds and then chooses OK (a pause).
    var countsDown: Bool { self == .pause }

    /// Drawn on the screen itself and left there when it ends, as both tools leave a gauge and an
    /// infobox (and dialog a mixedgauge and a tailboxbg): the next box of a script's loop draws over it.
    var staysOnScreen: Bool { [.gauge, .progressbox, .infobox, .mixedgauge, .tailboxbg].contains(self) }

    /// Its text may be left out (dialog's progressbox: `H W` alone).
    var textIsOptional: Bool { self == .progressbox || self == .programbox }

    /// The focus starts on OK, not on what it asks (dialog's calendar, time and range boxes).
    var startsOnButtons: Bool { self == .calendar || self == .timebox || self == .rangebox }

    /// The numbers after its size (`TEXT H W N…`): a calendar's day, month and year, a time
    /// box's hour, minute and second, a range box's bounds and value; how many it must have and may have.
    var numberCount: ClosedRange<Int>? {
        switch self {
        case .calendar, .timebox: return 0...3
        case .rangebox: return 1...3
        case .mixedgauge: return 1...1
        default: return nil
        }
    }

    /// It may write a result (dialog counts these boxes: from the second on in a chain, each
    /// result is preceded by the --separate-widget separator).
    var writesResult: Bool {
        switch self {
        case .inputbox, .passwordbox, .menu, .checklist, .radiolist, .form, .passwordform, .editbox: return true
        case .mixedform, .calendar, .timebox, .rangebox, .inputmenu, .treeview, .buildlist, .fselect, .dselect: return true
        case .msgbox, .yesno, .infobox, .textbox, .gauge, .pause, .progressbox: return false
        case .tailbox, .tailboxbg, .programbox, .prgbox, .mixedgauge: return false
        }
    }

    /// dialog takes --separate-output for it (and refuses it for any other box).
    var writesSeparateOutput: Bool { self == .checklist || self == .buildlist || self == .treeview }
}
