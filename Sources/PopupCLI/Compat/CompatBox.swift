import PopupCore

/// One box of whiptail's or dialog's, as its dialect's box table declares it (`WhiptailBoxes`,
/// `DialogBoxes`): its name, the words after it, what it shows, what it writes, its buttons, its
/// keys and its look. Each box is declared once, in its tool's table; the code both tools share
/// reads these declarations and never a box's name, so a box is added or changed in one place.
struct CompatBox: Sendable {
    /// The option that asks for it, without its dashes.
    let name: String
    /// Other spellings the tool takes for it (dialog's misspelt gauge).
    var aliases: [String] = []
    /// The words after the option: what the reader takes and what `--help` shows.
    let shape: Shape
    /// What it shows, from which the dialog is built.
    let kind: Kind
    /// The bytes it writes on its result descriptor.
    let result: ResultForm
    /// Its buttons.
    let buttons: Buttons
    /// Refused with no items (the tool refuses an empty list for it).
    var needsItems = false
    /// --default-item moves its list's cursor.
    var takesDefaultItem = false
    /// Esc is Cancel when --nocancel took Cancel away (whiptail's newt reports the missing button).
    var escapeIsMissingCancel = false
    /// How its keys differ from its tool's other boxes', applied over the tool's conventions.
    var keys: @Sendable (inout Conventions) -> Void = { _ in }
    /// How it differs from its tool's look.
    var look = Look()

    /// The buttons a box has.
    enum Buttons: Sendable, Equatable {
        /// None: its input ends it, or it is only shown (a gauge, an infobox).
        case none
        /// OK alone: it only acknowledges.
        case acknowledge
        /// A single button labelled as an exit: the box is read and left (a textbox).
        case exit
        /// OK and Cancel (unless --nocancel), the tool's Extra and Help when asked for.
        case okCancel
        /// Yes and No: No is an answer, not a way out.
        case yesNo
    }

    /// How a box's look differs from the rest of its tool's.
    struct Look: Sendable {
        /// How a tab in its text is drawn; nil: as in the tool's other boxes.
        var tabs: ToolLook.Tabs?
        /// What it changes on the theme once its tool's look has dressed it.
        var dress: @Sendable (inout Theme, CompatRequest) -> Void = { _, _ in }
    }

    /// It has buttons; without, its input ends it or it is only shown.
    var hasButtons: Bool { buttons != .none }

    /// What the runner makes of it: a progress box fed by its input, a message shown and left (no
    /// button to end it), or a question.
    var planKind: Plan.Kind {
        if case .progress = kind { return .progress }
        return hasButtons ? .ask : .inform
    }

    /// Drawn on the screen itself and left there when it ends, as both tools leave a gauge and an
    /// infobox: a box no button ends is one of a script's loop, whose next box draws over it.
    var staysOnScreen: Bool { !hasButtons }

    /// It may write a result (dialog counts these boxes: from the second on in a chain, each
    /// result is preceded by the --separate-widget separator).
    var writesResult: Bool { result != .none }

    /// dialog takes --separate-output for it (and refuses it for any other box).
    var takesSeparateOutput: Bool {
        switch result {
        case .tags(_, let separable): return separable
        case .builtList: return true
        default: return false
        }
    }

    /// Each item carries an on/off status word after its text.
    var itemsHaveStatus: Bool { shape.columns?.status ?? false }
}

extension CompatBox: Hashable {
    /// A tool has one box by each name.
    static func == (lhs: CompatBox, rhs: CompatBox) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
