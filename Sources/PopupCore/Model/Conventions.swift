/// How a dialog behaves where dialog programs differ: what a timeout does, which keys mean what,
/// how Enter and the cursor work in the fields, how the list answers and moves. The default is
/// popupctl's own; a front end that stands in for another program sets it whole, from that
/// program's profile, so the core reads one value and never asks which program it is.
public struct Conventions: Sendable, Equatable {
    /// The timeout chooses the default button; when false it ends the dialog as `.timedOut`
    /// whatever has the focus (as an Esc would).
    public var timeoutChoosesDefault = true
    /// What Control and a letter do, whatever has the focus, by letter: a terminal's own keys by
    /// default. A program that leaves the signals to be sent from outside makes Ctrl-C, Ctrl-\
    /// and Ctrl-Z do `.nothing` (a signal sent from outside still ends the dialog).
    public var controlKeys = ControlKeyAction.terminal
    /// ↑ and ↓ move the focus among the buttons when nothing scrolls; false: they do nothing
    /// there (dialog's yes/no box).
    public var verticalArrowsMoveButtons = true
    /// The message is a Tab stop of its own, first (whiptail's --scrolltext): it scrolls with the
    /// arrows and Enter there does nothing.
    public var messageIsFocusStop = false
    /// With the message a stop: the focus starts on it; false: on the first focus the dialog
    /// would have without it (whiptail's --scrolltext --defaultno starts on No, then Tab goes to
    /// the text and on to Yes).
    public var messageFocusedFirst = true
    /// Enter, the cursor and the labels in the text fields.
    public var fields = FieldConventions()
    /// How the list moves, answers and marks its cursor.
    public var list = ListConventions()
    /// The content (`Dialog.content`) has the focus first; false: the first button has it, as in
    /// dialog's calendar, time and range boxes, which start on OK.
    public var contentFocusedFirst = true

    /// popupctl's own conventions.
    public init() {}

    /// popupctl's own conventions: a timeout chooses the default; Enter moves from field to field;
    /// the list marks its cursor and answers with it when nothing is checked.
    public static let standard = Conventions()
}
