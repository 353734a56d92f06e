import PopupCore

/// A dialog in a terminal made for it alone that floats over a screen (a tmux popup over the
/// person's panes): how the box is laid out there, and how large that terminal is made. One piece
/// for both sides, so the popup is made exactly as large as the box its dialog then draws.
enum Overlay {
    /// The box fills the terminal: it is as wide as the terminal less the shadow's room.
    static func filling(_ dialog: Dialog) -> Dialog {
        var dialog = dialog
        if dialog.style != .sheet { dialog.width = .percent(100) }
        return dialog
    }

    /// No margins: the popup's edges are the box's.
    static func filling(_ theme: Theme) -> Theme {
        var theme = theme
        theme.marginX = 0
        theme.marginY = 0
        return theme
    }

    /// The columns right of the box and the rows below it that its shadow falls on; none for a
    /// sheet, whose shadow falls off the bottom of the screen.
    static func shadowRoom(_ theme: Theme, style: DialogStyle) -> Size {
        guard theme.shadow != nil, style != .sheet else { return Size(width: 0, height: 0) }
        return Size(width: max(0, theme.shadowOffsetX), height: max(0, theme.shadowOffsetY))
    }

    /// Where the box is laid out inside a terminal of `terminal`: all of it but the shadow's room.
    static func layoutScreen(_ terminal: Size, theme: Theme, style: DialogStyle) -> Size {
        let room = shadowRoom(theme, style: style)
        return Size(width: max(1, terminal.width - room.width), height: max(1, terminal.height - room.height))
    }

    /// The picture's rows are a third of the screen under the popup, as they would be on it.
    static func imageRowLimit(under screen: Size) -> Int { screen.height / 3 }
}

extension Popup {
    /// The cells of `screen` that a terminal made for this dialog alone covers (a tmux popup,
    /// shown with `Presentation.floatsOver` set to `screen`): the box where it would first be
    /// drawn on that screen, with its shadow, within the screen. A list whose items are still to
    /// come (`itemsArriving`) is given a screenful, and a progress box the rows of its output's
    /// tail from the start.
    public func overlayFrame(on screen: Size, itemsArriving: Bool = false) -> Rect {
        let screen = screen.clampedToScreen
        let presentation = presentation.resolved(environment: [:])
        var dialog = dialog
        if presentation.colorDepth == .none || presentation.imageProtocol == .none { dialog.image = nil }
        var state = DialogState(dialog: dialog, reducedMotion: true, canFade: presentation.colorDepth != .none, screen: screen,
                                itemsArriving: itemsArriving)
        state.progress?.reservesTail = true
        let theme = presentation.adapting(theme)
        let box = Layout.compute(dialog, state: state, screen: screen, theme: theme,
                                 imageRowLimit: Overlay.imageRowLimit(under: screen)).box
        let room = Overlay.shadowRoom(theme, style: dialog.style)
        let width = min(screen.width, box.width + room.width)
        let height = min(screen.height, box.height + room.height)
        return Rect(x: min(max(0, box.x), screen.width - width), y: min(max(0, box.y), screen.height - height),
                    width: width, height: height)
    }
}
