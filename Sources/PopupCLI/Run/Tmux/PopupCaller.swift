import PopupCore
import PopupTTY

/// The process that opened the tmux popup this run shows its dialog in, as the run sees it: what
/// it is told over their socket, and the screen it said the popup floats over.
public final class PopupCaller {
    let screen: Size
    private let socket: LocalSocket
    /// How the popup ended has been told: the run needs to say nothing more.
    private(set) var toldOutcome = false

    init(socket: LocalSocket, screen: Size) {
        self.socket = socket
        self.screen = screen
    }

    func send(_ message: PopupMessage) throws {
        if case .shown = message { toldOutcome = true }
        try socket.send(message.encoded)
    }

    /// Tells how the popup ended: the caller records it, writes the result and exits with its status.
    func send(_ shown: Shown) throws {
        try send(.shown(shown.outcome ?? .completed, progress: shown.progress))
    }
}
