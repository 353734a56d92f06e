import Glibc

/// The inputs the runs share, written once to a temporary directory and removed at the end.
final class Fixtures {
    /// Printed by every dialog; its first letter occurs once in it (see OutputScanner).
    static let marker = "QZMARKERX"
    static let buttonCount = 124

    let directory: String
    /// A 1 MiB message and a 10 KiB one, to show that a scroll step does not grow with the text.
    let largeMessage: String
    let smallMessage: String
    let buttonLabels: [String]
    let buttonList: String
    private var files: [String] = []

    init() throws {
        var template = Array("/tmp/popupctl-bench.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchError("cannot make a temporary directory") }
        directory = String(cString: made)
        largeMessage = directory + "/message-1MiB.txt"
        smallMessage = directory + "/message-10KiB.txt"
        buttonList = directory + "/buttons.txt"
        buttonLabels = (1...Self.buttonCount).map { number in
            let digits = String(number)
            return "Choice " + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        }
        try write(largeMessage, Self.message(bytes: 1 << 20))
        try write(smallMessage, Self.message(bytes: 10 << 10))
        try write(buttonList, Array(buttonLabels.joined(separator: "\n").utf8) + [0x0A])
    }

    deinit {
        for file in files { unlink(file) }
        rmdir(directory)
    }

    /// A path in the directory for a file a run makes (removed at the end too).
    func path(_ name: String) -> String {
        let path = directory + "/" + name
        if !files.contains(path) { files.append(path) }
        return path
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        if !files.contains(path) { files.append(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw BenchError("cannot write \(path)") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw BenchError("cannot write \(path)") }
            offset += written
        }
    }

    /// Prose-like text of `bytes` bytes: lines of 3 to 30 words, the marker first. Always the same.
    static func message(bytes: Int) -> [UInt8] {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                     "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var out = Array((marker + " begins a long message").utf8) + [0x0A]
        while out.count < bytes {
            let count = 3 + next(28)
            for index in 0..<count {
                if index > 0 { out.append(0x20) }
                out += words[next(words.count)].utf8
            }
            out.append(0x0A)
        }
        return Array(out.prefix(bytes - 1)) + [0x0A]
    }
}
