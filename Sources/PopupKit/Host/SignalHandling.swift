import PopupCore
import PopupTTY

/// How a host answers a signal and a terminal that goes away: decided here once, for the box, the
/// line prompt and plain progress alike. Each host says only what stopping, going on and a new
/// size mean on what it shows.
protocol SignalHandling: AnyObject {
    /// Ctrl-Z: lets the terminal go, stops until `fg`, and takes it again; the outcome when a
    /// signal asking to end came meanwhile.
    func stop() throws -> Outcome?
    /// SIGCONT: the process goes on (after a stop another job may have changed the terminal).
    func continued() throws
    /// SIGWINCH: the terminal changed size; the outcome when that ends the dialog.
    func resized() throws -> Outcome?
}

extension SignalHandling {
    /// What `signal` does: INT, TERM, HUP and QUIT end the dialog as `.interrupted`; a stop,
    /// a continue and a resize are the host's to carry out; anything else is ignored.
    func handle(signal: Int32) throws -> Outcome? {
        switch signal {
        case SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit:
            return .interrupted(signal: signal)
        case SignalNumbers.windowChange:
            return try resized()
        case SignalNumbers.terminalStop:
            return try stop()
        case SignalNumbers.continued:
            try continued()
        default:
            break
        }
        return nil
    }

    /// The terminal is gone (hangup, end of file): as its SIGHUP would.
    func terminalGone() throws -> Outcome? {
        try handle(signal: SignalNumbers.hangup)
    }

    /// Runs `loop` to its outcome. A terminal that hangs up while it is written or read, or a
    /// signal that came while another dialog held the terminal, ends it as `.interrupted`.
    func endingOnLoss(_ loop: () throws -> Outcome) throws -> Outcome {
        do {
            return try loop()
        } catch PopupError.terminalClosed {
            return .interrupted(signal: SignalNumbers.hangup)
        } catch let interrupted as TerminalClaimInterrupted {
            return .interrupted(signal: interrupted.signal)
        }
    }
}
