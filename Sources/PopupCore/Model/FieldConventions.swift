/// How the text fields behave (`Conventions.fields`).
public struct FieldConventions: Sendable, Equatable {
    /// Enter in any text field chooses `Dialog.submitButton` (a form sent from any field); when
    /// false Enter moves to the next field and chooses only from the last.
    public var enterSubmitsFromEveryField = false
    /// Each field's placeholder stays at its left as its label, the field beside it; false shows
    /// it inside the field while the field is empty.
    public var showsLabels = false
    /// The cursor starts at the beginning of each field's text, not at its end.
    public var cursorsStartAtBeginning = false
    /// The fields are one Tab stop, as in dialog's forms: Tab goes from any field to the
    /// buttons and back to the field it left; ↑/↓ (Ctrl-P/Ctrl-N) move from field to field,
    /// round; the arrows move among the buttons only. A field the focus comes to puts the
    /// cursor at its start when `cursorsStartAtBeginning`. False: every field is a stop of its own.
    public var fieldsAreOneStop = false

    /// popupctl's own: Enter moves on, placeholders inside, cursors at the end.
    public init() {}
}
