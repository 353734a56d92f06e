import PopupTTY

/// A signal asked us to end while we waited for another dialog to leave the terminal: nothing
/// was drawn or changed, so the caller ends with `.interrupted` and has nothing to restore.
struct TerminalClaimInterrupted: Error {
    let signal: Int32
}

/// Taking the terminal for one dialog: waits while another popupctl (or PopupKit program) holds it.
enum TerminalClaim {
    static func claim(_ device: TTYDevice) throws -> TerminalLock? {
        guard let number = device.deviceNumber() else { return nil }
        switch TerminalLock.acquire(device: number, shouldAbort: { SignalRelay.pendingTermination != nil }) {
        case .acquired(let lock):
            return lock
        case .unavailable:
            return nil
        case .abandoned:
            throw TerminalClaimInterrupted(signal: SignalRelay.pendingTermination ?? SignalNumbers.terminate)
        }
    }
}
