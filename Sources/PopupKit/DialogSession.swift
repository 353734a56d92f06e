import PopupCore
import PopupTTY

/// The run loop: input → decode → update → layout → draw → diff → terminal, until an outcome.
/// Every mode it turns on is turned off again, once, on every way out.
final class DialogSession {
    private let dialog: Dialog
    private var theme: Theme
    private let presentation: Presentation
    private let terminal: Terminal
    private let report: (Int) throws -> Void
    /// A progress box's input, read with the terminal.
    private let input: DataInput?
    /// Or the typed updates of the program it runs in (`ProgressPopup`), handed over by the terminal.
    private let updates: ProgressFeed?
    /// Data came since the last frame: the next is drawn once a frame's time has passed.
    private var dataSinceFrame = false
    /// Keys were read since the last frame: while more are readable at once (a paste into a box
    /// read a byte at a time, a held key), they are all read before the frame, at the frame rate.
    private var keysSinceFrame = false
    private var lastFrame = -Double.infinity
    /// A frame has shown some of the data: until then, data is drawn as it comes (the first
    /// items of a list must not wait a frame's time after the empty first frame).
    private var drewData = false
    /// Cuts a streamed list's input into items.
    private var itemSplitter: ItemSplitter
    /// A progress box draws its newest state at most this often.
    static let frameInterval = 1.0 / 30

    private var state: DialogState
    private var decoder = InputDecoder()
    /// The screen's size: the state's, which learns it from `Event.resize`.
    private var screen: Size { state.screen }
    private var previous: Buffer?
    private var encoder: ANSIEncoder
    private var modes: TerminalModes
    private var active = false
    /// Set up afresh after Ctrl-Z, whoever set it up first.
    private var resumed = false
    private var cursorShown = false
    private var startTime = 0.0
    /// When the decoder's held bytes have been quiet long enough to decide what they were.
    private var holdDeadline: Double?
    /// Input events read but not yet handled: a batch is handled for at most `batchTime`, and the
    /// terminal is read again before the rest, so that a Ctrl-C typed meanwhile is seen.
    private var backlog: [Event] = []
    /// The longest a batch of input events is handled before the terminal is read again.
    static let batchTime = 0.05
    /// Inline mode: rows of the terminal the dialog owns, below the prompt.
    private var inlineRows = 0
    /// The picture in half blocks, made again only when its size changes.
    private var imageCells: ImageCells?
    private var imageCellsBackground: Color?
    /// The picture through the terminal's image protocol, when it has one in use.
    private var imageOverlay: ImageOverlay?
    /// A query was sent and the device-attributes reply that closes it has not come yet.
    private var awaitingReplies = false
    private var queried = false
    /// The message and title wrapped per width, so that a long message is not wrapped per event.
    private let wraps = WrapCache()
    /// The last layout, and all it was made from.
    private var laidOut: (key: LayoutKey, layout: DialogLayout)?
    /// The directory last read for the content (`ContentModel.wantedDirectory`).
    private var listedDirectory: String?

    init(dialog: Dialog, theme: Theme, presentation: Presentation, terminal: Terminal, input: DataInput? = nil,
         updates: ProgressFeed? = nil, report: @escaping (Int) throws -> Void) {
        self.input = input
        self.updates = updates
        itemSplitter = ItemSplitter(nulSeparated: dialog.list?.nulSeparated ?? false)
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
        self.presentation = presentation
        self.terminal = terminal
        self.report = report
        let screen = terminal.size.clampedToScreen
        state = DialogState(dialog: dialog, reducedMotion: presentation.reducedMotion,
                            canFade: presentation.colorDepth != .none, screen: screen)
        // Inline, the rows are counted once: the output's tail gets its rows from the start. So
        // in a popup, whose size was fixed as it opened.
        if presentation.inline || presentation.floatsOver != nil { state.progress?.reservesTail = true }
        modes = TerminalModes(alternateScreen: !presentation.inline && !presentation.staysOnScreen,
                              mouse: presentation.mouse && !presentation.inline)
        encoder = Self.encoder(presentation, width: screen.width)
        if let image = dialog.image {
            imageOverlay = ImageOverlay(presentation.imageProtocol, image: image, background: theme.box.background)
        }
    }

