import PopupCore
import PopupTTY

/// A dialog ready to show: what it asks (`dialog`), how it looks (`theme`) and how it is shown
/// (`presentation`). The popupctl command is built on exactly this API.
///
/// ```swift
/// let popup = Popup(title: "Delete 214 photos?", message: "This cannot be undone.",
///                   buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)])
/// switch try popup.run() {
/// case .chosen(_, "Delete", _, _, _): deletePhotos()
/// default: break
/// }
/// ```
public struct Popup: Sendable {
    /// What the dialog asks.
    public var dialog: Dialog
    /// How it looks.
    public var theme: Theme
    /// How it is shown on the terminal.
    public var presentation: Presentation

    /// A popup for `dialog`, in the standard theme and, unless told otherwise, the presentation the
    /// terminal's environment asks for as it is shown (`Presentation.automatic`: NO_COLOR, COLORTERM,
    /// TERM, POPUPCTL_REDUCE_MOTION; read from the process by `run()` on the controlling terminal,
    /// from a `MemoryTerminal`'s own environment by `run(on:)`, never when answered or previewed).
    public init(_ dialog: Dialog, theme: Theme = .standard, presentation: Presentation = .automatic) {
        self.dialog = dialog
        self.theme = theme
        self.presentation = presentation
    }

    /// A dialog from its parts; buttons default to a single OK.
    public init(title: String = "", message: String = "", buttons: [Button] = [], theme: Theme = .standard,
                presentation: Presentation = .automatic) {
        self.init(Dialog(title: title, message: message, buttons: buttons), theme: theme, presentation: presentation)
    }

    /// Shows the dialog on the controlling terminal and blocks until it ends. The terminal is
    /// restored whatever happens; a signal ends it as `.interrupted` (the caller decides to exit).
    /// `onReport` hears each button that stays open, as it is chosen.
    /// Throws `PopupError.noTerminal` when there is no /dev/tty.
    public func run(onReport: @escaping (Int) throws -> Void = { _ in }) throws -> Outcome {
        guard let terminal = SystemTerminal() else { throw PopupError.noTerminal }
        return try run(on: terminal, onReport: onReport)
    }

    /// Shows the dialog on the given terminal (a `MemoryTerminal` in tests). A list given `items`
    /// (stdin, say) reads the items still to come from it while it is shown (`ItemFeed`): the
    /// first screenful shows before the rest has come. A content that reads data (a log following
    /// a file: `ContentModel.readsData`) reads `items` there.
    public func run(on terminal: Terminal, items: DataInput? = nil,
                    onReport: @escaping (Int) throws -> Void = { _ in }) throws -> Outcome {
        try runPicking(on: terminal, items: items, onReport: onReport).outcome
    }

    /// As `run(onReport:)`, with the query typed over the list as the dialog ended (`--print-query`).
    public func runPicking(onReport: @escaping (Int) throws -> Void = { _ in }) throws -> (outcome: Outcome, query: String) {
        guard let terminal = SystemTerminal() else { throw PopupError.noTerminal }
        return try runPicking(on: terminal, onReport: onReport)
    }

    /// As `run(on:items:onReport:)`, with the query typed over the list as the dialog ended
    /// (what fzf's `--print-query` prints; empty without a list).
    public func runPicking(on terminal: Terminal, items: DataInput? = nil,
                           onReport: @escaping (Int) throws -> Void = { _ in }) throws -> (outcome: Outcome, query: String) {
        let hasList = dialog.list != nil
        let feed = hasList ? items.map(ItemFeed.arriving(from:)) ?? .complete : .complete
        let data = !hasList && dialog.content?.model.readsData == true ? items : nil
        let host = DialogHost(dialog: dialog, theme: theme, presentation: presentation.resolved(for: terminal),
                              terminal: terminal, items: feed, data: data, report: onReport)
        let outcome = try host.run()
        return (outcome, host.query)
    }

    /// Shows a progress box (`dialog.progress`) fed by `input` (stdin, a command's output; nil
    /// reads nothing). Returns how it ended and what it read: the output's tail, the last percentage.
    /// `asker`: the command whose output it is, started `asking`: the box steps aside while it asks
    /// on the terminal.
    public func runProgress(on terminal: Terminal, input: DataInput?, asker: ChildProcess? = nil,
                            onReport: @escaping (Int) throws -> Void = { _ in }) throws -> (outcome: Outcome, progress: ProgressState) {
        try runProgress(on: terminal, input: input, updates: nil, asker: asker, onReport: onReport)
    }

