import XCTest
@testable import PopupCore

/// `Dialog.conventions`: popupctl's own by default, and the one value the core reads where
/// dialog programs differ (the list's cursor marker and its answer with nothing checked here;
/// the other conventions have their own tests beside the behaviour they change).
final class ConventionsTests: XCTestCase {
    func testADialogStartsWithPopupctlsOwnConventions() {
        let standard = Conventions.standard
        XCTAssertEqual(Dialog().conventions, standard)
        XCTAssertTrue(standard.timeoutChoosesDefault)
        XCTAssertFalse(standard.fields.enterSubmitsFromEveryField)
        XCTAssertFalse(standard.fields.showsLabels)
        XCTAssertFalse(standard.fields.cursorsStartAtBeginning)
        XCTAssertFalse(standard.list.sharesStopWithSubmit)
        XCTAssertNil(standard.list.cursorButton)
        XCTAssertFalse(standard.list.pickCursorWhenNoneChecked, "a list never guesses (issue 30)")
        XCTAssertFalse(standard.list.unattendedTakesCursor)
        XCTAssertTrue(standard.list.marksCursor)
        XCTAssertFalse(standard.list.jump.lettersOnly)
    }

    private func listed(marksCursor: Bool) -> (lines: [String], layout: DialogLayout) {
        var dialog = Dialog(title: "Pick", buttons: [Button("OK")])
        dialog.list = ListSpec(items: ItemStore(lines: ["alpha", "beta"]), filterable: false)
        dialog.conventions.list.marksCursor = marksCursor
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 40, height: 14), theme: .standard)
        return (DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines(), layout)
    }

    func testTheCursorMarkerIsDrawnAndMeasuredOnlyWhenTheConventionsSaySo() throws {
        let marked = listed(marksCursor: true)
        let plain = listed(marksCursor: false)
        let markedArea = try XCTUnwrap(marked.layout.listArea)
        let plainArea = try XCTUnwrap(plain.layout.listArea)
        let markedRow = String(Array(marked.lines[markedArea.y])[markedArea.x...])
        let plainRow = String(Array(plain.lines[plainArea.y])[plainArea.x...])
        XCTAssertTrue(markedRow.hasPrefix(ListRow.cursorMarker + "alpha"), markedRow)
        XCTAssertTrue(plainRow.hasPrefix("alpha"), plainRow)
        XCTAssertEqual(marked.layout.listRowWidth - plain.layout.listRowWidth, ListRow.cursorMarker.count)
    }

    func testAChecklistWithNothingCheckedAnswersWithTheCursorOnlyWhenTheConventionsSaySo() {
        let spec = ListSpec(items: ItemStore(lines: ["a", "b"]), selection: .multiple, filterable: false)
        var state = ListState(spec)
        state.cursor = 1
        var conventions = ListConventions()
        XCTAssertEqual(Update.pickedItems(spec, state, conventions), [], "popupctl's own: nothing checked picks nothing")
        conventions.pickCursorWhenNoneChecked = true
        XCTAssertEqual(Update.pickedItems(spec, state, conventions), [1])
        state.checked = [0]
        XCTAssertEqual(Update.pickedItems(spec, state, conventions), [0], "what is checked, either way")
    }
}
