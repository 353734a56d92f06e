/// The terminal modes a dialog turns on, and the bytes that turn exactly those off again.
public struct TerminalModes: Sendable, Equatable {
    /// Draw on the alternate screen, so the shell's screen comes back as it was (off for inline dialogs).
    public var alternateScreen: Bool
    /// Hide the cursor while the dialog is shown.
    public var hideCursor: Bool
    /// Report clicks, drags and the wheel (SGR mouse reports).
    public var mouse: Bool
    /// Bracketed paste: pasted text arrives as one paste, not as typed keys.
    public var bracketedPaste: Bool

    /// Modes; the cursor is hidden and bracketed paste is on unless told otherwise.
    public init(alternateScreen: Bool, hideCursor: Bool = true, mouse: Bool, bracketedPaste: Bool = true) {
        self.alternateScreen = alternateScreen
        self.hideCursor = hideCursor
        self.mouse = mouse
        self.bracketedPaste = bracketedPaste
    }

    /// The bytes that turn the chosen modes on.
    public var enterSequence: String {
        var out = ""
        if alternateScreen { out += "\u{1B}[?1049h" }
        if hideCursor { out += "\u{1B}[?25l" }
        if mouse { out += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        if bracketedPaste { out += "\u{1B}[?2004h" }
        return out
    }

    /// The pen reset and auto-wrap on: the first thing every way of leaving the terminal writes.
    static let penAndWrapReset = "\u{1B}[0m\u{1B}[?7h"

    /// The reverse of `enterSequence`, in reverse order, after resetting the pen and turning
    /// auto-wrap back on (the encoder turns it off before drawing a cluster of disputed width).
    public var leaveSequence: String {
        var out = Self.penAndWrapReset
        if bracketedPaste { out += "\u{1B}[?2004l" }
        if mouse { out += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
        if hideCursor { out += "\u{1B}[?25h" }
        if alternateScreen { out += "\u{1B}[?1049l" }
        return out
    }
}
