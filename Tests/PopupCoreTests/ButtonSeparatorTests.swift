import XCTest
@testable import PopupCore

/// The line a theme draws between buttons side by side, wherever an animation has the box.
final class ButtonSeparatorTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)
    private let dialog = Dialog(title: "Delete?", buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)])

    private func frame(dy: Int, theme: Theme) -> [String] {
        var state = DialogState(dialog: dialog)
        state.motion = MotionFrame(dy: dy)
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: theme)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme).lines()
    }

    func testSeparatorShowsBetweenButtonsAtRest() throws {
        let dark = try XCTUnwrap(BuiltinThemes.named("dark"))
        let row = try XCTUnwrap(frame(dy: 0, theme: dark).first { $0.contains("Keep") })
        XCTAssertTrue(row.contains("Keep") && row.contains("│") && row.contains("Delete"), row)
    }

    /// Bounce-up starts with the box below the screen and bounce-down above it: the buttons' row
    /// is off screen for some frames, and drawing them there used to crash (dark and light themes).
    func testBoxPartlyOrWhollyOffScreenDrawsWhatIsOnScreen() throws {
        for name in ["dark", "light"] {
            let theme = try XCTUnwrap(BuiltinThemes.named(name))
            for dy in stride(from: -screen.height - 2, through: screen.height + 2, by: 1) {
                let lines = frame(dy: dy, theme: theme)
                XCTAssertEqual(lines.count, screen.height, "\(name) dy \(dy)")
            }
            XCTAssertTrue(frame(dy: screen.height, theme: theme).allSatisfy { !$0.contains("│") }, "\(name): nothing drawn below the screen")
        }
    }
}
