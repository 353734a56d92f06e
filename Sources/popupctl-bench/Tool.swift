import Glibc

/// A program measured side by side with the others.
struct Tool {
    enum Kind: String, CaseIterable {
        case popupctl, whiptail, dialog
        /// A picker, not a dialog: measured on lists only.
        case fzf

        var drawsDialogs: Bool { self != .fzf }
    }

    let kind: Kind
    let path: String

    /// The first executable called `name` on PATH.
    static func onPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The file starts with `#!`: an interpreter runs it (a wrapper, a version manager's shim).
    static func isScript(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var start: [UInt8] = [0, 0]
        return read(fd, &start, 2) == 2 && start == [0x23, 0x21]
    }

    /// The directory of this executable: `swift build` puts popupctl beside the bench.
    static func ownDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
