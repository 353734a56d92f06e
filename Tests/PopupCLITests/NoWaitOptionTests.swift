import XCTest
@testable import PopupCLI

/// `--no-wait` draws once and exits: what only an answer could use is refused, not drawn in vain.
final class NoWaitOptionTests: XCTestCase {
    func testWhatNeedsAnAnswerIsRefused() {
        let table: [([String], String)] = [
            (["--no-wait", "--item", "a"], "'--item' cannot be used with '--no-wait', which does not wait for an answer"),
            (["--no-wait", "--items-from", "list.txt"], "'--items-from' cannot be used with '--no-wait', which does not wait for an answer"),
            (["--no-wait", "-i", "Name"], "'--input' cannot be used with '--no-wait', which does not wait for an answer"),
            (["--no-wait", "--password", "PIN"], "'--password' cannot be used with '--no-wait', which does not wait for an answer"),
            (["--no-wait", "--progress"], "'--progress' cannot be used with '--no-wait', which does not wait for an answer"),
            (["--no-wait", "--timeout", "5"], "'--timeout' cannot be used with '--no-wait', which does not wait for an answer"),
        ]
        for (arguments, message) in table {
            XCTAssertThrowsError(try InvocationBuilder.build(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CLIError)?.description, message)
            }
        }
    }

    func testAMessageWithButtonsIsStillShown() throws {
        let invocation = try InvocationBuilder.build(["--no-wait", "-t", "Rebooting", "-m", "in 5 seconds", "-b", "OK"])
        XCTAssertTrue(invocation.noWait)
    }
}
