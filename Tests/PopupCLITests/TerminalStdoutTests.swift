import XCTest
@testable import PopupCLI
import PopupTestSupport

/// The default output when stdout is a terminal: a list's pick is printed (it is content, as fzf
/// prints it), a choice of buttons alone is not (the exit status says it).
final class TerminalStdoutTests: XCTestCase {
    private func run(_ arguments: [String], keys: String = "\r") -> (Int32, String) {
        let io = MemoryIO.drawing(script: [.text(keys)])
        io.stdoutIsTerminal = true
        return (io.run(arguments), io.stdout)
    }

    func testAListPrintsItsPick() {
        XCTAssertEqual(run(["--item", "apple", "--item", "banana"]).1, "apple\n")
        XCTAssertEqual(run(["--multi", "--checked", "b", "--item", "a", "--item", "b", "--item", "c"]).1, "b\n")
        XCTAssertEqual(run(["--item", "apple", "-o", "none"]).1, "", "--output still decides")
    }

    func testButtonsAloneAndTheirStayingReportsPrintNothing() {
        XCTAssertEqual(run(["-b", "Alpha", "-b", "Beta"]).1, "")
        XCTAssertEqual(run(["--item", "a", "-b", "Copy", "--stay", "-b", "Done"], keys: "\t\r\t\r").1, "a\n",
                       "a staying button is a button: silent; the pick is printed")
    }
}
