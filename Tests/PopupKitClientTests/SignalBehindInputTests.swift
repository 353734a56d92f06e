import XCTest
import PopupKit

/// A terminating signal that arrives while a batch of keys is handled ends the dialog before the
/// next key: queued input never delays it, and a queued Enter never chooses meanwhile.
final class SignalBehindInputTests: XCTestCase {
    func testASignalComeDuringABatchEndsBeforeTheRestOfIt() throws {
        let dialog = Dialog(title: "Name?").button("Save").field("Name")
        for signal in [TerminalSignal.terminate, TerminalSignal.interrupt, TerminalSignal.hangup] {
            let terminal = MemoryTerminal(script: [.text(String(repeating: "x", count: 200) + "\r"), .signal(signal)])
            let outcome = try Popup(dialog, presentation: Presentation(colorDepth: .none, reducedMotion: true)).run(on: terminal)
            XCTAssertEqual(outcome, .interrupted(signal: signal))
            XCTAssertFalse(terminal.isRaw)
        }
    }
}
