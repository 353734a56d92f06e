import PopupTestSupport
import XCTest
@testable import PopupCore

/// A progress box laid out and drawn, and what update does with its input.
final class ProgressDrawTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 20))

    private func frame(_ dialog: Dialog, _ state: DialogState, theme: Theme = .standard) -> [String] {
        Reducer(screen: reducer.screen, theme: theme).frame(dialog, state).lines()
    }

    private func progressDialog(waits: Bool = false) -> Dialog {
        var dialog = Dialog(title: "Installing", message: "Start")
        dialog.progress = ProgressSpec(waitsAtEnd: waits)
        return dialog
    }

    func testBarsInEighthsAndInASCII() {
        XCTAssertEqual(ProgressView.bar(percent: 50, width: 10, ascii: false).filled, "█████")
        XCTAssertEqual(ProgressView.bar(percent: 55, width: 10, ascii: false).filled, "█████▌")
        XCTAssertEqual(ProgressView.bar(percent: 55, width: 10, ascii: false).track, "····")
        XCTAssertEqual(ProgressView.bar(percent: 100, width: 4, ascii: false).filled, "████")
        XCTAssertEqual(ProgressView.bar(percent: 0, width: 4, ascii: false).track, "····")
        XCTAssertEqual(ProgressView.bar(percent: 55, width: 10, ascii: true).filled, "#####")
        XCTAssertEqual(ProgressView.bar(percent: 55, width: 10, ascii: true).track, "-----")
        XCTAssertEqual(ProgressView.percentText(99.9), "99%", "100% only when it is")
        XCTAssertEqual(ProgressView.duration(3725), "1:02:05")
        XCTAssertEqual(ProgressView.duration(65), "1:05")
    }

    func testTheBoxShowsBarPercentMessageTailAndNoButtonsWhileItRuns() {
        let dialog = progressDialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        reducer.step(dialog, &state, .data(Array("# Unpacking\n40\nunpacked a\nunpacked b\n".utf8), at: 2))
        let lines = frame(dialog, state)
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Unpacking"), text)
        XCTAssertFalse(text.contains("Start"), "the message was replaced")
        XCTAssertTrue(lines.contains { $0.contains("████") && $0.hasSuffix("40%  │") || $0.contains("████") && $0.contains(" 40%") }, text)
        XCTAssertTrue(text.contains("unpacked a") && text.contains("unpacked b"), text)
        XCTAssertFalse(text.contains("OK"), "no button: the box closes by itself")
    }

    func testWithoutAPercentageTheBarSaysWorkingUnderReducedMotion() {
        let dialog = progressDialog()
        let still = frame(dialog, DialogState(dialog: dialog, reducedMotion: true)).joined(separator: "\n")
        XCTAssertTrue(still.contains("working…"), still)
        var moving = DialogState(dialog: dialog, reducedMotion: false)
        moving.entryStart = nil
        moving.motion = .still
        moving.clock = 0.5
        let pulse = frame(dialog, moving).joined(separator: "\n")
        XCTAssertFalse(pulse.contains("working…"))
        XCTAssertTrue(pulse.contains("█"), pulse)
        moving.clock = 1.0
        XCTAssertNotEqual(frame(dialog, moving).joined(separator: "\n"), pulse, "the pulse moves")
    }

    func testEndOfInputClosesTheBoxOrWaitsWithDone() {
        let closing = progressDialog()
        var state = DialogState(dialog: closing, reducedMotion: true)
        XCTAssertEqual(reducer.step(closing, &state, .dataEnded(at: 1)), [.finish(.completed)])
        XCTAssertEqual(Outcome.completed.exitStatus, 0)

        let waiting = progressDialog(waits: true)
        var waitingState = DialogState(dialog: waiting, reducedMotion: true)
        XCTAssertEqual(reducer.step(waiting, &waitingState, .dataEnded(at: 1)), [])
        let text = frame(waiting, waitingState).joined(separator: "\n")
        XCTAssertTrue(text.contains("Done") && text.contains("[ OK ]"), text)
        XCTAssertEqual(reducer.step(waiting, &waitingState, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: []))])
    }

    func testACancelButtonEndsTheBoxWhateverStillArrives() {
        var dialog = progressDialog()
        dialog.buttons = [Button("Cancel", role: .cancel)]
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "Cancel", role: .cancel, values: []))])
    }

    func testTheWidthStaysWhenTheMessageChanges() {
        let dialog = progressDialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        let before = reducer.layout(dialog, state).box.width
        state.progress?.consume(Array("# A much longer message than before, to see\n".utf8), at: 0)
        XCTAssertEqual(reducer.layout(dialog, state).box.width, before)
    }
}
