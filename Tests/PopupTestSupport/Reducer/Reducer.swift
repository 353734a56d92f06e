import PopupCore

/// The reducer driven as the run loop drives it, for tests of `Update` without a terminal: each
/// event goes through the layout of the state it comes to, on a screen of a given size.
public struct Reducer: Sendable {
    /// The screen the layout is computed for; nil: the state's own (the size it last heard of).
    public var screen: Size?
    public var theme: Theme
    /// Whether the work an event leaves pending (a filter's slices) is finished on the clock's
    /// ticks before `step` returns, as the run loop's ticks finish it.
    public var settles: Bool

    public init(screen: Size? = nil, theme: Theme = .standard, settles: Bool = false) {
        self.screen = screen
        self.theme = theme
        self.settles = settles
    }

    public func layout(_ dialog: Dialog, _ state: DialogState) -> DialogLayout {
        Layout.compute(dialog, state: state, screen: screen ?? state.screen, theme: theme)
    }

    /// The frame the state draws.
    public func frame(_ dialog: Dialog, _ state: DialogState) -> Buffer {
        DialogRenderer.draw(layout(dialog, state), dialog: dialog, state: state, theme: theme)
    }

    /// One event; the commands it made (and the ticks after it, when the reducer settles).
    @discardableResult
    public func step(_ dialog: Dialog, _ state: inout DialogState, _ event: Event) -> [Command] {
        let commands = Update.apply(event, to: &state, dialog: dialog, layout: layout(dialog, state))
        return settles ? commands + settle(dialog, &state) : commands
    }

    /// Ticks of the clock, as long as work is pending; the commands they made.
    @discardableResult
    public func settle(_ dialog: Dialog, _ state: inout DialogState) -> [Command] {
        var commands: [Command] = []
        while state.hasPendingWork {
            commands += Update.apply(.tick(state.clock), to: &state, dialog: dialog, layout: layout(dialog, state))
        }
        return commands
    }

    /// Keys one at a time; the commands they made, in order.
    @discardableResult
    public func press(_ dialog: Dialog, _ state: inout DialogState, _ keys: [Key]) -> [Command] {
        keys.flatMap { step(dialog, &state, .key($0)) }
    }

    /// Each character typed as a key of its own.
    @discardableResult
    public func type(_ dialog: Dialog, _ state: inout DialogState, _ text: String) -> [Command] {
        press(dialog, &state, text.map(Key.char))
    }

    /// Bytes as the terminal sends them, through the input decoder.
    @discardableResult
    public func feed(_ dialog: Dialog, _ state: inout DialogState, _ bytes: [UInt8]) -> [Command] {
        var decoder = InputDecoder()
        return decoder.feed(bytes).flatMap { step(dialog, &state, $0) }
    }
}
