import XCTest
@testable import PopupCLI
import PopupCore
import PopupTestSupport

/// Text files and stdin as people save them (issue 18): CR LF line endings and a UTF-8
/// byte-order mark mean the same as LF and no mark, for every text input.
final class TextInputTests: XCTestCase {
    private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    private func theme(_ arguments: [String], files: [String: [UInt8]] = [:]) throws -> Theme {
        try ThemeLoader.load(try InvocationBuilder.build(ArgumentParser.parse(arguments)), io: MemoryIO(files: files)).checked()
    }

    func testThemeFileWithWindowsLineEndingsAndAMark() throws {
        let expected = try theme(["--theme", "dark", "--set", "title.color=#ff8800", "--set", "button.destructive.color=red"])
        let text = "base = dark\r\ntitle.color = #ff8800\r\n[button.destructive]\r\ncolor = red\r\n"
        XCTAssertEqual(try theme(["--theme", "./crlf"], files: ["./crlf": Array(text.utf8)]), expected)
        XCTAssertEqual(try theme(["--theme", "./marked"], files: ["./marked": bom + Array(text.utf8)]), expected)
    }

    func testSpecWithAMark() throws {
        let io = MemoryIO(files: ["dialog.json": bom + Array(#"{"title":"T","buttons":[{"label":"Go"}],"answer":"Go"}"#.utf8)])
        XCTAssertEqual(PopupCommand.run(["--spec", "dialog.json"], io: io), 0, io.stderr)
        XCTAssertEqual(io.stdout, "Go\n")
        let piped = MemoryIO(stdin: bom + Array(#"{"buttons":[{"label":"Go"}],"answer":"Go"}"#.utf8))
        XCTAssertEqual(PopupCommand.run(["--spec", "-"], io: piped), 0, piped.stderr)
    }

    func testMessageAndButtonListsWithAMarkAndWindowsLineEndings() throws {
        let io = MemoryIO(files: ["message.txt": bom + Array("Hello\r\nworld\r\n".utf8),
                                  "buttons.txt": bom + Array("Alpha\r\nBeta\r\n\r\n".utf8)])
        let invocation = try InvocationBuilder.build(["--message-file", "message.txt", "--buttons-from", "buttons.txt"])
        let dialog = try DialogResolver.resolve(invocation, io: io)
        XCTAssertEqual(dialog.message, "Hello\nworld")
        XCTAssertEqual(dialog.buttons.map(\.label), ["Alpha", "Beta"])
        let piped = MemoryIO(stdin: bom + Array("From stdin\r\n".utf8))
        XCTAssertEqual(try DialogResolver.resolve(try InvocationBuilder.build(["-m", "-"]), io: piped).message, "From stdin")
    }

    func testValuesFromTheEnvironmentSplitAsEveryOtherInput() {
        XCTAssertEqual(GivenAnswer.valueLines("alice\r\nsecret\r\n"), ["alice", "secret"])
        XCTAssertEqual(GivenAnswer.valueLines("a\n\nb\n"), ["a", "", "b"])
        XCTAssertEqual(GivenAnswer.valueLines(""), [""])
    }
}
