import Foundation
import PopupTestSupport

/// A process seen through /proc, from outside.
enum ProcessState {
    /// The state letter from /proc/PID/stat (R, S, D, T, Z …), nil when the process is gone.
    static func state(_ pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// Alive and not a zombie.
    static func isRunning(_ pid: Int32) -> Bool {
        guard let state = state(pid) else { return false }
        return state != "Z" && state != "X"
    }

    /// The system call it waits in, from /proc/PID/syscall; nil while it runs, or once it is gone.
    static func systemCall(_ pid: Int32) -> SystemCall? {
        (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)).flatMap(SystemCall.init(procText:))
    }

    /// CPU time used so far, in clock ticks (user + system).
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 0 here, utime 11, stime 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Whether its process group is the terminal's foreground group (it reads its terminal's keys).
    static func isInForeground(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state 0, ppid 1, pgrp 2, session 3, tty 4, tpgid 5.
        return fields.count > 5 && fields[2] == fields[5]
    }

    static func describe(_ pid: Int32) -> String {
        "state \(state(pid).map(String.init) ?? "gone"), syscall \(systemCall(pid).map(String.init(describing:)) ?? "none")"
    }
}
