import Glibc

/// Our process becomes another program in place (fzf's `become`): same process id, same stdout
/// and stderr, its stdin the terminal, as fzf hands it over. The caller has restored the terminal.
public enum ProcessImage {
    /// Replaces the process with `arguments` (the first found on PATH when it has no slash) and
    /// `environment`; returns only when that cannot be done, with the reason.
    public static func replace(_ arguments: [[UInt8]], environment: [String: String]) -> TTYError {
        guard let name = arguments.first.map({ String(decoding: $0, as: UTF8.self) }) else { return TTYError("execve", code: ENOENT) }
        guard let path = CommandSearch.path(of: name) else { return TTYError(name, code: ENOENT) }
        let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        if tty >= 0 {
            dup2(tty, 0)
            close(tty)
        }
        // What we set for ourselves is not the program's: signals we ignore or hold, non-blocking output.
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD, SIGCONT] {
            _ = Glibc.signal(signal, SIG_DFL)
        }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        for fd: Int32 in [0, 1, 2] {
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 && flags & O_NONBLOCK != 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        }
        // The program's path is its first word, as fzf (Go's exec.LookPath) gives it.
        let words = ([Array(path.utf8)] + arguments.dropFirst()).map { $0.map { $0 == 0 ? UInt8(ascii: " ") : $0 } }
        let entries = environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { word in
            word.withUnsafeBufferPointer { bytes in
                let copy = malloc(bytes.count + 1)!.assumingMemoryBound(to: CChar.self)
                bytes.withMemoryRebound(to: CChar.self) { copy.update(from: $0.baseAddress!, count: bytes.count) }
                copy[bytes.count] = 0
                return copy
            }
        } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        execve(path, &argv, &envp)
        let code = errno
        for pointer in argv + envp { free(pointer) }
        return TTYError(name, code: code)
    }
}
