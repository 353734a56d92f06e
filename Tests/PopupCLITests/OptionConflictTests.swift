import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Options that mean nothing together are refused at once rather than drawn in vain: `--no-wait`
/// answers nothing, a progress box has no list, and stdin feeds one thing.
final class OptionConflictTests: XCTestCase {
    func testWhatNeedsAnAnswerIsRefused() {
        let table: [([String], String)] = [
            (["--no-wait", "--item", "a"], "'--item' cannot be used with '--no-wait': it does not wait for an answer"),
            (["--no-wait", "--items-from", "list.txt"], "'--items-from' cannot be used with '--no-wait': it does not wait for an answer"),
            (["--no-wait", "-i", "Name"], "'--input' cannot be used with '--no-wait': it does not wait for an answer"),
            (["--no-wait", "--password", "PIN"], "'--password' cannot be used with '--no-wait': it does not wait for an answer"),
            (["--no-wait", "--progress"], "'--progress' cannot be used with '--no-wait': it does not wait for an answer"),
            (["--no-wait", "--timeout", "5"], "'--timeout' cannot be used with '--no-wait': it does not wait for an answer"),
        ]
        for (arguments, message) in table {
            XCTAssertThrowsError(try InvocationBuilder.build(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CLIError)?.description, message)
            }
        }
    }

    /// A progress box answers with its button alone: a list in it was shown, and the pick lost.
    func testAProgressBoxHasNoList() {
        for (arguments, option) in [(["--progress", "--item", "a"], "--item"), (["--progress", "--items-from", "list.txt"], "--items-from")] {
            XCTAssertThrowsError(try InvocationBuilder.build(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CLIError)?.description, "'\(option)' cannot be used with '--progress': a progress box has no list")
            }
        }
    }

    /// A spec read from stdin leaves nothing there for items, a picture or a message.
    func testASpecFromStdinLeavesStdinToNothingElse() {
        for (option, shown) in [("--items-from", "--items-from -"), ("--image", "--image -"), ("--buttons-from", "--buttons-from -"),
                                ("--message-file", "--message-file -"), ("-m", "-m -")] {
            let io = MemoryIO(stdin: Array(#"{"title":"Pick"}"#.utf8))
            XCTAssertEqual(PopupCommand.run(["--spec", "-", option, "-", "--answer", "OK"], io: io), 125, option)
            XCTAssertEqual(io.stderr, "popupctl: stdin can feed only one of '--spec -' and '\(shown)'\n")
        }
    }

    func testAMessageWithButtonsIsStillShown() throws {
        let invocation = try InvocationBuilder.build(["--no-wait", "-t", "Rebooting", "-m", "in 5 seconds", "-b", "OK"])
        XCTAssertTrue(invocation.noWait)
    }
}
