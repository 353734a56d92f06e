import PopupCore

/// gum's look on popupctl's box: its pink (212) cursor and selected button, its purple (99)
/// header, and what the style sub-flags a script gives change of them.
enum GumLook {
    static func theme(_ command: GumCommand) -> Theme {
        var theme = Theme.standard
        let pink = Color.indexed(212)
        var cursor = theme.chrome.list.cursor ?? CellStyle()
        cursor.foreground = pink
        cursor.attributes.insert(.bold)
        theme.chrome.list.cursor = cursor
        theme.title.foreground = .indexed(99)
        let flags = command.verb.flags.map(\.name)
        if flags.contains("header.foreground"), let color = GumColor.parse(command.string("header.foreground")) {
            theme.title.foreground = color
        }
        if flags.contains("cursor.foreground"), let color = GumColor.parse(command.string("cursor.foreground")) {
            theme.chrome.list.cursor?.foreground = color
        }
        if flags.contains("prompt.foreground"), let color = GumColor.parse(command.string("prompt.foreground")) {
            theme.message.foreground = color
        }
        if flags.contains("selected.background"), command.verb == .confirm {
            let selected = command.style("selected.").cellStyle
            for role in [ButtonRole.default, .cancel] {
                theme.buttons[role]?.focused.foreground = selected.foreground
                theme.buttons[role]?.focused.background = selected.background
            }
        }
        return theme
    }
}
