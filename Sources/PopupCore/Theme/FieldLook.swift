/// How the text fields are dressed (`BoxChrome.field`). The default is popupctl's own.
public struct FieldLook: Sendable, Equatable {
    /// A frame around each field, sunk into the box (the field takes three rows).
    public var frame = false
    /// One frame around all the fields and their labels, sunk into the box (a form).
    public var groupFrame = false
    /// The field's empty columns show this character; nil leaves them blank.
    public var fill: Character?
    /// Each character of a secret field shows as this; nil shows nothing at all, not even how
    /// many there are.
    public var secretMask: Character? = FieldView.mask
    /// A read-only field's style; nil: the box's (it reads as text of the box).
    public var readOnly: CellStyle?
    /// The current field (`DialogState.currentField`) stays drawn focused while a button has the focus.
    public var marksCurrentField = false

    /// popupctl's own.
    public init() {}
}
