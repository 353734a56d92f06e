import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's far end closing (an ssh drop: the pty's master closed) is a hangup: popupctl
/// ends with 129 and records a `"signal":1` line, as tmux's kill-session gives, never 125 with
/// `tcsetattr: input/output error` and nothing recorded.
final class TerminalDropTests: XCTestCase {
    func testAClosedMasterIsAHangup() throws {
        guard RepositoryPaths.has("script") else { throw XCTSkip("script (util-linux) is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-drop-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // popupctl leads the terminal's session, as `ssh -t host popupctl …` runs it: the hangup's
        // SIGHUP comes with a SIGCONT. Its status is in the line it records.
        let inner = "exec \(Tmux.quote(RepositoryPaths.popupctl)) -t Hi -b OK 2> \(directory)/err"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "sh -c \(Tmux.quote(inner))", "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["POPUPCTL_RECORD"] = directory + "/record.jsonl"
        environment["TERM"] = "xterm"
        environment.removeValue(forKey: "POPUPCTL_ANSWER")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        // The box is on screen once its button has been drawn.
        let fd = output.fileHandleForReading.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var seen: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let shown = Poll.until(timeout: 20, every: 0.01, { () -> String in
            let count = read(fd, &chunk, chunk.count)
            if count > 0 { seen += chunk.prefix(count) }
            return String(decoding: seen, as: UTF8.self)
        }, { $0.contains("OK") })
        XCTAssertTrue(shown.met, "the box never showed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let start = Date()
        let record = Poll.until(timeout: 10, every: 0.005, { (try? String(contentsOfFile: directory + "/record.jsonl", encoding: .utf8)) ?? "" },
                                { $0.hasSuffix("\n") })
        let stderr = (try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? ""
        print("terminal drop: after \(String(format: "%.3f", Date().timeIntervalSince(start))) s recorded \(record.value.debugDescription); stderr: \(stderr)")
        XCTAssertTrue(record.value.contains("\"signal\":1"), record.value)
        XCTAssertTrue(record.value.contains("\"status\":129"), record.value)
        XCTAssertFalse(stderr.contains("tcsetattr"), stderr)
    }
}
