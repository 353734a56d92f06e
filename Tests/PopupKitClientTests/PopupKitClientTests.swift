import XCTest
import PopupKit

/// Uses PopupKit as a client program would: public API only, no @testable.
final class PopupKitClientTests: XCTestCase {
    private let dialog = Dialog(title: "Delete files", message: "Delete all cat photos from your phone?")
        .button("Keep", role: .cancel)
        .button("Delete", role: .destructive)

    func testDrivenInAMemoryTerminal() throws {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), script: [.wait(1), .bytes(Array("\u{1B}[C\r".utf8))])
        let outcome = try Popup(dialog).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 1, label: "Delete", role: .destructive, values: []))
        XCTAssertEqual(outcome.exitStatus, 1)
        XCTAssertTrue(terminal.outputText.contains("photos") && terminal.outputText.contains("< Delete >"))
        XCTAssertTrue(terminal.outputText.hasPrefix("\u{1B}[?1049h"), "alternate screen first")
        XCTAssertTrue(terminal.outputText.hasSuffix("\u{1B}[?1049l"), "and left last")
        XCTAssertFalse(terminal.isRaw, "raw mode undone")
    }

    func testEscapeAfterItsQuietTimeDismisses() throws {
        let terminal = MemoryTerminal(script: [.bytes([0x1B]), .wait(0.2)])
        XCTAssertEqual(try Popup(dialog).run(on: terminal), .dismissed(.escape))
    }

    func testCtrlCIsAnInterruptOutcome() throws {
        let terminal = MemoryTerminal(script: [.bytes([0x03])])
        let outcome = try Popup(dialog).run(on: terminal)
        XCTAssertEqual(outcome, .interrupted(signal: TerminalSignal.interrupt))
        XCTAssertEqual(outcome.exitStatus, 130)
    }

    func testTimeoutChoosesThePreferredAction() throws {
        var timed = dialog.preferring(0)
        timed.timeout = 2
        let terminal = MemoryTerminal(script: [])
        XCTAssertEqual(try Popup(timed).run(on: terminal), .chosen(index: 0, label: "Keep", role: .cancel, values: []))
    }

    func testAnsweredProgrammatically() throws {
        let popup = Popup(dialog.field("Reason"))
        XCTAssertEqual(try popup.answer("Delete", values: ["too many"]),
                       .chosen(index: 1, label: "Delete", role: .destructive, values: ["too many"]))
        XCTAssertThrowsError(try popup.answer("Nope"))
    }

    func testStayingButtonReportsAndKeepsGoing() throws {
        let staying = Dialog(title: "Pretty?").button("What a beauty!", staysOpen: true).button("Done")
        var reports: [Int] = []
        let terminal = MemoryTerminal(script: [.text("\r\r\t\r")])
        let outcome = try Popup(staying).run(on: terminal) { reports.append($0) }
        XCTAssertEqual(reports, [0, 0])
        XCTAssertEqual(outcome, .chosen(index: 1, label: "Done", role: .default, values: []))
    }

    func testPreviewIsTheFirstFrame() {
        let lines = Popup(dialog).preview(size: Size(width: 60, height: 12)).lines()
        XCTAssertTrue(lines.contains { $0.contains("( Keep )") && $0.contains("< Delete >") })
        XCTAssertEqual(lines.count, 12)
    }
}

/// Lists as a Swift program uses them: items given, or streamed while the dialog is shown.
final class PopupKitListTests: XCTestCase {
    func testAChecklistAnswersWithItemIndices() throws {
        let dialog = Dialog(title: "Install").items(["curl\tURLs", "git\tVersion control", "jq"], selection: .multiple, checked: ["jq"])
        let terminal = MemoryTerminal(script: [.bytes(Array(" ".utf8)), .bytes(Array("\r".utf8))])
        let outcome = try Popup(dialog).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: [], items: [0, 2]))
        XCTAssertEqual(dialog.list?.items.tag(2), "jq")
    }

    func testStreamedItemsArriveWhileTheListIsShown() throws {
        var dialog = Dialog(title: "Files")
        dialog.list = ListSpec(items: ItemStore())
        let terminal = MemoryTerminal(script: [.data(Array("alpha\nbe".utf8)), .data(Array("ta\ngamma".utf8)),
                                               .wait(0.1), .bytes(Array("ga".utf8)), .wait(0.1), .dataEnd,
                                               .wait(0.1), .bytes([0x0D])])
        XCTAssertEqual(try Popup(dialog).run(on: terminal, items: terminal.scriptedInput),
                       .chosen(index: 0, label: "OK", role: .default, values: [], items: [2]))
        XCTAssertEqual(dialog.list?.items.count, 3)
        XCTAssertTrue(terminal.outputText.contains("reading"), "the count said more was coming")
    }

    func testAnsweringNamesItemsByTag() throws {
        let popup = Popup(Dialog().items(["a", "b", "c"], selection: .multiple))
        XCTAssertEqual(try popup.answer("OK", items: ["c", "a"]), .chosen(index: 0, label: "OK", role: .default, values: [], items: [0, 2]))
        XCTAssertThrowsError(try popup.answer("OK", items: ["z"]))
        XCTAssertEqual(try popup.answer("Cancel", items: ["a"]), .chosen(index: 1, label: "Cancel", role: .cancel, values: [], items: []))
    }
}
