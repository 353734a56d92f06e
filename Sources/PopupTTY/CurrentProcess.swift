import Glibc

/// What this process is and where it runs, for running itself again elsewhere (in a tmux popup)
/// as it was run here.
public enum CurrentProcess {
    /// The executable's own path, links resolved (/proc/self/exe); nil when it cannot be read.
    /// Our process id.
    public static var id: Int32 { getpid() }

    public static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The working directory; nil when it cannot be read (removed meanwhile).
    public static var workingDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes `environment` the whole environment (before anything reads it; no other thread may meanwhile).
    public static func replaceEnvironment(_ environment: [String: String]) {
        clearenv()
        for (name, value) in environment where !name.isEmpty && !name.contains("=") { setenv(name, value, 1) }
    }

    /// Removes one variable from the environment.
    public static func removeVariable(_ name: String) { unsetenv(name) }

    /// Makes `path` the working directory; false when it cannot be entered.
    @discardableResult
    public static func changeDirectory(_ path: String) -> Bool { chdir(path) == 0 }

    /// Sends `signal` to this process, as if from outside: its handler sees it as any other.
    public static func signal(_ signal: Int32) { _ = kill(getpid(), signal) }
}
