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

    /// popupctl's own: Enter moves on, placeholders inside, cursors at the end.
    public init() {}
}
