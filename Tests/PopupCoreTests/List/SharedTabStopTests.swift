import XCTest
@testable import PopupCore

/// `ListSpec.sharesStopWithSubmit`: in dialog's lists the list and OK are one Tab stop, so Tab
/// from the list lands on the button after OK; otherwise (whiptail, popupctl) on the first button.
final class SharedTabStopTests: XCTestCase {
    private func dialog(sharing: Bool) -> Dialog {
        var dialog = Dialog(title: "Pick", buttons: [Button("OK"), Button("Extra"), Button("Cancel", role: .cancel)])
        dialog.defaultButton = 0
        var list = ListSpec(items: ItemStore(lines: ["a", "b"]), filterable: false)
        list.sharesStopWithSubmit = sharing
        dialog.list = list
        return dialog
    }

    private func tab(_ dialog: Dialog, _ state: inout DialogState) {
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 60, height: 16), theme: .standard)
        _ = Update.apply(.key(Key(.tab)), to: &state, dialog: dialog, layout: layout)
    }

    func testTabFromTheListSkipsTheSubmitButtonOnlyWhenTheyShareAStop() {
        for (sharing, stops) in [(true, [Focus.button(1), .button(2), .list]), (false, [.button(0), .button(1), .button(2), .list])] {
            let dialog = dialog(sharing: sharing)
            var state = DialogState(dialog: dialog, reducedMotion: true)
            XCTAssertEqual(state.focus, .list)
            var seen: [Focus] = []
            for _ in stops {
                tab(dialog, &state)
                seen.append(state.focus)
            }
            XCTAssertEqual(seen, stops, "sharing: \(sharing)")
        }
    }
}