    /// Shows a progress box whose `input` (a wrapped command's output) is only shown, while its
    /// progress comes from `channel` (the command's `POPUPCTL_PROGRESS_FD`), read as stdin-fed
    /// progress is.
    public func runProgress(on terminal: Terminal, input: DataInput, channel: DataInput, asker: ChildProcess? = nil,
                            onReport: @escaping (Int) throws -> Void = { _ in }) throws -> (outcome: Outcome, progress: ProgressState) {
        let feed = try ProgressFeed()
        try ProgressChannel.start(channel, into: feed)
        defer { feed.close() }
        return try runProgress(on: terminal, input: input, updates: feed, asker: asker, onReport: onReport)
    }

    /// Shows a progress box fed by a program's typed updates (`ProgressPopup`).
    func runProgress(on terminal: Terminal, updates: ProgressFeed) throws -> Outcome {
        try runProgress(on: terminal, input: nil, updates: updates, asker: nil, onReport: { _ in }).outcome
    }

    private func runProgress(on terminal: Terminal, input: DataInput?, updates: ProgressFeed?, asker: ChildProcess?,
                             onReport: @escaping (Int) throws -> Void) throws -> (outcome: Outcome, progress: ProgressState) {
        var dialog = dialog
        if dialog.progress == nil { dialog.progress = ProgressSpec() }
        let host = DialogHost(dialog: dialog, theme: theme, presentation: presentation.resolved(for: terminal),
                              terminal: terminal, data: input, updates: updates, asker: asker, report: onReport)
        let outcome = try host.run()
        return (outcome, host.progress ?? ProgressState())
    }

    /// Draws the dialog once and returns at once, leaving it on the screen: below the prompt
    /// (`--no-wait`: "Rebooting in 5 seconds…"), or over the whole screen when the presentation
    /// stays on it (an infobox). Nothing is asked, nothing is left on. Among dialogs that share
    /// the screen (`Presentation.screen`), it is drawn on that screen instead, for the next one to
    /// draw over.
    public func show(on terminal: Terminal) throws {
        var presentation = presentation.resolved(for: terminal)
        var dialog = dialog
        dialog.transition = Transition.none
        dialog.asksNothing = true
        if presentation.screen != .alone {
            return try DialogHost(dialog: dialog, theme: theme, presentation: presentation, terminal: terminal) { _ in }.drawShared()
        }
        if !presentation.staysOnScreen { presentation.inline = true }
        try DialogHost(dialog: dialog, theme: theme, presentation: presentation, terminal: terminal) { _ in }.drawOnce()
    }

    /// Leaves the terminal as it was found after dialogs that left the screen set up for one
    /// more (`ScreenShare.beforeAnother`) when none is to come.
    public func releaseScreen(on terminal: Terminal) {
        HostScreen.release(terminal, presentation: presentation.resolved(for: terminal))
    }

    /// One frame of the dialog as it would first appear on a screen of `size` (at most
    /// `Size.largestScreen`, as a terminal's is), as plain text lines. A progress box shows
    /// `progress` (what its input said so far); a preview pane, what its command prints for the
    /// first item (run to its end, at most `previewSeconds`). No terminal, no environment: what a presentation
    /// leaves to the terminal (`Presentation.automatic`) is previewed as `Presentation()` has it.
    public func preview(size: Size, progress: ProgressState? = nil) -> Buffer {
        let size = size.clampedToScreen
        var dialog = dialog
        // As on the terminal: no picture without colour. A preview is cells, so never a protocol's.
        if presentation.colorDepth == .none || presentation.imageProtocol == .none { dialog.image = nil }
        var state = DialogState(dialog: dialog, reducedMotion: true, screen: size)
        if let spec = dialog.list, var list = state.list {
            // One frame: the query given (--query) matched over every item.
            list.matches.advance(in: spec, loaded: list.loaded, budget: .max)
            state.list = list
        }
        if dialog.progress != nil, let progress { state.progress = progress }
        let theme = presentation.adapting(theme)
        if dialog.list?.preview != nil { showPreview(&state, dialog: dialog, size: size, theme: theme) }
        let layout = Layout.compute(dialog, state: state, screen: size, theme: theme)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme,
                                   options: .init(colorDepth: presentation.colorDepth))
    }

    /// The preview pane as it first shows: the command for the item under the cursor, run to its
    /// end (at most `previewSeconds`), its output and status given to the state as the dialog would.
    private func showPreview(_ state: inout DialogState, dialog: Dialog, size: Size, theme: Theme) {
        let layout = Layout.compute(dialog, state: state, screen: size, theme: theme)
        for command in Update.apply(.tick(0), to: &state, dialog: dialog, layout: layout) {
            guard case .preview(let request?) = command else { continue }
            let ran = PreviewRunner.runToEnd(request, seconds: Self.previewSeconds)
            _ = Update.apply(.previewOutput(ran.output, generation: request.generation), to: &state, dialog: dialog, layout: layout)
            _ = Update.apply(.previewEnded(status: ran.status, generation: request.generation), to: &state, dialog: dialog,
                             layout: layout)
        }
    }

    /// The longest a frame drawn once waits for its preview command.
    public static let previewSeconds = 5.0
}