    /// What a progress box read, as the session ended.
    var progress: ProgressState? { state.progress }

    /// The query typed over the list, as the session ended.
    var query: String { state.list?.filter ?? "" }

    func run() throws -> Outcome {
        startTime = terminal.now()
        // Nothing the dialog started outlives it (a Ctrl-Z, which ends the modes too, leaves it running).
        defer { terminal.preview(nil) }
        // Registered first, so run last: the inputs are watched no more when `end` drains replies.
        defer { end() }
        if dialog.progress != nil || dialog.list?.streaming == true || dialog.content?.model.readsData == true {
            terminal.watch(input)
        }
        defer { terminal.watch(nil) }
        if let updates { terminal.watch(updates: updates) }
        defer { terminal.watch(updates: nil) }
        if let answer = try awaitListShortcut() { return answer }
        let ahead = try readAhead()
        if case .ended(let outcome) = ahead {
            // A box that stays on the screen shows the state its input ended in, frame or not.
            if presentation.staysOnScreen { try drawOnce() }
            return outcome
        }
        try begin()
        if let outcome = try readWantedDirectory() { return outcome }
        if case .pending(let input) = ahead, let outcome = try handle(input) { return outcome }
        while true {
            // Input that pours in is read as fast as it comes; the screen shows the newest of it
            // at the frame rate, not once a chunk.
            let now = terminal.now()
            let typing = keysSinceFrame && now - lastFrame < Self.frameInterval && terminal.hasPendingKeys
            if (!dataSinceFrame || !drewData || now - lastFrame >= Self.frameInterval) && !typing {
                let wasFiltering = state.hasPendingWork
                if let outcome = try dispatch([.tick(now - startTime)]) { return outcome }
                // A filter still looking is drawn at the frame rate, not once a slice: its slices
                // come back to back, and a frame each would cost the cores' time twice over.
                if !(wasFiltering && state.hasPendingWork && now - lastFrame < Self.frameInterval) {
                    try render()
                    lastFrame = now
                    if dataSinceFrame { drewData = true }
                    dataSinceFrame = false
                    keysSinceFrame = false
                }
            }
            let input = try terminal.next(timeout: waitTime())
            if let outcome = try handle(input) ?? expiredOrQueued() {
                // What stays on the screen is the state it ended in, not the last frame's.
                if presentation.staysOnScreen { try render() }
                return outcome
            }
        }
    }

    /// Draws the dialog once on the screen it shares with the dialogs before and after it
    /// (`Presentation.screen`: an infobox among chained boxes) and returns at once.
    func drawShared() throws {
        try begin()
        defer { end() }
        try render()
    }

    /// What reading ahead came to: nothing to tell, the box's end, or an input to handle once it is shown.
    private enum ReadAhead {
        case none
        case ended(Outcome)
        case pending(TerminalInput)
    }

    /// The longest a progress box reads ahead of its first frame while its input keeps coming.
    static let readAheadLimit = 0.25

    /// Before anything is drawn, a progress box that closes by itself reads its input while it
    /// comes (more within a frame's time), for at most `readAheadLimit`. Input that ends meanwhile
    /// (a file of percentages, a command that is done at once) ends the box without the terminal
    /// touched: no alternate screen entered, cleared and left, no flash. Input that pauses is drawn
    /// as it stands. Keys are left unread (another dialog may still hold the terminal).
    private func readAhead() throws -> ReadAhead {
        guard let progress = dialog.progress, !progress.waitsAtEnd else { return .none }
        let limit = startTime + Self.readAheadLimit
        while case let left = limit - terminal.now(), left > 0 {
            let input = try terminal.nextWatched(timeout: min(Self.frameInterval, left))
            switch input {
            case .timeout:
                return .none
            case .signal(let signal) where signal == SignalNumbers.terminalStop || signal == SignalNumbers.continued:
                // Job control wants the terminal in the state it hands back: once the box is on.
                return .pending(input)
            default:
                if let outcome = try handle(input) { return .ended(outcome) }
                // Nothing was shown, so there is nothing to play an exit transition on.
                if state.exitStart != nil, let outcome = state.exitOutcome { return .ended(outcome) }
            }
        }
        return .none
    }

