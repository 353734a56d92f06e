import XCTest
@testable import PopupCore

/// `FieldConventions.showsLabels` (dialog's forms): each field's placeholder is its label at its left,
/// the fields lined up beside the longest; without it the placeholder shows inside an empty field.
final class FieldLabelTests: XCTestCase {
    private func frame(labels: Bool) -> (lines: [String], layout: DialogLayout) {
        var dialog = Dialog(title: "Form", buttons: [Button("OK")],
                            fields: [TextField(placeholder: "Name:", value: "Ada"), TextField(placeholder: "Password:")])
        dialog.conventions.fields.showsLabels = labels
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 40, height: 14), theme: .standard)
        return (DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines(), layout)
    }

    func testLabelsStandLeftOfTheFieldsLinedUp() {
        let (lines, layout) = frame(labels: true)
        let name = lines[layout.fields[0].area.y]
        let password = lines[layout.fields[1].area.y]
        XCTAssertTrue(name.contains("Name:"), name)
        XCTAssertTrue(password.contains("Password:"), password)
        XCTAssertEqual(layout.fields[0].area.x, layout.fields[1].area.x)
        XCTAssertEqual(layout.fields[0].area.x, layout.content.x + "Password:".count + 1)
        XCTAssertEqual(Array(name)[layout.fields[0].area.x...].prefix(3), ["A", "d", "a"])
    }

    func testWithoutLabelsAnEmptyFieldShowsItsPlaceholderInside() {
        let (lines, layout) = frame(labels: false)
        XCTAssertEqual(layout.fields[0].area.x, layout.content.x)
        XCTAssertFalse(lines[layout.fields[0].area.y].contains("Name:"))
        XCTAssertTrue(lines[layout.fields[1].area.y].contains("Password:"))
    }

    func testFieldCursorsStartAtTheEndOrAtTheBeginning() {
        for atBeginning in [false, true] {
            var dialog = Dialog(title: "Form", fields: [TextField(placeholder: "a", value: "Ada")])
            dialog.conventions.fields.cursorsStartAtBeginning = atBeginning
            XCTAssertEqual(DialogState(dialog: dialog, reducedMotion: true).fields[0].cursor, atBeginning ? 0 : 3)
        }
    }
}
