import Glibc

// State the signal handlers read. Written only while no handler is installed, or as a whole
// before one is; handlers only read it and call async-signal-safe functions.
nonisolated(unsafe) private var relayWriteFD: Int32 = -1
nonisolated(unsafe) private var relayReadFD: Int32 = -1
nonisolated(unsafe) private var terminationSignal: Int32 = 0
nonisolated(unsafe) private var restoreFD: Int32 = -1
nonisolated(unsafe) private var restoreSettings = termios()
nonisolated(unsafe) private var restoreHasSettings = false
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreByteCount = 0
/// How many holders (`SignalRelay.acquire`) want the relays installed now.
nonisolated(unsafe) private var relayHolders = 0
/// The crash handlers stay once installed (see `SignalRelay.release`).
nonisolated(unsafe) private var faultHandlersInstalled = false

private func relayHandler(_ signal: Int32) {
    let saved = errno
    if signal == SIGINT || signal == SIGTERM || signal == SIGHUP || signal == SIGQUIT {
        terminationSignal = signal
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayWriteFD, &byte, 1)
    errno = saved
}

/// SIGTTIN and SIGTTOU. The kernel sends them when a process in the background touches its
/// terminal (`popupctl &` taking raw mode): we stop then, exactly as the default action would,
/// and the interrupted call is made again once `fg` continues us. From anyone else, in the
/// foreground, they ask us to stop as Ctrl-Z does, and are relayed as SIGTSTP: the terminal is
/// put back first, never left in the alternate screen behind the shell.
private func terminalAccessHandler(_ signal: Int32) {
    let saved = errno
    if inBackground() {
        Glibc.signal(signal, SIG_DFL)
        // Delivered at once (SA_NODEFER): stopped here until continued.
        raise(signal)
        installTerminalAccessHandler(signal)
    } else {
        var byte = UInt8(truncatingIfNeeded: SIGTSTP)
        _ = write(relayWriteFD, &byte, 1)
    }
    errno = saved
}

/// The controlling terminal's path, as a C string made before any handler runs.
nonisolated(unsafe) private let controllingTerminalPath: UnsafeMutablePointer<CChar> = strdup("/dev/tty")