    /// Draws the dialog once and leaves it there (`--no-wait`, an infobox): in rows below the
    /// prompt, the cursor on the line after it; or, staying on the screen, over the whole of it,
    /// the cursor at the top left. No raw mode, no mode to undo but the pen.
    func drawOnce() throws {
        var bytes = presentation.inline ? Self.freshLine(width: screen.width) + openInlineRows() : []
        let layout = currentLayout()
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: renderOptions(layout))
        encoder.encodeFull(frame, into: &bytes)
        encoder.move(to: Point(x: 0, y: presentation.inline ? max(0, inlineRows - 1) : 0), into: &bytes)
        // Auto-wrap back on too: the encoder turns it off before a cluster of disputed width.
        bytes += Array((TerminalModes.penAndWrapReset + (presentation.inline ? "\r\n" : "")).utf8)
        try terminal.write(bytes)
    }

    /// `--select-1` and `--exit-0`: reads and matches the items without drawing anything until
    /// the list's answer is known or it is known that the list must be asked (`ListShortcut`).
    /// Keys are left unread for the box (as `readAhead` leaves them); a signal still ends it. The
    /// dialog's clock starts when the box is shown.
    private func awaitListShortcut() throws -> Outcome? {
        guard let spec = dialog.list, spec.selectsOnlyMatch || spec.exitsWithoutMatch else { return nil }
        defer { startTime = terminal.now() }
        while true {
            while state.list?.isFiltering == true {
                if let outcome = try dispatch([.tick(0)]) { return outcome }
            }
            guard let list = state.list else { return nil }
            switch ListShortcut.decide(dialog, list) {
            case .answer(let outcome): return outcome
            case .ask: return nil
            case .undecided: break
            }
            // Nothing to read the rest from: the list cannot tell, so it is asked.
            guard input != nil else { return nil }
            let before = terminal.now()
            let next = try terminal.nextWatched(timeout: 1)
            switch next {
            case .data(let bytes):
                itemSplitter.feed(bytes, into: spec.items)
                if let outcome = try dispatch([.listGrew(count: spec.items.count, finished: false)]) { return outcome }
            case .dataEnded:
                itemSplitter.finish(into: spec.items)
                if let outcome = try dispatch([.listGrew(count: spec.items.count, finished: true)]) { return outcome }
            case .signal(let signal):
                switch signal {
                case SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit:
                    return .interrupted(signal: signal)
                case SignalNumbers.windowChange:
                    _ = try dispatch([.resize(terminal.size)])
                case SignalNumbers.terminalStop:
                    // Nothing of the terminal is ours yet: only stop.
                    terminal.suspend()
                default:
                    break
                }
            case .closed:
                return .interrupted(signal: SignalNumbers.hangup)
            case .previewOutput(let bytes, let generation):
                if let outcome = try dispatch([.previewOutput(bytes, generation: generation)]) { return outcome }
            case .previewEnded(let status, let generation):
                if let outcome = try dispatch([.previewEnded(status: status, generation: generation)]) { return outcome }
            case .timeout where terminal.now() == before:
                // A terminal whose time stands still while keys wait (a test's): ask now.
                return nil
            case .timeout, .bytes, .progress:
                break
            }
        }
    }

    // MARK: modes

    private func begin() throws {
        let afterAnother = presentation.screen.afterAnother && !resumed
        if !afterAnother { try terminal.enterRawMode(keepingTypeAhead: presentation.keepsTypeAhead) }
        terminal.armEmergencyRestore((imageOverlay?.removal ?? []) + Array((inlineLeave + modes.leaveSequence).utf8))
        active = true
        cursorShown = false
        // The screen as the dialog before left it: the modes are on, its cells are redrawn.
        var bytes = afterAnother ? [] : Array(modes.enterSequence.utf8)
        if presentation.inline { bytes += Self.freshLine(width: screen.width) + openInlineRows() }
        if presentation.queriesBackground && presentation.colorDepth != .none && !queried {
            bytes += Array(TerminalQuery.background.utf8) + Array(TerminalQuery.deviceAttributes.utf8)
            queried = true
            awaitingReplies = true
        }
        try terminal.write(bytes)
        previous = nil
    }

    /// Reads and drops input until the terminal's last reply arrives (or a short while passes),
    /// so that a late answer is never typed into the shell after we leave.
    private func drainReplies() {
        let deadline = terminal.now() + presentation.replyGrace
        while awaitingReplies {
            let left = deadline - terminal.now()
            guard left > 0, case .bytes(let bytes)? = try? terminal.next(timeout: left) else { return }
            for event in decoder.feed(bytes) { noteReply(event) }
        }
    }

    /// Takes what a reply tells; true when the event was a reply.
    @discardableResult
    private func noteReply(_ event: Event) -> Bool {
        guard case .terminalReply(let text) = event else { return false }
        if let color = TerminalQuery.parseBackground(text) {
            theme.terminalBackground = color
        } else if TerminalQuery.isDeviceAttributes(text) {
            awaitingReplies = false
        }
        return true
    }

    /// Idempotent: the terminal is left as it was found, or set up for the dialog after this one
    /// (`ScreenShare.beforeAnother`; not when it ends for Ctrl-Z).
    private func end(suspending: Bool = false) {
        guard active else { return }
        active = false
        drainReplies()
        var bytes = imageOverlay?.removal ?? []
        imageOverlay?.forget()
        if presentation.screen.beforeAnother && !suspending {
            try? terminal.write(bytes + Array(TerminalModes.penAndWrapReset.utf8) + (cursorShown ? Array("\u{1B}[?25l".utf8) : []))
            return
        }
        bytes += presentation.inline ? closeInlineRows() : Array(inlineLeave.utf8)
        bytes += Array(modes.leaveSequence.utf8)
        try? terminal.write(bytes)
        terminal.restoreMode(keepingTypeAhead: presentation.keepsTypeAhead)
        terminal.disarmEmergencyRestore()
    }

    /// Leaves the screen as it was found after dialogs that left it set up for one more
    /// (`ScreenShare.beforeAnother`) when none comes.
    static func release(_ terminal: Terminal, presentation: Presentation) {
        let modes = TerminalModes(alternateScreen: !presentation.inline, mouse: presentation.mouse && !presentation.inline)
        try? terminal.write(Array(modes.leaveSequence.utf8))
        terminal.restoreMode(keepingTypeAhead: presentation.keepsTypeAhead)
        terminal.disarmEmergencyRestore()
    }

    /// What leaving writes before the modes go: inline, the dialog's rows cleared; staying on
    /// the screen, the cursor taken to the top left, the last frame kept.
    private var inlineLeave: String { presentation.inline ? "\r\u{1B}[J" : presentation.staysOnScreen ? "\u{1B}[H" : "" }

    /// Moves to the start of a line of our own without asking where the cursor is (zsh's PROMPT_SP):
    /// a full row of spaces from column 0 stops at the edge without wrapping, and from anywhere
    /// further right wraps onto the next line; the CR then finds column 0 of a line the text that
    /// was printed without a newline (`printf 'Deploying… '; popupctl --inline …`) is not on.
    static func freshLine(width: Int) -> [UInt8] {
        Array(repeating: 0x20, count: max(1, width)) + [0x0D]
    }

    /// Makes room below the prompt by printing newlines, then goes back up to the first row.
    private func openInlineRows() -> [UInt8] {
        inlineRows = inlineHeight()
        encoder = Self.encoder(presentation, width: screen.width)
        var bytes: [UInt8] = [0x0D]
        bytes += Array(repeating: 0x0A, count: max(0, inlineRows - 1))
        if inlineRows > 1 { bytes += Array("\u{1B}[\(inlineRows - 1)A".utf8) }
        return bytes
    }

    private func closeInlineRows() -> [UInt8] {
        var bytes: [UInt8] = []
        encoder.move(to: Point(x: 0, y: 0), into: &bytes)
        bytes += Array("\r\u{1B}[J".utf8)
        return bytes
    }

    /// The rows the box would take on the whole screen, at most what `--rows` allows: laid out
    /// on that many rows, a list gives up the rest.
    private func inlineHeight() -> Int {
        let key = LayoutKey(dialog: dialog, state: state, screen: screen, theme: theme, imageRowLimit: screen.height / 3)
        let layout = Layout.compute(key, wrap: wraps.lines)
        let allowed = presentation.inlineRows?.resolve(screenRows: screen.height) ?? screen.height
        return min(screen.height, allowed, layout.box.height + (theme.shadow == nil ? 0 : 1))
    }

    /// A fresh encoder: relative moves inline, absolute ones on the alternate screen.
    private static func encoder(_ presentation: Presentation, width: Int) -> ANSIEncoder {
        ANSIEncoder(depth: presentation.colorDepth, addressing: presentation.inline ? .relative : .absolute,
                    screenWidth: width, charset: presentation.charset)
    }

    private var drawingSize: Size {
        presentation.inline ? Size(width: screen.width, height: inlineRows) : screen
    }

    /// Where the box is laid out: the drawing area, less the room a popup keeps for the shadow.
    private var layoutSize: Size {
        presentation.floatsOver == nil ? drawingSize : Overlay.layoutScreen(drawingSize, theme: theme, style: dialog.style)
    }

    /// The picture's rows: a third of the screen (of the one under a popup).
    private var imageRowLimit: Int {
        presentation.floatsOver.map(Overlay.imageRowLimit(under:)) ?? screen.height / 3
    }

    // MARK: drawing

    /// The picture's rows are a third of the whole screen, also inline where the drawing area is
    /// only as tall as the box. A layout is reused until something it is made from changes: a
    /// key costs one layout, not one for the tick before it and one for the frame.
    private func currentLayout() -> DialogLayout {
        let key = LayoutKey(dialog: dialog, state: state, screen: layoutSize, theme: theme, imageRowLimit: imageRowLimit)
        if let laidOut, laidOut.key == key { return laidOut.layout }
        let layout = Layout.compute(key, wrap: wraps.lines)
        laidOut = (key, layout)
        return layout
    }

    private func render() throws {
        let layout = currentLayout()
        // The drawing area, which holds the layout's screen (and, in a popup, the shadow beside it).
        var frame = Buffer(size: drawingSize)
        DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: renderOptions(layout), into: &frame)
        if presentation.inline, let point = insertionPoint(layout) {
            // Inline, the terminal's cursor stays parked (see `placeCursor`): a drawn one marks the place.
            let cell = frame[point.x, point.y]
            frame.set(x: point.x, y: point.y, Cell(cell.isContinuation ? " " : cell.grapheme,
                                                    style: cell.style.adding(Attributes.reverse)))
        }
        var bytes: [UInt8] = []
        // The terminal's picture cannot shrink or fade with the box: it waits until the box is whole.
        let overlayArea = state.motion.scale < 1 || state.motion.opacity < 1 ? nil : layout.image
        if imageOverlay?.needsFullFrame(area: overlayArea, animating: state.isAnimating) == true { previous = nil }
        let fullFrame: Bool
        if let previous, previous.size == frame.size {
            encoder.encode(previous.diff(frame), into: &bytes)
            fullFrame = false
        } else {
            encoder.encodeFull(frame, into: &bytes)
            fullFrame = true
        }
        if imageOverlay != nil {
            bytes += imageOverlay?.commands(area: overlayArea, fullFrame: fullFrame, animating: state.isAnimating,
                                            encoder: &encoder) ?? []
        }
        placeCursor(layout, into: &bytes)
        previous = frame
        if !bytes.isEmpty { try terminal.write(bytes) }
    }

    private func renderOptions(_ layout: DialogLayout) -> DialogRenderer.Options {
        var options = DialogRenderer.Options(paintsBackdrop: !presentation.inline && presentation.floatsOver == nil,
                                             colorDepth: presentation.colorDepth,
                                             drawsImage: imageOverlay == nil)
        if imageOverlay == nil, let area = layout.image, let image = dialog.image {
            let size = Size(width: area.width, height: area.height)
            let background = ImageCells.background(under: theme)
            if imageCells?.size != size || imageCellsBackground != background {
                imageCells = ImageCells.render(image, size: size, background: background, depth: presentation.colorDepth)
                imageCellsBackground = background
            }
            options.imageCells = imageCells
        }
        return options
    }

    /// Where the insertion point of the focused field is on screen, if one is.
    private func insertionPoint(_ layout: DialogLayout) -> Point? {
        if let part = state.focusedPart, !layout.tooSmall, let area = layout.contentArea,
           let point = state.content?.model.cursor(in: area, part: part, look: theme.chrome.content) {
            return Rect(x: 0, y: 0, width: drawingSize.width, height: drawingSize.height).contains(point) ? point : nil
        }
        if let field = state.renaming, !layout.tooSmall, let area = Layout.renameArea(layout, dialog: dialog, state: state) {
            let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: area.width)
            return Point(x: min(area.maxX - 1, area.x + view.cursorColumn), y: area.y)
        }
        guard let field = state.focusedField, !layout.tooSmall,
              let placed = layout.fields.first(where: { $0.index == field }) else { return nil }
        let view = FieldView.visible(state: state.fields[field], field: dialog.fields[field], width: placed.area.width,
                                     secretMask: theme.chrome.field.secretMask)
        let point = Point(x: min(placed.area.maxX - 1, placed.area.x + view.cursorColumn), y: placed.area.y)
        return Rect(x: 0, y: 0, width: drawingSize.width, height: drawingSize.height).contains(point) ? point : nil
    }

    /// While a field has focus the terminal's own cursor marks the insertion point. Inline, the
    /// cursor is parked hidden at the first column of the dialog's first row: a terminal that
    /// reflows its lines when it is resized keeps the cursor at the start of that row, so that
    /// after any resize the dialog's rows are exactly those from the cursor down.
    private func placeCursor(_ layout: DialogLayout, into bytes: inout [UInt8]) {
        if presentation.inline {
            encoder.move(to: Point(x: 0, y: 0), into: &bytes)
        } else if let point = insertionPoint(layout) {
            encoder.move(to: point, into: &bytes)
            if !cursorShown {
                bytes += Array("\u{1B}[?25h".utf8)
                cursorShown = true
            }
        } else if cursorShown {
            bytes += Array("\u{1B}[?25l".utf8)
            cursorShown = false
        }
    }

    // MARK: input

    private func waitTime() -> Double? {
        var wait: Double?
        func atMost(_ seconds: Double) { wait = min(wait ?? seconds, max(0, seconds)) }
        let now = terminal.now()
        if let deadline = holdDeadline { atMost(deadline - now) }
        if !backlog.isEmpty { atMost(0) }
        if state.isAnimating { atMost(1.0 / 60) }
        if state.hasPendingWork { atMost(0) }
        if dataSinceFrame { atMost(drewData ? lastFrame + Self.frameInterval - now : 0) }
        if let progress = state.progress, !progress.ended {
            // The elapsed time moves on each second; the pulse of a bar without a percentage, smoothly.
            let elapsed = now - startTime
            atMost(elapsed.rounded(.down) + 1 - elapsed + 0.001)
            if progress.percent == nil && !state.reducedMotion { atMost(1.0 / 15) }
        }
        // A countdown a key stopped needs no wake-up: after its time it would ask for one at once, for ever.
        if let timeout = dialog.timeout, !state.countdownStopped {
            let left = timeout - (now - startTime)
            atMost(left - (left.rounded(.up) - 1) + 0.001)
        }
        return wait
    }

    private func handle(_ input: TerminalInput) throws -> Outcome? {
        switch input {
        case .bytes(let bytes):
            keysSinceFrame = true
            let events = decoder.feed(presentation.charset.decode(bytes))
            noteHold()
            enqueue([.tick(terminal.now() - startTime)] + events)
            return nil
        case .timeout:
            return nil
        case .signal(let signal):
            return try handleSignal(signal)
        case .closed:
            return .interrupted(signal: SignalNumbers.hangup)
        case .data(let bytes):
            dataSinceFrame = true
            if let list = dialog.list, list.streaming {
                itemSplitter.feed(bytes, into: list.items)
                return try dispatch([.listGrew(count: list.items.count, finished: false)])
            }
            return try dispatch([.data(bytes, at: terminal.now() - startTime)])
        case .dataEnded:
            if let failure = PopupError.failure(of: self.input) { throw failure }
            if let list = dialog.list, list.streaming {
                itemSplitter.finish(into: list.items)
                return try dispatch([.listGrew(count: list.items.count, finished: true)])
            }
            return try dispatch([.dataEnded(at: terminal.now() - startTime)])
        case .progress(let updates):
            dataSinceFrame = true
            let clock = terminal.now() - startTime
            return try dispatch(updates.map { .progress($0, at: clock) })
        case .previewOutput(let bytes, let generation):
            dataSinceFrame = true
            return try dispatch([.previewOutput(bytes, generation: generation)])
        case .previewEnded(let status, let generation):
            return try dispatch([.previewEnded(status: status, generation: generation)])
        }
    }

    private func handleSignal(_ signal: Int32) throws -> Outcome? {
        switch signal {
        case SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit:
            return .interrupted(signal: signal)
        case SignalNumbers.windowChange:
            return try dispatch([.resize(terminal.size)])
        case SignalNumbers.terminalStop:
            return try suspend()
        case SignalNumbers.continued:
            // Stopped from outside (SIGSTOP): the shell may have reset the terminal meanwhile.
            try terminal.enterRawMode(keepingTypeAhead: presentation.keepsTypeAhead)
            try terminal.write(Array(modes.enterSequence.utf8))
            cursorShown = false
            encoder.invalidate()
            previous = nil
        default:
            break
        }
        return nil
    }

    /// The quiet time the decoder's held bytes wait for, from now.
    private func noteHold() {
        let delay: Double?
        switch decoder.hold {
        case .untimed: delay = nil
        case .escape: delay = presentation.escapeDelay
        case .paste: delay = presentation.pasteDelay
        case .pasteEscape: delay = presentation.pasteEscapeDelay
        }
        holdDeadline = delay.map { terminal.now() + $0 }
    }

    /// Whatever else is readable: data pouring in must not keep a lone Esc or a stray paste start
    /// waiting for a quiet poll that never comes. Then the input queued so far, for a while.
    private func expiredOrQueued() throws -> Outcome? {
        expireHold()
        return backlog.isEmpty ? nil : try dispatchBacklog()
    }

    /// Decides what the held bytes were once their quiet time has passed.
    private func expireHold() {
        guard let deadline = holdDeadline, terminal.now() >= deadline else { return }
        let events = decoder.expire()
        noteHold()
        enqueue(events)
    }

    /// Queues input events behind those not handled yet. An interrupt key (Ctrl-C, Ctrl-\) goes
    /// first, and what was queued before it is dropped: as a terminal's own Ctrl-C flushes what
    /// was typed and not yet read.
    private func enqueue(_ events: [Event]) {
        if let interrupt = events.firstIndex(where: { Update.interruptSignal($0, in: dialog) != nil }) {
            backlog = [events[interrupt]]
        } else {
            backlog += events
        }
    }

    /// Handles queued input for at most `batchTime`; the rest waits for the next turn of the loop.
    private func dispatchBacklog() throws -> Outcome? {
        let events = backlog
        backlog = []
        let deadline = terminal.now() + Self.batchTime
        for (index, event) in events.enumerated() {
            if index > 0, terminal.now() >= deadline {
                backlog = Array(events[index...])
                return nil
            }
            if let outcome = try dispatch([event]) { return outcome }
        }
        return nil
    }

    /// Carries out `Command.resize`: the state holds the new size, the drawing starts afresh at it.
    private func resized() {
        // Stopped (Ctrl-Z), nothing is drawn: `begin` starts afresh at the new size.
        guard active else { return }
        if presentation.inline {
            // The rows we own may have been reflowed, but they start where the cursor is parked:
            // clear from there and start again.
            var bytes = closeInlineRows()
            bytes += openInlineRows()
            try? terminal.write(bytes)
        } else {
            encoder = Self.encoder(presentation, width: screen.width)
        }
        previous = nil
    }

    /// Ctrl-Z: hands the terminal back, stops, and takes it again at the size it has then. An outcome
    /// when a signal asking to end came meanwhile.
    private func suspend() throws -> Outcome? {
        end(suspending: true)
        // Taken again as any dialog takes it: the shell had it meanwhile.
        resumed = true
        terminal.suspend()
        // The window may have changed while stopped: the state learns it as from any resize.
        let outcome = try dispatch([.resize(terminal.size)])
        encoder = Self.encoder(presentation, width: screen.width)
        try begin()
        return outcome
    }

    /// Feeds events to `update` and carries out what it asks; a signal asking to end, come meanwhile,
    /// ends it before the next event, whatever is still queued.
    private func dispatch(_ events: [Event]) throws -> Outcome? {
        for event in events {
            if let signal = terminal.pendingTermination() { return .interrupted(signal: signal) }
            if noteReply(event) { continue }
            // Input data needs no layout: the one on screen will do, not one made per chunk; nor
            // does a new size, which the state only takes note of.
            let layout: DialogLayout
            switch event {
            case .data, .dataEnded, .progress, .resize, .previewOutput, .previewEnded: layout = laidOut?.layout ?? currentLayout()
            default: layout = currentLayout()
            }
            for command in Update.apply(event, to: &state, dialog: dialog, layout: layout) {
                switch command {
                case .finish(let outcome):
                    return outcome
                case .report(let index):
                    try report(index)
                case .suspend:
                    // A popup has no shell to hand the terminal back to, and nobody to continue it.
                    if presentation.floatsOver == nil, let outcome = try suspend() { return outcome }
                case .bell:
                    try terminal.write([0x07])
                case .redraw:
                    encoder.invalidate()
                    previous = nil
                case .resize:
                    resized()
                case .preview(let request):
                    terminal.preview(request)
                }
            }
        }
        return try readWantedDirectory()
    }

    /// Reads the directory the content wants, when it wants another one than it was given last,
    /// and hands its entries over as an event.
    private func readWantedDirectory() throws -> Outcome? {
        guard let wanted = state.content?.model.wantedDirectory, wanted != listedDirectory else { return nil }
        listedDirectory = wanted
        let entries = DirectoryReader.entries(of: wanted, limit: FileBrowser.capacity)?.map {
            DirectoryEntry(name: $0.name, isDirectory: $0.isDirectory)
        }
        return try dispatch([.listing(directory: wanted, entries: entries)])
    }
}
