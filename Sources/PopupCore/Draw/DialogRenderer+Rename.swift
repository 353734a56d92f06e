/// Drawing the item being renamed: its text as a field, over its description in its row.
extension DialogRenderer {
    static func drawRename(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, clip: Rect,
                           into buffer: inout Buffer) {
        guard let field = state.renaming, let area = Layout.renameArea(layout, dialog: dialog, state: state) else { return }
        let visible = area.intersection(clip)
        buffer.fill(visible, with: Cell(style: theme.focusedField))
        let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: area.width)
        buffer.write(view.text, at: Point(x: area.x, y: area.y), style: theme.focusedField, clip: visible)
    }
}
