@testable import PopupCore

/// Keys given to a dialog one at a time, each through the layout of the state it comes to, as the
/// run loop gives them; the commands they made, in order.
func pressKeys(_ keys: [Key], on dialog: Dialog, _ state: inout DialogState, screen: Size) -> [Command] {
    var commands: [Command] = []
    for key in keys {
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: .standard)
        commands += Update.apply(.key(key), to: &state, dialog: dialog, layout: layout)
    }
    return commands
}
