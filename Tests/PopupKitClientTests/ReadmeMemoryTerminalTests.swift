// Testing a program's dialogs with PopupKit's terminal in memory: scripted keys in, the bytes it
// drew out, no device and no real time (the README's example; `swift test` runs it).
import PopupKit
import XCTest

final class ReadmeMemoryTerminalTests: XCTestCase {
    func testTabThenEnterDeletes() throws {
        let dialog = Dialog(title: "Delete 214 photos?", message: "This cannot be undone.")
            .button("Keep", role: .cancel)
            .button("Delete", role: .destructive)
        // The keys as a terminal sends them; the environment its presentation is read from.
        let terminal = MemoryTerminal(environment: ["NO_COLOR": "1", "POPUPCTL_REDUCE_MOTION": "1"],
                                      script: [.text("\t"), .text("\r")])
        let outcome = try Popup(dialog).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 1, label: "Delete", role: .destructive, values: []))
        XCTAssertTrue(terminal.outputText.contains("Delete 214 photos?"))
        XCTAssertFalse(terminal.isRaw, "the terminal was restored")
    }

    func testAProgressBoxShowsWhatTheProgramSends() throws {
        // `.program` hands the box the program's next call; `.wait` lets a frame's time pass.
        let terminal = MemoryTerminal(environment: ["POPUPCTL_REDUCE_MOTION": "1"],
                                      script: [.program, .wait(0.1), .program])
        let progress = try ProgressPopup(title: "Importing").start(on: terminal)
        XCTAssertTrue(progress.update(percent: 50, message: "IMG_0042.jpg"))
        XCTAssertEqual(progress.finish(), .completed)
        XCTAssertTrue(terminal.outputText.contains("50%") && terminal.outputText.contains("IMG_0042.jpg"))
    }
}
