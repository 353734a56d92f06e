import XCTest
@testable import PopupKit

/// The line prompt and plain progress as pure programs: events in, commands out, no terminal and
/// no clock (the wording itself is checked through the command by PlainPromptTests and the rest).
final class LineProgramTests: XCTestCase {
    private let yesNo = Dialog(title: "Deploy?", buttons: [Button("Yes"), Button("No", role: .cancel)], timeout: 5)

    func testThePromptAsksThenTheLineAnswers() throws {
        var program = PromptProgram(yesNo)
        XCTAssertEqual(program.opening(), [.write("Deploy?\n")])
        XCTAssertEqual(program.start(), [.write("\n  1) Yes\n  2) No (cancel)\n"), .write("Choose 1-2 [2] (5s): ")])
        XCTAssertTrue(program.awaitsLine)
        XCTAssertEqual(program.wake, 5)
        XCTAssertEqual(try program.update(.line("x", at: 1.5)),
                       [.write("Please answer with a number from 1 to 2, or a label.\n"), .write("Choose 1-2 [2] (4s): ")])
        XCTAssertEqual(try program.update(.line("1", at: 2)), [.finish(.chosen(index: 0, label: "Yes", role: .default, values: []))])
    }

    func testThePromptEndsAsItsTimeOrItsLinesDo() throws {
        var timed = PromptProgram(yesNo)
        _ = timed.start()
        XCTAssertEqual(try timed.update(.timer(at: 5)), [.finish(.timedOut)])
        var ended = PromptProgram(yesNo)
        _ = ended.start()
        XCTAssertEqual(try ended.update(.endOfLines), [.finish(.dismissed(.escape))])
    }

    func testAPasswordIsTypedWithTheEchoOff() throws {
        var program = PromptProgram(Dialog(fields: [TextField(placeholder: "Password", isSecure: true)]))
        XCTAssertEqual(program.start(), [.write("Password: "), .echo(false)])
        let next = try program.update(.line("hunter2", at: 0))
        XCTAssertEqual(next.first, .echo(true))
        XCTAssertEqual(program.values, ["hunter2"])
    }

    func testPlainProgressWritesWhatIsDueAndEndsWithItsInput() {
        var program = ProgressLines(Dialog(message: "Copying", timeout: 10))
        XCTAssertEqual(program.update(.input(.data(Array("40\n".utf8), at: 0))), [.write("40% Copying\n")])
        XCTAssertEqual(program.update(.input(.data(Array("60\n".utf8), at: 0.5))), [], "held back for its second")
        XCTAssertEqual(program.wake, 1)
        XCTAssertEqual(program.update(.timer(at: 1)), [.write("60% Copying\n")])
        XCTAssertEqual(program.update(.input(.dataEnded(at: 1.2))), [.finish(.completed)])
        XCTAssertTrue(program.state.ended)
    }

    func testPlainProgressEndsAsItsTimeoutDoes() {
        var program = ProgressLines(Dialog(message: "Copying", timeout: 2))
        XCTAssertEqual(program.deadline, 2)
        XCTAssertEqual(program.update(.timer(at: 2)), [.write("Copying\n"), .finish(.timedOut)])
    }
}
