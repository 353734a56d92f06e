/// The content's part of `update` (`Dialog.content`): keys and pastes go to it first while one of
/// its parts has the focus, and to the few contents that take keys while a button has it.
extension Update {
    /// Keys for the content; nil hands the key on.
    static func handleContentKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                                 _ layout: DialogLayout) -> [Command]? {
        guard state.content != nil else { return nil }
        let part = state.focusedPart
        if part == nil, state.focusedButton == nil { return nil }
        let view = layout.contentArea.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 1, height: 1)
        switch state.content?.update({ $0.handle(key, part: part, view: view, look: layout.contentLook) }) ?? .pass {
        case .handled: return []
        case .refused: return [.bell]
        case .pass: return nil
        case .submit: return choose(dialog.submitButton, &state, dialog)
        case .focus(let part):
            state.focus = .content(part)
            return []
        }
    }

    static func pasteIntoContent(_ text: String, part: Int, _ state: inout DialogState, _ layout: DialogLayout) -> [Command] {
        let view = layout.contentArea.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 1, height: 1)
        let reply = state.content?.update { $0.paste(text, part: part, view: view) } ?? .refused
        return reply == .refused ? [.bell] : []
    }
}
