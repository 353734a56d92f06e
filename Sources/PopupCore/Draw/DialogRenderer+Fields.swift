/// Drawing the text fields: each label beside its field where the conventions show labels, the
/// field's frame where the look frames it, the visible part of its text, its error under it.
extension DialogRenderer {
    static func drawFields(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, clip inside: Rect,
                           into buffer: inout Buffer) {
        if let frame = layout.fieldsFrame { drawFrame(frame, sunken: true, theme: theme, into: &buffer) }
        let marksCurrent = theme.chrome.field.marksCurrentField && state.focusedButton != nil
        for placed in layout.fields {
            if let row = placed.labelRow {
                let name = FieldLabel.text(dialog.fields[placed.index], holding: state.fields[placed.index].text)
                buffer.write(Wrap.truncate(name, width: max(1, placed.area.width)), at: Point(x: placed.area.x, y: row),
                             style: theme.box, clip: inside)
            }
            if let label = placed.beside {
                buffer.write(dialog.fields[placed.index].placeholder, at: Point(x: label.x, y: label.y), style: theme.box,
                             clip: label.intersection(inside))
            }
            if let frame = placed.frame { drawFrame(frame, sunken: true, theme: theme, into: &buffer) }
            drawField(placed, field: dialog.fields[placed.index], state: state.fields[placed.index],
                      focused: state.focus == .field(placed.index) || marksCurrent && state.currentField == placed.index, hint: !dialog.conventions.fields.showsLabels, theme: theme,
                      clip: inside, into: &buffer)
        }
    }

    private static func drawField(_ placed: DialogLayout.PlacedField, field: TextField, state: FieldState,
                                  focused: Bool, hint: Bool, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let area = placed.area.intersection(clip)
        let look = theme.chrome.field
        // A read-only field reads as text of the box, not as a place to type.
        let base = field.isReadOnly ? look.readOnly ?? theme.box : focused ? theme.focusedField : theme.field
        // A secret shown as nothing leaves its place unpainted: not even the field shows.
        if !(field.isSecure && look.secretMask == nil) {
            // A field with no background of its own shows the card's.
            let blank = Cell(look.fill ?? " ", style: base)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { buffer.put(x: x, y: y, blank) }
            }
            let view = FieldView.visible(state: state, field: field, width: area.width, secretMask: look.secretMask)
            if hint && view.text.isEmpty && !field.placeholder.isEmpty {
                buffer.write(field.placeholder, at: Point(x: area.x, y: area.y), style: theme.placeholder, clip: area)
            } else {
                buffer.write(view.text, at: Point(x: area.x, y: area.y), style: base, clip: area)
            }
        }
        if let row = placed.errorRow, let error = state.error {
            buffer.write(Wrap.truncate(error, width: area.width), at: Point(x: area.x, y: row), style: theme.error, clip: clip)
        }
    }
}
