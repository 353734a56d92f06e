import PopupCore

/// A dialog as a pure program, in bubbletea's shape: its state, `update(event) -> [Command]`
/// (PopupCore's reducer, `Update.apply`) and its view (`DialogView`). No I/O, no clock, no
/// terminal: the host hands it every event, with the time in it, and carries out what it asks.
struct DialogProgram {
    /// The dialog as shown: made to fill a popup, its picture dropped where it says nothing.
    let dialog: Dialog
    /// The look; learns the terminal's background from its reply.
    private(set) var theme: Theme
    private(set) var state: DialogState
    /// The layout and the frames.
    var view: DialogView

    /// The program for `dialog` as `presentation` shows it, on a screen of `screen`.
    /// `itemsArriving`: its list's items are still coming (an arriving `ItemFeed`).
    init(dialog: Dialog, theme: Theme, presentation: Presentation, screen: Size, itemsArriving: Bool) {
        var dialog = dialog
        // The filter's slices on every core: a key over ten million items answers in a fraction.
        if dialog.list?.filterable == true, dialog.list?.workers.count == 1 { dialog.list?.workers = .cores }
        var theme = theme
        if presentation.floatsOver != nil {
            dialog = Overlay.filling(dialog)
            theme = Overlay.filling(theme)
        }
        if dialog.image != nil && (presentation.colorDepth == .none || presentation.imageProtocol == .none) {
            // A picture without colour says nothing; the rows it would take are better left to the text.
            dialog.image = nil
        }
        self.dialog = dialog
        self.theme = presentation.adapting(theme)
        state = DialogState(dialog: dialog, reducedMotion: presentation.reducedMotion,
                            canFade: presentation.colorDepth != .none, screen: screen, itemsArriving: itemsArriving)
        // Inline, the rows are counted once: the output's tail gets its rows from the start. So
        // in a popup, whose size was fixed as it opened.
        if presentation.inline || presentation.floatsOver != nil { state.progress?.reservesTail = true }
        view = DialogView(presentation, drawsImageCells: !ImageOverlay.draws(dialog.image, presentation.imageProtocol))
    }

    /// The list's items are read afresh (fzf's `reload`): its store emptied, they come again.
    mutating func reloadItems() {
        dialog.list?.items.removeAll()
        Update.listReplaced(&state, dialog)
    }

    /// What a `transform` command printed, taken (`Update.transformed`).
    mutating func transformed(_ output: [UInt8], intoQuery: Bool) -> [Command] {
        Update.transformed(output, intoQuery: intoQuery, &state, dialog, view.layout(dialog, state, theme))
    }

    /// What it asks for as it is shown, before any event.
    mutating func start() -> [Command] {
        Update.start(&state)
    }

    /// Takes one event; returns what the host is to do.
    mutating func update(_ event: Event) -> [Command] {
        if case .terminalReply(let text) = event {
            if let color = TerminalQuery.parseBackground(text) { theme.terminalBackground = color }
            return []
        }
        // Input data needs no layout: the one on screen will do, not one made per chunk; nor
        // does a new size, which the state only takes note of.
        let layout: DialogLayout
        switch event {
        case .data, .dataEnded, .progress, .resize, .previewOutput, .previewEnded:
            layout = view.lastLayout ?? view.layout(dialog, state, theme)
        default:
            layout = view.layout(dialog, state, theme)
        }
        return Update.apply(event, to: &state, dialog: dialog, layout: layout)
    }

    /// The frame for the state as it is.
    mutating func frame() -> Frame {
        view.frame(dialog, state, theme)
    }

    /// The dialog drawn once, to be left on the screen.
    mutating func still() -> Buffer {
        view.still(dialog, state, theme)
    }

    /// The rows the box takes below the prompt, inline.
    func inlineHeight() -> Int {
        view.inlineHeight(dialog, state, theme)
    }

    /// What the list answers by itself, without being shown (`--select-1`, `--exit-0`).
    var shortcut: ListShortcut {
        guard let list = state.list else { return .ask }
        return ListShortcut.decide(dialog, list)
    }
}
