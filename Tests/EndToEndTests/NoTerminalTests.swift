import Foundation
import XCTest

/// With no terminal at all (CI, cron, ssh host cmd): answered, or exit 125; never a hang.
final class NoTerminalTests: XCTestCase {
    private var binary: String { Tmux.binaryDirectory.appendingPathComponent("popupctl").path }

    /// Runs popupctl with no terminal; one still running after `deadline` seconds is killed and
    /// the test fails, so a hang is reported instead of stalling the suite.
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
                     deadline: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line)
        throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", binary] + arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "POPUPCTL_ANSWER")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        let watchdog = Watchdog(setsid: process.processIdentifier, after: deadline)
        defer {
            if watchdog.finish() { XCTFail("popupctl \(arguments) still running after \(deadline)s; killed", file: file, line: line) }
        }
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    func testNoTerminalAndNoAnswerFailsClearly() throws {
        let result = try run(["-t", "Deploy?", "-b", "Deploy", "--cancel", "Abort"])
        XCTAssertEqual(result.status, 125)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1)
        XCTAssertTrue(result.stderr.contains("no terminal"))
        XCTAssertTrue(result.stderr.contains("--answer") && result.stderr.contains("POPUPCTL_ANSWER"), "the command's own words")
    }

    func testAnswerFromEnvironmentOrFlag() throws {
        let byEnv = try run(["-t", "Deploy?", "--cancel", "Abort", "-b", "Deploy"], environment: ["POPUPCTL_ANSWER": "Deploy"])
        XCTAssertEqual(byEnv.status, 1)
        XCTAssertEqual(byEnv.stdout, "Deploy\n")
        let byIndex = try run(["--cancel", "Abort", "-b", "Deploy", "--answer", "0", "--output", "index"])
        XCTAssertEqual(byIndex.status, 0)
        XCTAssertEqual(byIndex.stdout, "0\n")
        let json = try run(["--cancel", "Abort", "--destructive", "Delete", "--answer", "delete", "--output", "json"])
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.stdout, #"{"index":1,"label":"Delete","role":"destructive","values":{},"dismissed":false,"reason":null,"status":1}"# + "\n")
    }

    func testUnknownAnswerIsAnErrorNotAGuess() throws {
        let result = try run(["--cancel", "Keep", "--destructive", "Delete", "--answer", "yes"])
        XCTAssertEqual(result.status, 125)
        XCTAssertTrue(result.stderr.contains("matches no button"))
    }

    func testMessageFromStdinWithAnswer() throws {
        let result = try run(["-m", "-", "-b", "OK", "--answer", "OK"], input: "hello\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "OK\n")
        XCTAssertEqual(result.stderr, "", "stdin from a pipe needs no notice")
    }

    func testBadImagesFailWithOneLineNamingTheFileAndTheFault() throws {
        let missing = try run(["--image", "/nonexistent/cat.png", "-b", "OK", "--answer", "OK"])
        XCTAssertEqual(missing.status, 125)
        XCTAssertEqual(missing.stderr, "popupctl: cannot read the image '/nonexistent/cat.png': no such file or directory\n")
        XCTAssertEqual(missing.stdout, "")
        let piped = try run(["--image", "-", "-b", "OK", "--answer", "OK"], input: "\u{89}PNG")
        XCTAssertEqual(piped.status, 125)
        XCTAssertEqual(piped.stderr, "popupctl: cannot show the image from stdin: not a PNG or PNM image\n")
        let good = try run(["--image", "-", "-b", "OK", "--answer", "OK"], input: "P5 1 1 255\n\u{7F}")
        XCTAssertEqual(good.status, 0)
        XCTAssertEqual(good.stdout, "OK\n")
    }

    func testClosedStdoutIsReported() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", binary, "-b", "OK", "--answer", "OK", "--output", "label"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try out.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 125)
        XCTAssertEqual(stderr, "popupctl: cannot write to stdout: broken pipe\n")
    }
}

extension NoTerminalTests {
    func testUnattendedFormValues() throws {
        let flags = try run(["--input", "Branch name", "--validate", "^[a-z0-9._/-]+$", "-b", "Create", "--cancel", "Cancel",
                             "--answer", "Create", "--answer-value", "feature/x"])
        XCTAssertEqual(flags.status, 0)
        XCTAssertEqual(flags.stdout, "feature/x\n")
        let env = try run(["--input", "User name", "--password", "Password", "-b", "Sign in", "--output", "values"],
                          environment: ["POPUPCTL_ANSWER": "Sign in", "POPUPCTL_VALUES": "alice\nsecret"])
        XCTAssertEqual(env.status, 0)
        XCTAssertEqual(env.stdout, "alice\nsecret\n")
        let refused = try run(["--input", "Branch name", "--validate", "^[a-z]+$", "-b", "Create", "--answer", "Create",
                               "--answer-value", "Bad Name"])
        XCTAssertEqual(refused.status, 125)
        XCTAssertEqual(refused.stderr, "popupctl: value 'Bad Name' for field 'Branch name' is refused: must match ^[a-z]+$\n")
    }
}

/// Kills what `setsid -w` started (setsid forks: the command is its child) once a deadline passes.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private var fired = false

    init(setsid pid: Int32, after seconds: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !done else { return }
            fired = true
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGKILL) }
        }
    }

    /// Stops the watch; true when it had fired.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        done = true
        return fired
    }
}

extension NoTerminalTests {
    /// Issue 18: a backtracking matcher never finished this (exponential in the value's length).
    func testBacktrackingPatternEndsPromptly() throws {
        let result = try run(["-i", "B", "--validate", "^([a-z0-9]+-?)*$", "-b", "Create", "--answer", "Create",
                              "--answer-value", "my-branch-name-for-the-fix-of-the-crash!"], deadline: 10)
        XCTAssertEqual(result.status, 125)
        XCTAssertEqual(result.stderr, "popupctl: value 'my-branch-name-for-the-fix-of-the-crash!' for field 'B' "
                       + "is refused: must match ^([a-z0-9]+-?)*$\n")
        let accepted = try run(["-i", "B", "--validate", "^([a-z0-9]+-?)*$", "-b", "Create", "--answer", "Create",
                                "--answer-value", "my-branch-name-for-the-fix-of-the-crash"], deadline: 10)
        XCTAssertEqual(accepted.status, 0)
        XCTAssertEqual(accepted.stdout, "my-branch-name-for-the-fix-of-the-crash\n")
    }

    func testUnsupportedPatternIsRefusedAtStartNamingTheConstruct() throws {
        let result = try run(["-i", "B", "--validate", "(a+)\\1", "-b", "OK", "--answer", "OK", "--answer-value", "aa"], deadline: 10)
        XCTAssertEqual(result.status, 125)
        XCTAssertEqual(result.stderr, "popupctl: invalid pattern '(a+)\\1' for '--validate': backreference '\\1' is not supported\n")
    }
}
