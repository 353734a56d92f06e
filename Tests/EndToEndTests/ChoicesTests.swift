import Foundation
import XCTest

final class ChoicesTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testPipeHundredNamesFilterAndPick() throws {
        let run = try DialogRun("-t 'Open which file?' --buttons-from - < names.txt",
                                before: "seq -f 'file-%03g.txt' 1 100 > names.txt")
        run.tmux.waitFor("file-001.txt")
        run.tmux.type("07")
        run.tmux.waitForScreen("filtered") { $0.contains("11/100") && !$0.contains("file-001.txt") }
        run.tmux.type("3")
        run.tmux.waitForScreen("one left") { $0.contains("1/100") && $0.contains("file-073.txt") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 72, "the index in the original order")
        XCTAssertEqual(run.stdout, "file-073.txt\n")
        run.assertTerminalRestored()
    }

    func testLongListScrollsWithTheFocus() throws {
        let run = try DialogRun("--buttons-from - < names.txt", height: 12, before: "seq -f 'item %03g' 1 124 > names.txt")
        run.tmux.waitFor("item 001")
        run.tmux.send("End")
        run.tmux.waitFor("item 124")
        run.tmux.send("PageUp")
        run.tmux.send("Enter")
        let status = run.status() ?? -1
        XCTAssertTrue((100..<123).contains(status), "a page up from the last: \(status)")
        XCTAssertEqual(run.stdout, String(format: "item %03d\n", status + 1))
    }

    func testTooManyButtonsIsAClearError() throws {
        let result = try Tmux.run(["sh", "-c", "seq 1 125 | '\(Tmux.binaryDirectory.path)/popupctl' --buttons-from - 2>&1; echo status=$?"])
        XCTAssertEqual(result.output, "popupctl: too many buttons (125) from '--buttons-from'; at most 124: for one of many, use '--items-from' (a list, any size; the pick goes to stdout)\nstatus=125\n")
    }

    /// `ls *.log | popupctl --buttons-from -` with no logs: an error, never an implicit OK taken for a choice.
    func testAnEmptyListIsAClearError() throws {
        let result = try Tmux.run(["sh", "-c", "printf '\\n  \\n' | '\(Tmux.binaryDirectory.path)/popupctl' --buttons-from - --answer 0 2>&1; echo status=$?"])
        XCTAssertEqual(result.output, "popupctl: no buttons to show: '--buttons-from' read no label from stdin\nstatus=125\n")
    }

    func testStayingButtonStreamsWhileTheDialogIsOpen() throws {
        let script = """
        popupctl -t 'Pretty?' -b 'What a beauty!' --stay -b Done | while read -r event; do echo "got $event" >> events.txt; done
        echo done > status
        """
        let tmux = try Tmux(script: script)
        tmux.waitFor("What a beauty!")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("events.txt"), "got What a beauty!\n")
        XCTAssertTrue(tmux.screen().contains("[ Done ]"), "the dialog is still open")
        tmux.send("Enter")
        tmux.waitForFile("events.txt", toBe: "got What a beauty!\ngot What a beauty!\n")
        tmux.send("Right")
        tmux.send("Enter")
        _ = tmux.waitForFile("status")
        XCTAssertEqual(tmux.read("events.txt"), "got What a beauty!\ngot What a beauty!\ngot Done\n")
    }
}
