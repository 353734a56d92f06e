import PopupCore
import PopupTTY

/// How a dialog is shown on its terminal (as opposed to what it asks: that is the `Dialog`).
public struct Presentation: Sendable, Equatable {
    /// The colours the terminal shows; every style and the picture are brought down to them.
    public var colorDepth: ColorDepth
    /// Draw in rows below the prompt instead of on the alternate screen.
    public var inline: Bool
    /// Skip every animation.
    public var reducedMotion: Bool
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
    public var imageProtocol: ImageProtocol
    /// Ask the terminal for its background colour (OSC 11), followed by a device-attributes
    /// query whose answer marks the end of the replies, so none is ever left for the shell.
    public var queriesBackground: Bool = true
    /// How long the end of the dialog waits for the terminal's last reply, at most.
    public var replyGrace: Double = 0.15
    /// The terminal's character set (from the locale): another than UTF-8 gets ASCII glyphs,
    /// text in that set (`?` for what it lacks), and typed bytes read in it.
    public var charset: Charset = .utf8

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

    /// What this process's environment asks for (NO_COLOR, COLORTERM, TERM, POPUPCTL_REDUCE_MOTION,
    /// the terminal's image protocol): what a `Popup` uses unless given a presentation.
    public static var current: Presentation { from(environment: EnvironmentReader.read()) }

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
