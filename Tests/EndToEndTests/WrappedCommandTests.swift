import Foundation
import XCTest

/// `--progress -- CMD` (issue 30 item 5): every line the command prints is shown and never read
/// as a percentage or a message; its progress comes through `POPUPCTL_PROGRESS_FD`.
final class WrappedCommandTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private var binary: String { Tmux.binaryDirectory.appendingPathComponent("popupctl").path }

    /// In the box: `seq 1 100` is a tail of numbers, not "100%"; the channel moves the bar.
    func testTheBoxShowsOutputAndTakesProgressFromTheChannel() throws {
        let script = "seq 1 100; echo 40 >&\"$POPUPCTL_PROGRESS_FD\"; echo '# Compiling' >&3; until [ -f go1 ]; do sleep 0.02; done"
        let run = try DialogRun("--progress -t Build -- sh -c \(Tmux.quote(script))")
        let screen = run.tmux.waitForScreen("the channel's percentage and message") { $0.contains("40%") && $0.contains("Compiling") }
        XCTAssertTrue(screen.split(separator: "\n").contains { $0.contains("│ 100") || $0.contains(" 100 ") }, screen)
        XCTAssertFalse(screen.contains("100%"), screen)
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("go1").path, contents: nil)
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    /// With no terminal: the title, every line as it came, then the status; nothing read as progress.
    func testWithoutATerminalEveryLinePassesThrough() throws {
        let result = try Tmux.run(["setsid", "-w", binary, "-t", "Build", "--progress", "--", "sh", "-c", "seq 1 100; exit 1"])
        let expected = "Build\n" + (1...100).map { "\($0)\n" }.joined() + "'sh' ended with status 1\n"
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, expected)
    }

    /// `--plain`, TERM=dumb and ACCESSIBLE=1: the lines on the terminal as they come.
    func testPlainDumbAndAccessiblePassLinesThrough() throws {
        let ways: [(String, [String: String])] = [("--plain ", [:]), ("", ["TERM": "dumb"]), ("", ["ACCESSIBLE": "1"])]
        for (flag, environment) in ways {
            let run = try DialogRun("\(flag)-t Build --progress -- sh -c 'echo one; echo 50; echo three'", environment: environment)
            XCTAssertEqual(run.status(), 0, "\(flag)\(environment)")
            let screen = run.tmux.waitFor("'sh' ended with status 0")
            XCTAssertTrue(screen.contains("Build\none\n50\nthree\n'sh' ended"), screen)
            XCTAssertFalse(screen.contains("50%"), screen)
        }
    }
}
