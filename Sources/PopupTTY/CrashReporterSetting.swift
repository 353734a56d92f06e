import Glibc

/// Keeps Swift's crash reporter off the terminal. When stdin and stdout are both terminals, the
/// reporter (swift-backtrace) waits 30 s for a key after a crash, in a mode of its own that
/// Ctrl-C leaves behind (`-icanon -echo`). It reads its settings (SWIFT_BACKTRACE) once, as the
/// process starts, so popupctl starts itself again, once, with `interactive=no` added: the
/// report then goes to stderr and the process ends at once. The setting is for popupctl alone:
/// the restarted process puts SWIFT_BACKTRACE back as it found it, so the commands it runs see
/// the environment they were given.
public enum CrashReporterSetting {
    static let variable = "SWIFT_BACKTRACE"
    static let added = "interactive=no"
    /// Set across the restart: "-" when SWIFT_BACKTRACE was unset, else "=" and its value.
    static let original = "POPUPCTL_ORIGINAL_SWIFT_BACKTRACE"

    /// Call first thing in main. Returns only in the process that runs on (exec failing, it is
    /// this one, with the environment as it was).
    public static func apply() {
        if let saved = getenv(original).map({ String(cString: $0) }) {
            unsetenv(original)
            if saved.hasPrefix("=") { setenv(variable, String(saved.dropFirst()), 1) } else { unsetenv(variable) }
            return
        }
        let current = getenv("SWIFT_BACKTRACE").map { String(cString: $0) }
        guard let setting = setting(for: current, stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1) else { return }
        setenv(original, current.map { "=" + $0 } ?? "-", 1)
        setenv(variable, setting, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // No /proc, or no exec: carry on as we are.
        unsetenv(original)
        if let current { setenv(variable, current, 1) } else { unsetenv(variable) }
    }

    /// The SWIFT_BACKTRACE to restart with, or nil when the reporter would not wait for a key:
    /// not both terminals (its `interactive=tty` default), or a setting that already says.
    static func setting(for current: String?, stdinIsTerminal: Bool, stdoutIsTerminal: Bool) -> String? {
        guard stdinIsTerminal, stdoutIsTerminal else { return nil }
        guard let current, !current.isEmpty else { return added }
        for pair in current.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces.lowercased() }
            // Said already: interactive or not, or no reporter at all.
            if parts.first == "interactive" { return nil }
            if parts.first == "enable", parts.count == 2, !["on", "true", "yes", "y", "t", "1", "tty", "auto"].contains(parts[1]) { return nil }
        }
        return current + "," + added
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
