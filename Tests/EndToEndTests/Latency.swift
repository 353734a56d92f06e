import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// How long popupctl takes to end after something is done to it, seen from outside: from the act
/// to the status file the script writes once popupctl has exited. A bound is asserted with room
/// for a loaded machine (and a debug build); the figure is printed for the record.
enum Latency {
    /// What the contract promises: Ctrl-C, Esc and SIGTERM answered within half a second.
    static let bound = 0.5

    /// Seconds from `act` until the script has popupctl's status (nil: it never came), and the status.
    static func untilExit(_ run: DialogRun, timeout: TimeInterval = 15, _ what: String? = nil,
                          _ act: () -> Void) -> (seconds: Double?, status: Int?) {
        let url = run.tmux.workDir.appendingPathComponent("status")
        let start = Date()
        act()
        // Looked at often: the figure is the time to the first look that finds the status.
        let status = Poll.until(timeout: timeout - Date().timeIntervalSince(start), every: 0.002,
                                { try? String(contentsOf: url, encoding: .utf8) }, { $0?.hasSuffix("\n") == true })
        guard status.met, let text = status.value else { return (nil, nil) }
        let seconds = Date().timeIntervalSince(start)
        if let what { print("latency: \(what): \(String(format: "%.3f", seconds)) s") }
        return (seconds, Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Kills popupctl if it is still running (a test that failed on a stuck one must not leave it
    /// spinning after its terminal is gone).
    static func stop(_ run: DialogRun) {
        guard let text = try? String(contentsOf: run.tmux.workDir.appendingPathComponent("popupctl.pid"), encoding: .utf8),
              let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), ProcessState.isRunning(pid) else { return }
        kill(pid, SIGKILL)
    }

    /// Asserts that popupctl ended within `bound` of `act`, with `status` (any when nil); prints the figure.
    @discardableResult
    static func assertExit(_ run: DialogRun, _ what: String, status: Int? = nil, file: StaticString = #filePath,
                           line: UInt = #line, _ act: () -> Void) -> Double? {
        let (seconds, seen) = untilExit(run, what, act)
        guard let seconds else {
            XCTFail("\(what): popupctl never exited; screen:\n\(run.tmux.screen())", file: file, line: line)
            return nil
        }
        XCTAssertLessThan(seconds, bound, "\(what): \(seconds) s", file: file, line: line)
        if let status { XCTAssertEqual(seen, status, what, file: file, line: line) }
        return seconds
    }
}
