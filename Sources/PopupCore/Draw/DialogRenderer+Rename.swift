/// Drawing the item being renamed: its text as a field, over its description in its row.
extension DialogRenderer {
    static func drawRename(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, clip: Rect,
                           into buffer: inout Buffer) {
        guard let field = state.renaming, let area = Layout.renameArea(layout, dialog: dialog, state: state) else { return }
        let visible = area.intersection(clip)
        if layout.listEntryRows > 1 {
            // The entry being edited: its frame in the box's colours around the field.
            FrameWidget.flat(theme.box).render(into: &buffer, area: Rect(x: area.x - 1, y: area.y - 1, width: area.width + 2, height: 3))
        }
        buffer.fill(visible, with: Cell(style: theme.focusedField))
        let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: area.width)
        buffer.write(view.text, at: Point(x: area.x, y: area.y), style: theme.focusedField, clip: visible)
    }
}
