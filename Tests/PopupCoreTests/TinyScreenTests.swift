import PopupTestSupport
import XCTest
@testable import PopupCore

/// However small the screen, what the person can choose is what they can see: the focused button
/// and a line of the message are on screen, or the screen says it is too small and nothing is
/// chosen until it is larger.
final class TinyScreenTests: XCTestCase {
    private let photos = Dialog(title: "Delete 214 photos?", message: "This cannot be undone. They are gone for good.",
                                buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)])

    private func layout(_ dialog: Dialog, _ state: DialogState, _ width: Int, _ height: Int) -> DialogLayout {
        Layout.compute(dialog, state: state, screen: Size(width: width, height: height), theme: .standard)
    }

    private func text(_ dialog: Dialog, _ state: DialogState, _ width: Int, _ height: Int) -> String {
        FrameText.plain(DialogRenderer.draw(layout(dialog, state, width, height), dialog: dialog, state: state, theme: .standard))
    }

    func testEverySizeShowsTheFocusAndTheMessageOrSaysItIsTooSmall() {
        for focus in [0, 1] {
            var state = DialogState(dialog: photos, reducedMotion: true)
            state.focus = .button(focus)
            for width in 1...40 {
                for height in 1...12 {
                    let placed = layout(photos, state, width, height)
                    let screen = text(photos, state, width, height)
                    let label = photos.buttons[focus].label
                    if placed.tooSmall {
                        XCTAssertTrue(screen.replacingOccurrences(of: "\n", with: " ").contains("Terminal") || width < 8,
                                      "\(width)x\(height) says nothing:\n\(screen)")
                    } else {
                        XCTAssertTrue(screen.contains(String(label.prefix(1))), "\(width)x\(height): \(label) unseen:\n\(screen)")
                        XCTAssertTrue(screen.contains("Th"), "\(width)x\(height): no message:\n\(screen)")
                    }
                }
            }
        }
    }

    func testAt10x3RightAndEnterChooseNothingUnseen() {
        var state = DialogState(dialog: photos, reducedMotion: true)
        XCTAssertTrue(layout(photos, state, 10, 3).tooSmall)
        XCTAssertEqual(text(photos, state, 10, 3).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
                       ["Terminal", "too small"])
        let reducer = Reducer(screen: Size(width: 10, height: 3))
        let commands = reducer.press(photos, &state, [Key(.right), Key(.enter), Key(.character(" ")), .char("d")])
        XCTAssertEqual(commands, [.bell, .bell])
        XCTAssertEqual(state.focus, .button(0))
        let release = MouseEvent(.release(0), at: Point(x: 5, y: 1))
        XCTAssertEqual(reducer.step(photos, &state, .mouse(release)), [])
        XCTAssertEqual(reducer.press(photos, &state, [Key(.escape)]),
                       [.finish(.dismissed(.escape))], "Esc still leaves, choosing nothing")
    }

    func testAt20x6TheMessageStaysAndEnterWorks() {
        var state = DialogState(dialog: photos, reducedMotion: true)
        let placed = layout(photos, state, 20, 6)
        XCTAssertFalse(placed.tooSmall)
        XCTAssertGreaterThan(placed.messageViewport.height, 0)
        XCTAssertEqual(Reducer(screen: Size(width: 20, height: 6)).press(photos, &state, [Key(.enter)]),
                       [.finish(.chosen(index: 0, label: "Keep", role: .cancel, values: []))])
    }
}
