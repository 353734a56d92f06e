import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What popupctl writes on stderr about its input is harmless and short: an error line quoting a
/// word with line breaks in it stays one line, a megabyte word makes a short line, and dialog's
/// `--args` echo shows escape sequences as pictures, never raw.
final class ErrorLineTests: XCTestCase {
    /// Runs popupctl under `name` with no terminal and no stdin (stopped after 20 s by `timeout`).
    static func run(as name: String, _ arguments: [String], environment: [String: String] = [:])
        throws -> (status: Int32, stdout: String, stderr: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-lines-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent(name).path
        unlink(link)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, link), 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "/usr/bin/timeout", "-s", "KILL", "20", link] + arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "POPUPCTL_ANSWER")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // stderr read beside stdout: a pipe left full would stop the writer.
        let errors = ErrorText()
        let reader = Thread { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = errors.wait()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    private func assertHarmless(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F || (0x80...0x9F).contains($0.value) },
                       "\(what): a control character reached stderr: \(text.debugDescription.prefix(300))", file: file, line: line)
    }

    func testAWordWithLineBreaksStaysOnOneLine() throws {
        let word = "12\nfake: line\u{1B}[2J"
        for (name, arguments) in [("dialog", ["--rangebox", "t", "0", "0", word, "1", "2"]),
                                  ("whiptail", ["--msgbox", "hi", "0", "0", "--bogus\nfake: line"]),
                                  ("popupctl", ["--width", word])] {
            let result = try Self.run(as: name, arguments)
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            print("error lines: \(name) \(arguments.first!.debugDescription): \(lines.count - 1) line(s): \(result.stderr.debugDescription)")
            XCTAssertFalse(lines.contains { $0.hasPrefix("fake: line") }, "\(name): the input's line break made a line of its own")
            XCTAssertFalse(result.stderr.isEmpty, name)
            assertHarmless(result.stderr, name)
        }
    }

    /// (100 000 characters: the most one argument may have is 128 KiB.)
    func testAHugeWordMakesAShortLine() throws {
        let word = String(repeating: "9x", count: 50_000)
        for (name, arguments) in [("dialog", ["--rangebox", "t", "0", "0", word, "1", "2"]),
                                  ("whiptail", ["--msgbox", "hi", "0", "0", "--" + word]),
                                  ("popupctl", ["--" + word]),
                                  ("popupctl", ["--width", word])] {
            let result = try Self.run(as: name, arguments)
            let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
            print("error lines: \(name) with a 100 000-character word: \(result.stderr.utf8.count) bytes, longest line \(longest) characters")
            XCTAssertGreaterThan(longest, 0, name)
            XCTAssertLessThanOrEqual(longest, 420, name)
        }
    }

    func testDialogArgsEchoIsSanitised() throws {
        let title = "a\u{1B}]0;owned\u{07}b\u{1B}[?1049l\u{9B}c\u{202E}d"
        let result = try Self.run(as: "dialog", ["--args", "--msgbox", title, "0", "0"])
        print("dialog --args: \(result.stderr.debugDescription.prefix(200))")
        XCTAssertTrue(result.stderr.contains("Showing arguments at arg1"))
        XCTAssertTrue(result.stderr.contains(" arg2:a"), "the word is still shown")
        XCTAssertFalse(result.stderr.contains("\u{1B}"), "an escape reached the terminal")
        XCTAssertFalse(result.stderr.contains("\u{202E}"), "a bidi override reached the terminal")
        assertHarmless(result.stderr, "--args")
    }
}

/// What a reading thread took from a pipe, handed over once it is all there.
private final class ErrorText: @unchecked Sendable {
    private let done = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        done.lock()
        data = value
        done.signal()
        done.unlock()
    }

    func wait() -> Data {
        done.lock()
        defer { done.unlock() }
        while data == nil { done.wait() }
        return data!
    }
}
