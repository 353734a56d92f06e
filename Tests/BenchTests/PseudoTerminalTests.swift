import XCTest
@testable import popupctl_bench

/// The harness runs a program in a terminal of its own, of the size asked for, types keys into
/// it and sees it end. (Nothing here asserts how long anything took.)
final class PseudoTerminalTests: XCTestCase {
    func launch(_ script: String) -> Launch {
        Launch(executable: "/bin/sh", arguments: ["-c", script], environment: Launch.baseEnvironment(),
               stdinPath: nil, columns: 77, rows: 21)
    }

    func testSeesTheMarkerThenTypesAKeyAndSeesTheProgramEnd() throws {
        let script = "stty size; test -t 0 && printf '\\033[1mQZMARKERX\\033[0m'; read line; printf 'got it'; exit 3"
        let run = try ToolRun(launch(script), marker: "QZMARKERX", quiet: 0.02, keepTranscript: true)
        let frame = try XCTUnwrap(run.firstFrame(timeout: 20))
        XCTAssertGreaterThan(frame.bytes, 9)
        XCTAssertNotNil(run.exit(after: .enter, timeout: 20))
        run.finish()
        let transcript = String(decoding: run.transcript ?? [], as: UTF8.self)
        XCTAssertTrue(transcript.contains("21 77"), transcript)
        XCTAssertTrue(transcript.contains("got it"), transcript)
        XCTAssertEqual(run.process.exitStatus.map { ($0 >> 8) & 0xFF }, 3)
    }

    func testWaitsForTextOnTheScreenThatIsOnlyPartlyRedrawn() throws {
        // The second count rewrites one digit in place, as a tool that draws differences does.
        let script = "stty raw -echo; printf 'count 1'; dd bs=1 count=1 2>/dev/null >/dev/null; printf '\\r\\033[6C2'; cat >/dev/null"
        let run = try ToolRun(launch(script), marker: "QZMARKERX", quiet: 0.02, keepsScreen: true)
        defer { run.finish() }
        XCTAssertNotNil(run.wait(until: run.process.started + 20) { $0.shows("count 1") })
        let step = try XCTUnwrap(run.respond(to: .seven, timeout: 20) { $0.shows("count 2") })
        XCTAssertEqual(step.bytes, 6, "CR, ESC [ 6 C, the digit")
        XCTAssertNil(run.wait(until: Monotonic.now() + 0.2) { $0.shows("count 3") }, "text that never shows ends at the deadline")
    }

    func testAProgramThatNeverShowsTheMarkerHasNoFirstFrame() throws {
        let run = try ToolRun(launch("printf 'nothing to see'"), marker: "QZMARKERX", quiet: 0.02)
        XCTAssertNil(run.firstFrame(timeout: 20))
        XCTAssertTrue(run.process.hasExited)
    }
}
