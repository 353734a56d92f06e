import Foundation
import XCTest

/// A gauge with no one to show it to (CI, no terminal) reads its input to the end, however long:
/// a writer that met a closed pipe would die of SIGPIPE and fail a `set -o pipefail` script.
final class CompatGaugeDrainTests: XCTestCase {
    func testAGaugeWithNoTerminalReadsAllItsInput() throws {
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-gauge-\(getpid())")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let whiptail = links.appendingPathComponent("whiptail").path
        unlink(whiptail)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, whiptail), 0)
        // More than popupctl ever holds of an input (64 MiB), so it cannot all be read at once.
        let script = "head -c 100000000 /dev/zero | \(Tmux.quote(whiptail)) --gauge Working 8 50 0; echo \"${PIPESTATUS[*]}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", "setsid", "-w", "bash", "-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "POPUPCTL_ANSWER")
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(stdout, "0 0\n", "the writer and the gauge both end well")
        XCTAssertEqual(stderr, "", "nothing on whiptail's stderr")
    }
}
