/// Drawing the text fields: the frame of a form around them where the look has one, then each
/// field (`FieldWidget`), labelled where the conventions show labels.
extension DialogRenderer {
    static func drawFields(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, clip inside: Rect,
                           into buffer: inout Buffer) {
        if let frame = layout.fieldsFrame { FrameWidget.square(sunken: true, theme).render(into: &buffer, area: frame) }
        let marksCurrent = theme.chrome.field.marksCurrentField && state.focusedButton != nil
        for placed in layout.fields {
            let focused = state.focus == .field(placed.index) || marksCurrent && state.currentField == placed.index
            FieldWidget(field: dialog.fields[placed.index], state: state.fields[placed.index], placed: placed, focused: focused,
                        hint: !dialog.conventions.fields.showsLabels, theme: theme, clip: inside)
                .render(into: &buffer, area: placed.area)
        }
    }
}
