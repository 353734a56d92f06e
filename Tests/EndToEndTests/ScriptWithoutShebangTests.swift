import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A script without a `#!` line is run with /bin/sh, as execvp, env, timeout and the shells run it
/// (the kernel refuses it with ENOEXEC, "exec format error", status 126).
extension NoTerminalTests {
    func testAScriptWithoutAShebangRunsWithSh() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-noshebang-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("build-step")
        try "echo 50\necho \"args: $*\"\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(script.path, 0o755), 0)

        let byPath = try run(["--progress", "--", script.path, "one", "two words"])
        XCTAssertEqual(byPath.status, 3, "the script's own status: \(byPath.stderr)")
        XCTAssertTrue(byPath.stderr.contains("args: one two words"), byPath.stderr)

        let byName = try run(["--progress", "--", "build-step", "x"],
                             environment: ["PATH": directory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
        XCTAssertEqual(byName.status, 3, "found on PATH: \(byName.stderr)")
        XCTAssertTrue(byName.stderr.contains("args: x"), byName.stderr)
    }

    func testAFileThatCannotRunAtAllIsStill126() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-noexec-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.txt")
        try "echo never\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["--progress", "--", file.path])
        XCTAssertEqual(result.status, 126, "not executable: permission denied")
        XCTAssertTrue(result.stderr.hasPrefix("popupctl: cannot run"), result.stderr)
    }
}
