/// How the picture reaches the screen: half-block cells, or the terminal's own image protocol.
public enum ImageProtocol: String, Sendable, Equatable, CaseIterable, Codable {
    /// Chosen from the environment (see `detect`).
    case auto
    /// Half-block cells (▀), two pixels to a cell: works wherever there is colour.
    case blocks
    /// The kitty graphics protocol (kitty, Ghostty).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm
    /// No picture at all.
    case none

    /// `auto` made concrete from the environment; the others as they are.
    public func resolved(environment: [String: String]) -> ImageProtocol {
        self == .auto ? Self.detect(environment: environment) : self
    }

    /// Decides from the environment alone: a query would need a reply from the terminal, and a
    /// terminal that does not understand it may leave the query's text on the screen.
    public static func detect(environment: [String: String]) -> ImageProtocol {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        // A multiplexer between us and the terminal keeps the sequences from it (and its
        // environment is inherited from whichever terminal it was started in).
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return .blocks
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty" { return .kitty }
        if program == "iTerm.app" || program == "WezTerm" { return .iterm }
        return .blocks
    }
}
