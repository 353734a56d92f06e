import Foundation
import XCTest

/// A read error on stdin is a failure, not the end of the input: one line and 125, with a
/// terminal and without, whether stdin is closed (`<&-`) or fails on its first read (a directory).
final class InputFailureTests: XCTestCase {
    private let inputs = [("<&-", "bad file descriptor"), ("< /", "is a directory")]

    func testInTheBox() throws {
        try requireTmux()
        for (redirection, reason) in inputs {
            for command in ["--progress -t Reading", "--items-from - -t Reading"] {
                let run = try DialogRun("\(command) \(redirection)")
                XCTAssertEqual(run.status(), 125, "\(command) \(redirection)")
                XCTAssertEqual(run.stderr, "popupctl: cannot read stdin: \(reason)\n", "\(command) \(redirection)")
                XCTAssertEqual(run.stdout, "")
                run.assertTerminalRestored()
            }
        }
    }

    func testWithoutATerminal() throws {
        let binary = Tmux.binaryDirectory.appendingPathComponent("popupctl").path
        for (redirection, reason) in inputs {
            for command in ["--progress -t Reading", "--items-from - --answer OK"] {
                let result = try Tmux.run(["setsid", "-w", "sh", "-c", "exec \(Tmux.quote(binary)) \(command) \(redirection)"])
                XCTAssertEqual(result.status, 125, "\(command) \(redirection)")
                XCTAssertEqual(result.output, "popupctl: cannot read stdin: \(reason)\n", "\(command) \(redirection)")
            }
        }
    }
}
