import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program's peak memory, as the kernel counts it.
enum PeakMemory {
    /// Runs `arguments` with nothing on its standard streams; its exit status and peak memory
    /// (the kernel's count for exactly that child, from wait4).
    static func of(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"].map { (text: String) in strdup(text) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard started == 0 else { throw NSError(domain: "spawn", code: Int(started)) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
    }
}
