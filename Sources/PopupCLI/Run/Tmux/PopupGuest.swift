import PopupCore
import PopupTTY

/// popupctl started in a tmux popup by another popupctl (`TmuxPopup`): it runs that one's command
/// line again, with its environment and working directory, shows the dialog in the popup and
/// hands back how it ended. The caller answers, records and writes the result: all of that
/// happens once, in the process the script started.
public enum PopupGuest {
    /// Names the caller's private directory in the popup's environment.
    static let variable = "POPUPCTL_TMUX_GUEST"

    /// The run's status; nil when this process is no guest (the variable is not set).
    public static func run(environment: [String: String]) -> Int32? {
        guard let directory = environment[variable] else { return nil }
        CurrentProcess.removeVariable(variable)
        // Only a directory of ours that nobody else can enter is trusted with what to run.
        guard PrivateDirectory.isPrivate(directory),
              let bytes = PrivateDirectory.read("request", in: directory, limit: PopupCommand.maxInputBytes),
              let request = PopupRequest(bytes: bytes),
              let socket = try? LocalSocket.connect(to: directory + "/channel") else { return 125 }
        // The caller gone (a signal, a crash), the popup closes as if its terminal had hung up.
        _ = try? Worker {
            socket.waitForEnd()
            CurrentProcess.signal(SignalNumbers.hangup)
        }
        // Connected, the caller opens the pipe's other end.
        let feed = PrivateDirectory.openPipe("feed", in: directory)
        let stdin = PrivateDirectory.read("stdin", in: directory, limit: Int.max) ?? []
        // The caller's environment, but the popup's terminal type: it is the terminal drawn on.
        var callerEnvironment = request.environment
        callerEnvironment["TERM"] = environment["TERM"]
        CurrentProcess.replaceEnvironment(callerEnvironment)
        CurrentProcess.changeDirectory(request.directory)
        let caller = PopupCaller(socket: socket, screen: request.screen)
        let io = GuestIO(request, environment: callerEnvironment, caller: caller, stdin: stdin, feed: feed)
        let status = FrontEnd.run(invokedAs: request.command[0], Array(request.command.dropFirst()), io: io)
        if !caller.toldOutcome { try? caller.send(.failed(status)) }
        return status
    }
}
