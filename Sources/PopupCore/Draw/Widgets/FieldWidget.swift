/// One text field as placed: its name above it or its label beside it, its frame where the look
/// frames it, the visible part of its text (or its placeholder as a hint), its error under it.
struct FieldWidget: Widget {
    var field: TextField
    var state: FieldState
    var placed: DialogLayout.PlacedField
    var focused: Bool
    /// The placeholder shows inside the empty field (it is no label beside it).
    var hint: Bool
    var theme: Theme
    var clip: Rect

    func render(into buffer: inout Buffer, area: Rect) {
        if let row = placed.labelRow {
            let name = FieldLabel.text(field, holding: state.text)
            buffer.write(Wrap.truncate(name, width: max(1, area.width)), at: Point(x: area.x, y: row), style: theme.box, clip: clip)
        }
        if let label = placed.beside {
            buffer.write(field.placeholder, at: Point(x: label.x, y: label.y), style: theme.box, clip: label.intersection(clip))
        }
        if let frame = placed.frame { FrameWidget.square(sunken: true, theme).render(into: &buffer, area: frame) }
        renderText(into: &buffer, area: area.intersection(clip))
        if let row = placed.errorRow, let error = state.error {
            let shown = area.intersection(clip)
            buffer.write(Wrap.truncate(error, width: shown.width), at: Point(x: shown.x, y: row), style: theme.error, clip: clip)
        }
    }

    /// The field's cells and the part of its text in view.
    private func renderText(into buffer: inout Buffer, area: Rect) {
        let look = theme.chrome.field
        // A secret shown as nothing leaves its place unpainted: not even the field shows.
        guard !(field.isSecure && look.secretMask == nil) else { return }
        // A read-only field reads as text of the box, not as a place to type.
        let base = field.isReadOnly ? look.readOnly ?? theme.box : focused ? theme.focusedField : theme.field
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
}