/// True when another process group than ours has the controlling terminal. Async-signal-safe.
private func inBackground() -> Bool {
    let fd = open(controllingTerminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let foreground = tcgetpgrp(fd)
    return foreground > 0 && foreground != getpgrp()
}

private func installTerminalAccessHandler(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = terminalAccessHandler
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(bitPattern: UInt32(SA_NODEFER))
    sigaction(signal, &action, nil)
}

private func crashHandler(_ signal: Int32) {
    emergencyRestore()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// What each crash signal did before our handler (Swift's crash reporter, usually), by number.
nonisolated(unsafe) private let reporterActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
nonisolated(unsafe) private let hasReporterAction = UnsafeMutablePointer<Bool>.allocate(capacity: Int(NSIG))

/// A crash (a fault of our own, not a signal someone sent): the terminal first, then the
/// handler that was there before, as if we had never been (the fault happens again on return).
/// Swift's reporter decided as the process started whether to wait for a key (stdin and stdout
/// both terminals): stdin is /dev/null by now, so its question reads the end of input and it
/// ends at once, the terminal untouched.
private func faultHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    emergencyRestore()
    let fault = (info?.pointee.si_code ?? 0) > 0 && (signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE)
    if fault, hasReporterAction[Int(signal)] {
        let nothing = open("/dev/null", O_RDONLY)
        if nothing >= 0 { _ = dup2(nothing, StandardStreams.input) }
        sigaction(signal, reporterActions + Int(signal), nil)
        return
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// Puts the terminal back from inside a signal handler: bytes that leave every mode, then termios.
private func emergencyRestore() {
    guard restoreFD >= 0 else { return }
    if let bytes = restoreBytes, restoreByteCount > 0 {
        if write(restoreFD, bytes, restoreByteCount) != restoreByteCount {
            // The terminal is not reading (the descriptor is non-blocking): drop the queued frame,
            // cancel any sequence it was cut in, and send the way out on its own.
            _ = tcflush(restoreFD, TCOFLUSH)
            var cancel: UInt8 = 0x18
            _ = write(restoreFD, &cancel, 1)
            _ = write(restoreFD, bytes, restoreByteCount)
        }
    }
    if restoreHasSettings {
        _ = tcsetattr(restoreFD, TCSANOW, &restoreSettings)
    }
    // Keys typed for the dialog, or half a line of a password, must not reach the shell.
    _ = tcflush(restoreFD, TCIFLUSH)
}

/// Turns signals into bytes on a pipe the run loop polls (the self-pipe trick), so that the
/// loop, not a handler, decides what to do; and restores the terminal before a crash or any other
/// signal whose default action ends the process kills us.
public enum SignalRelay {
    public static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]
    /// Stops for touching the terminal from the background, or asked as Ctrl-Z asks (relayed as SIGTSTP).
    public static let terminalAccess: [Int32] = [SIGTTIN, SIGTTOU]
    /// Relayed too, so that the loop learns at once that a child it runs (a preview) ended, or
    /// stopped (a command that asks on the terminal); with
    /// SA_RESTART, so that no read or write anywhere else sees EINTR for it.
    public static let childEnded = SIGCHLD
    public static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    /// The other signals that end a process by default (signal(7)): they get the crash handler,
    /// but only while nobody has chosen another action for them (a shell's `trap '' USR1` is
    /// inherited as ignore; a PopupKit program may have its own handler). SIGPIPE is ignored:
    /// a closed stdout is an error we report. SIGKILL and SIGSTOP cannot be caught.
    public static let fatal: [Int32] = [SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
                                        SIGXCPU, SIGXFSZ, SIGSYS] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// Installs the handlers for one more holder (a terminal, a plain progress loop, a
    /// `SignalScope`); returns the pipe's read end to poll. The relays stay installed until the
    /// last holder calls `release()`, so the order in which holders go away never matters.
    public static func acquire() throws -> Int32 {
        if relayReadFD < 0 {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw TTYError("pipe", code: errno) }
            for (index, fd) in fds.enumerated() {
                guard let moved = Descriptors.aboveStandardStreams(fd) else { throw TTYError("pipe", code: errno) }
                fds[index] = moved
            }
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            relayReadFD = fds[0]
            relayWriteFD = fds[1]
        }
        relayHolders += 1
        guard relayHolders == 1 else { return relayReadFD }
        // The first holder starts clean: a signal that ended an earlier dialog in this process
        // (a PopupKit program that carries on) must not end this one too. A later holder keeps
        // what came meanwhile: a Ctrl-C before the box opened still ends it.
        _ = drain()
        clearPendingTermination()
        for signal in relayed { setHandler(signal, relayHandler, flags: 0) }
        setHandler(childEnded, relayHandler, flags: Int32(SA_RESTART))
        _ = controllingTerminalPath
        for signal in terminalAccess { installTerminalAccessHandler(signal) }
        let once = Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))
        guardCrashes()
        for signal in fatal where hasDefaultAction(signal) { setHandler(signal, crashHandler, flags: once) }
        Glibc.signal(SIGPIPE, SIG_IGN)
        return relayReadFD
    }

    /// One holder is done; the last puts the default actions back (the crash handlers stay until
    /// the restore data is cleared).
    public static func release() {
        guard relayHolders > 0 else { return }
        relayHolders -= 1
        guard relayHolders == 0 else { return }
        for signal in relayed + terminalAccess + [childEnded] { Glibc.signal(signal, SIG_DFL) }
    }

    public static func reinstallRelay(_ signal: Int32) {
        setHandler(signal, relayHandler, flags: 0)
    }

    /// The crash handlers, on a stack of their own (a stack overflow leaves none to run on),
    /// keeping what was there before them to hand the crash on to. Installed first thing (a
    /// crash reading the arguments is a crash too), and again by `acquire`; once is enough.
    public static func guardCrashes() {
        guard !faultHandlersInstalled else { return }
        faultHandlersInstalled = true
        AlternateSignalStack.ensure()
        for signal in crashes {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = faultHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_SIGINFO) | UInt32(SA_ONSTACK) | UInt32(SA_NODEFER))
            var previous = sigaction()
            guard sigaction(signal, &action, &previous) == 0 else { continue }
            reporterActions[Int(signal)] = previous
            // SIG_DFL is 0 and SIG_IGN 1: neither is a reporter to hand on to.
            hasReporterAction[Int(signal)] = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) > 1
        }
    }

    private static func hasDefaultAction(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return current.__sigaction_handler.sa_handler == nil  // SIG_DFL is the null handler
    }

    private static func setHandler(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a blocked read or write returns EINTR, so the loop sees the signal at once.
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    /// Signals received since the last call, in order.
    public static func drain() -> [Int32] {
        guard relayReadFD >= 0 else { return [] }
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(relayReadFD, $0.baseAddress, 64) }
            if count <= 0 { break }
            result += buffer.prefix(count).map { Int32($0) }
        }
        return result
    }

    /// A signal that asked the program to end (INT, TERM, HUP, QUIT), if one came.
    public static var pendingTermination: Int32? {
        terminationSignal == 0 ? nil : terminationSignal
    }

    public static func clearPendingTermination() { terminationSignal = 0 }

    /// What a crash handler writes and restores. Call before entering raw mode.
    public static func armEmergencyRestore(fd: Int32, settings: termios?, bytes: [UInt8]) {
        disarmEmergencyRestore()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        restoreBytes = buffer
        restoreByteCount = bytes.count
        if let settings {
            restoreSettings = settings
            restoreHasSettings = true
        }
        restoreFD = fd
    }

    public static func disarmEmergencyRestore() {
        restoreFD = -1
        restoreHasSettings = false
        restoreByteCount = 0
        restoreBytes?.deallocate()
        restoreBytes = nil
    }
}
