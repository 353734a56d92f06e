import PopupTestSupport
import XCTest
@testable import PopupCore

/// A program's typed progress updates: taken as given, nothing parsed, through the same state the
/// text input changes.
final class ProgressUpdateTests: XCTestCase {
    private func taken(_ updates: [ProgressUpdate]) -> ProgressState {
        var state = ProgressState()
        for (clock, update) in updates.enumerated() { state.apply(update, at: Double(clock)) }
        return state
    }

    func testAMessageIsShownAsGiven() {
        XCTAssertEqual(taken([.percent(10), .message(#"C:\new\dir"#)]).message, #"C:\new\dir"#, "\\n in a path is no line break")
        XCTAssertEqual(taken([.message("  indented")]).message, "  indented", "before any percentage, spaces kept")
        XCTAssertEqual(taken([.message("XXX"), .percent(5), .message("42")]).message, "42")
        XCTAssertEqual(taken([.message("two\nlines")]).message, "two\nlines", "a line break is one")
        XCTAssertEqual(taken([.message("a\u{1B}[2Jb")]).message, Sanitizer.text("a\u{1B}[2Jb"), "untrusted text is neutralised")
    }

    func testTextInputKeepsItsOwnConventions() {
        // Stdin and a command's output still speak zenity's and the gauge's conventions, where
        // the same text means something else: the typed path is what keeps it as given.
        var text = ProgressState()
        text.consume(Array("#   indented\n".utf8), at: 0)
        XCTAssertEqual(text.message, "indented", "zenity's # line: the spaces after # go")
        text.consume(Array("XXX\n10\nC:\\new\\dir\nXXX\n".utf8), at: 0)
        XCTAssertEqual(text.message, "C:\n" + "ew\\dir", "the gauge's \\n is a line break")
    }

    func testAPercentageIsBroughtIntoRangeAndTimesTheEstimate() {
        XCTAssertEqual(taken([.percent(150)]).percent, 100)
        XCTAssertEqual(taken([.percent(-3)]).percent, 0)
        XCTAssertNil(taken([.message("x")]).percent, "a message alone sets none")
        let state = taken([.percent(10), .percent(20), .percent(30)])
        XCTAssertEqual(state.percent, 30)
        // 10 % a second from the first: 70 % left takes 7 s, measured from the last percentage's clock (2).
        XCTAssertEqual(state.secondsLeft(at: 2) ?? -1, 7, accuracy: 1e-9)
        var same = ProgressState()
        for (clock, line) in ["10", "20", "30"].enumerated() { same.consume(Array("\(line)\n".utf8), at: Double(clock)) }
        XCTAssertEqual(state, same, "a typed percentage is what the same line of input says")
    }

    func testTheEndEndsTheBoxAsTheEndOfInputDoes() {
        let screen = Size(width: 60, height: 16)
        for waits in [false, true] {
            var dialog = Dialog(title: "Importing", message: "Start")
            dialog.progress = ProgressSpec(waitsAtEnd: waits)
            var state = DialogState(dialog: dialog, reducedMotion: true, screen: screen)
            let reducer = Reducer(screen: screen)
            XCTAssertEqual(reducer.step(dialog, &state, .progress(.message("almost"), at: 1)), [])
            XCTAssertEqual(reducer.step(dialog, &state, .progress(.percent(99), at: 1)), [])
            let commands = reducer.step(dialog, &state, .progress(.end, at: 2))
            XCTAssertEqual(commands, waits ? [] : [.finish(.completed)])
            XCTAssertEqual(state.progress?.ended, true)
            XCTAssertEqual(state.progress?.message, "almost")
            XCTAssertEqual(state.progress?.percent, 99)
        }
    }
}
