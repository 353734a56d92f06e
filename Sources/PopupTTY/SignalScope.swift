/// The stretch of a run in which Ctrl-C, SIGTERM and SIGHUP are relayed to the program instead of
/// ending it: from `open()` to `close()`, whichever terminals and loops come and go inside it. A
/// command popupctl runs is reaped inside the scope, so a signal that comes while it is being
/// stopped is still heard, not left to kill popupctl with the command running on.
public final class SignalScope {
    private var open = true

    private init() {}

    /// Starts relaying signals (see `SignalRelay.acquire`).
    public static func open() throws -> SignalScope {
        _ = try SignalRelay.acquire()
        return SignalScope()
    }

    /// INT, TERM, HUP or QUIT, if one came while the scope was open.
    public var pendingTermination: Int32? { SignalRelay.pendingTermination }

    /// Gives the signals back their default actions, unless another holder still relays them. Once.
    public func close() {
        guard open else { return }
        open = false
        SignalRelay.release()
    }

    deinit { close() }
}
