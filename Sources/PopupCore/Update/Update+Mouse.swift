/// The mouse: presses on buttons and fields, clicks outside, drags down, the wheel.
extension Update {
    static func handleMouse(_ mouse: MouseEvent, _ state: inout DialogState, _ dialog: Dialog,
                                    _ layout: DialogLayout) -> [Command] {
        if let commands = handleListMouse(mouse, &state, dialog, layout) { return commands }
        let point = mouse.position
        let hit = layout.buttons.first { $0.hitArea.contains(point) }?.index
        switch mouse.kind {
        case .press(0):
            if let hit {
                state.pressedButton = hit
                focusButton(hit, &state, layout)
                return []
            }
            if let field = layout.fields.first(where: { $0.area.contains(point) }), !dialog.fields[field.index].isReadOnly {
                enterField(field.index, &state, dialog)
                return []
            }
            if let area = layout.contentArea, area.contains(point), let parts = state.content?.model.parts, parts > 0 {
                if state.focusedPart == nil { state.focus = .content(0) }
                return []
            }
            if !layout.box.contains(point) {
                return dialog.dismissOnTapOutside ? [.finish(.dismissed(.tapOutside))] : [.bell]
            }
            state.dragOrigin = point
        case .release:
            defer {
                state.pressedButton = nil
                state.dragOrigin = nil
            }
            if let pressed = state.pressedButton, pressed == hit { return choose(pressed, &state, dialog) }
        case .drag(0):
            if let origin = state.dragOrigin, dialog.dismissOnDrag, point.y - origin.y >= dragDistance {
                state.dragOrigin = nil
                return [.finish(.dismissed(.drag))]
            }
            if state.pressedButton != nil, hit != state.pressedButton { state.pressedButton = nil }
        case .wheelDown:
            if layout.messageScrolls { scrollMessage(by: 3, &state, layout) } else { moveFocus(by: 1, &state, dialog, layout) }
        case .wheelUp:
            if layout.messageScrolls { scrollMessage(by: -3, &state, layout) } else { moveFocus(by: -1, &state, dialog, layout) }
        default:
            break
        }
        return []
    }
}
