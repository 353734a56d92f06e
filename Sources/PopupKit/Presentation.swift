import PopupCore
import PopupTTY

/// How a dialog is shown on its terminal (as opposed to what it asks: that is the `Dialog`).
///
/// The environment is an input like any other: `from(environment:)` reads the one given, and
/// `automatic` (what `Popup` and `ProgressPopup` use unless given a presentation) leaves colour
/// depth, reduced motion, the image protocol and the character set to the terminal the dialog is
/// shown on, read as it is shown (`Terminal.environment`): the process's environment for the
/// controlling terminal, a `MemoryTerminal`'s own (none unless given), so that a run in memory never
/// depends on the process's. Any of the four set before showing stays as set.
public struct Presentation: Sendable, Equatable {
    /// The colours the terminal shows; every style and the picture are brought down to them.
    public var colorDepth: ColorDepth { didSet { leftToTerminal.remove(.colorDepth) } }
    /// Draw in rows below the prompt instead of on the alternate screen.
    public var inline: Bool
    /// Inline, the most rows the dialog takes below the prompt (`--rows`); nil: as many as its box needs.
    public var inlineRows: HeightRule?
    /// Draw on the screen itself, not the alternate screen, and leave the last frame there when
    /// the dialog ends (whiptail's and dialog's gauge and infobox): a loop of them, one process
    /// each, never blanks the screen between them. The cursor is left at the top left.
    public var staysOnScreen = false
    /// Skip every animation.
    public var reducedMotion: Bool { didSet { leftToTerminal.remove(.reducedMotion) } }
    /// Report mouse clicks, wheel and drags.
    public var mouse: Bool
    /// How long a lone ESC byte waits for the rest of a sequence before it is the Esc key (and ESC
    /// with an introducer such as `]` before it is an Alt key).
    public var escapeDelay: Double
    /// How long a paste whose end marker has not come may be quiet before it counts as ended. A
    /// terminal sends a paste back to back, so a gap this long means the end was lost; well under
    /// the time a person takes to notice a stuck dialog and press Ctrl-C, which then acts at once.
    public var pasteDelay: Double = 0.2
    /// How the dialog's picture is drawn; `auto` counts as `blocks` here (see `from(environment:)`).
    public var imageProtocol: ImageProtocol { didSet { leftToTerminal.remove(.imageProtocol) } }
    /// Ask the terminal for its background colour (OSC 11), followed by a device-attributes
    /// query whose answer marks the end of the replies, so none is ever left for the shell.
    public var queriesBackground: Bool = true
    /// How long the end of the dialog waits for the terminal's last reply, at most.
    public var replyGrace: Double = 0.15
    /// Set when the terminal is made for the box alone and floats over a screen of this size (a
    /// tmux popup over the person's panes, sized by `Popup.overlayFrame(on:)`): the box fills the
    /// terminal, its shadow inside the right and bottom edges, nothing is painted around it (the
    /// panes are the backdrop), and Ctrl-Z does nothing (there is no shell to hand it back to).
    public var floatsOver: Size?
    /// The terminal's character set (from the locale): another than UTF-8 gets ASCII glyphs,
    /// text in that set (`?` for what it lacks), and typed bytes read in it.
    public var charset: Charset = .utf8 { didSet { leftToTerminal.remove(.charset) } }
    /// Keys typed before the dialog is on the screen, and as it ends, are kept for it and for
    /// what reads the terminal next, as curses and newt keep them (popupctl under whiptail's and
    /// dialog's names); false: dropped, so that a key typed ahead never answers a dialog nobody saw.
    public var keepsTypeAhead = false
    /// How the dialog shares the screen with dialogs shown just before and after it on the same
    /// terminal (dialog's chained boxes): one setting-up of the screen for all, no flash between.
    public var screen = ScreenShare.alone
    /// The settings the terminal's environment decides as the dialog is shown: all four in
    /// `automatic` until set, none in a presentation made any other way.
    private var leftToTerminal: Settings = []

    /// The settings a terminal's environment can decide.
    private struct Settings: OptionSet, Sendable {
        let rawValue: UInt8
        static let colorDepth = Settings(rawValue: 1 << 0)
        static let reducedMotion = Settings(rawValue: 1 << 1)
        static let imageProtocol = Settings(rawValue: 1 << 2)
        static let charset = Settings(rawValue: 1 << 3)
        static let all: Settings = [.colorDepth, .reducedMotion, .imageProtocol, .charset]
    }

    /// `theme` as this terminal can show it: ASCII glyphs where its character set is not UTF-8.
    public func adapting(_ theme: Theme) -> Theme {
        var theme = theme
        if charset != .utf8 { theme.glyphs = .ascii }
        return theme
    }

    /// A presentation; by default 16 colours on the alternate screen, animated, with the mouse, a 25 ms
    /// Esc delay and pictures in half blocks.
    public init(colorDepth: ColorDepth = .ansi16, inline: Bool = false, reducedMotion: Bool = false,
                mouse: Bool = true, escapeDelay: Double = 0.025, imageProtocol: ImageProtocol = .blocks) {
        self.colorDepth = colorDepth
        self.inline = inline
        self.reducedMotion = reducedMotion
        self.mouse = mouse
        self.escapeDelay = escapeDelay
        self.imageProtocol = imageProtocol
    }

    /// The terminal's: colour, motion, pictures and characters as its environment asks, read when
    /// the dialog is shown on it (see the type's note); the other settings as `init()` makes them.
    /// What `Popup` and `ProgressPopup` use unless given a presentation.
    public static var automatic: Presentation {
        var presentation = Presentation()
        presentation.leftToTerminal = .all
        return presentation
    }

    /// True while some setting is still left to the terminal's environment (`automatic`).
    public var followsTerminal: Bool { !leftToTerminal.isEmpty }

    /// What this process's environment asks for (NO_COLOR, COLORTERM, TERM, POPUPCTL_REDUCE_MOTION,
    /// the terminal's image protocol), read now: `from(environment:)` with the process's.
    public static var current: Presentation { from(environment: EnvironmentReader.read()) }

    /// This presentation with what it left to the terminal (`automatic`) read from `environment`,
    /// the rest as set. A presentation that leaves nothing is returned as it is.
    public func resolved(environment: [String: String]) -> Presentation {
        resolved { environment }
    }

    /// The same for `terminal`, whose environment is read only when something is left to it.
    func resolved(for terminal: Terminal) -> Presentation {
        resolved { terminal.environment }
    }

    private func resolved(_ environment: () -> [String: String]) -> Presentation {
        guard followsTerminal else { return self }
        let found = Self.from(environment: environment())
        var resolved = self
        if leftToTerminal.contains(.colorDepth) { resolved.colorDepth = found.colorDepth }
        if leftToTerminal.contains(.reducedMotion) { resolved.reducedMotion = found.reducedMotion }
        if leftToTerminal.contains(.imageProtocol) { resolved.imageProtocol = found.imageProtocol }
        if leftToTerminal.contains(.charset) { resolved.charset = found.charset }
        resolved.leftToTerminal = []
        return resolved
    }

    /// Reads the environment: colour depth, reduced motion, the terminal's image protocol, the
    /// locale's character set.
    public static func from(environment: [String: String]) -> Presentation {
        var presentation = Presentation(colorDepth: ColorDepth.detect(environment: environment))
        let motion = environment["POPUPCTL_REDUCE_MOTION"] ?? ""
        presentation.reducedMotion = !motion.isEmpty && motion != "0"
        presentation.imageProtocol = ImageProtocol.detect(environment: environment)
        presentation.charset = Charset.from(environment: environment)
        return presentation
    }
}
