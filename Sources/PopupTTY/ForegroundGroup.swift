import Glibc

/// Which process group the controlling terminal's keys and signals go to (tcsetpgrp).
public enum ForegroundGroup {
    /// Makes `group` the terminal's foreground group; ours when nil. SIGTTOU is held meanwhile:
    /// taking the terminal back from the background is asked of the kernel, not stopped for.
    @discardableResult
    public static func set(_ group: pid_t? = nil) -> Bool {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var held = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, SIGTTOU)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        return tcsetpgrp(fd, group ?? getpgrp()) == 0
    }

    /// Turns TOSTOP on for as long as the settings are not put back (`RawMode.restore`): a
    /// background group that writes on the terminal is stopped (SIGTTOU) before its bytes land,
    /// so that a prompt written before a read is shown after the box has stepped aside, not drawn
    /// over the box and lost with it.
    public static func stopBackgroundOutput() {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0, settings.c_lflag & tcflag_t(TOSTOP) == 0 else { return }
        settings.c_lflag |= tcflag_t(TOSTOP)
        _ = tcsetattr(fd, TCSANOW, &settings)
    }

}
