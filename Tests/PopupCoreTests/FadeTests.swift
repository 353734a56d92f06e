import XCTest
@testable import PopupCore

/// The fade starts from the terminal's own background, never from a guess, and ends where the
/// still frame begins.
final class FadeTests: XCTestCase {
    private let dialog = Dialog(title: "Fading", message: "In it comes", buttons: [Button("Keep", role: .cancel), Button("Go")],
                                style: .alert, axis: .horizontal)

    private func frame(_ theme: Theme, opacity: Double, background: Color?) -> Buffer {
        var theme = theme
        theme.terminalBackground = background
        var state = DialogState(dialog: dialog, reducedMotion: true)
        state.motion = MotionFrame(opacity: opacity)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 12), theme: theme)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme)
    }

    private func text(_ buffer: Buffer) -> String { buffer.lines().joined(separator: "\n") }

    /// Not knowing the background, the first frames show the terminal's own: no white flash in
    /// the light theme, no black border in the default one.
    func testAnUnknownBackgroundStartsFromTheTerminalsOwn() {
        for name in BuiltinThemes.names {
            let first = frame(BuiltinThemes.named(name)!, opacity: 0.05, background: nil)
            XCTAssertTrue(first.cells.allSatisfy { $0.style.background == .default }, name)
            XCTAssertEqual(text(first).trimmingCharacters(in: .whitespacesAndNewlines), "", name)
            XCTAssertTrue(first.cells.allSatisfy { $0.style.attributes.isDisjoint(with: [.reverse, .underline]) }, name)
        }
    }

    func testAKnownBackgroundIsWhereColoursStart() throws {
        let light = frame(BuiltinThemes.named("light")!, opacity: 0.1, background: .rgb(0, 0, 0))
        let corner = try XCTUnwrap(light[0, 0].style.background.rgbValue)
        XCTAssertLessThan(Int(corner.r) + Int(corner.g) + Int(corner.b), 3 * 40, "the backdrop starts near black, not white")
        let card = light.cells.compactMap { $0.style.background.rgbValue }.map { Int($0.r) }.max()!
        XCTAssertLessThan(card, 60, "and so does the white card")
        let dark = frame(BuiltinThemes.named("dark")!, opacity: 0.1, background: .rgb(255, 255, 255))
        let darkest = dark.cells.compactMap { $0.style.background.rgbValue }.map { Int($0.r) }.min()!
        XCTAssertGreaterThan(darkest, 200, "on a white terminal the dark card comes out of white")
    }

    /// The last fade frame is the still frame, within rounding: no jump to the palette's own grey.
    func testTheLastFadeFrameMatchesTheStillFrame() {
        func near(_ a: Color, _ b: Color) -> Bool {
            if a == b { return true }
            guard case .rgb = a, let x = a.rgbValue, let y = b.rgbValue, Fade.mixable(b) else { return false }
            return abs(Int(x.r) - Int(y.r)) <= 3 && abs(Int(x.g) - Int(y.g)) <= 3 && abs(Int(x.b) - Int(y.b)) <= 3
        }
        for name in BuiltinThemes.names {
            for background in [nil, Color.rgb(0, 0, 0), .rgb(255, 255, 255)] {
                let last = frame(BuiltinThemes.named(name)!, opacity: 0.99, background: background)
                let still = frame(BuiltinThemes.named(name)!, opacity: 1, background: background)
                XCTAssertEqual(last.lines(), still.lines())
                for (fading, final) in zip(last.cells, still.cells) {
                    XCTAssertEqual(fading.style.attributes, final.style.attributes, "\(name) \(String(describing: background))")
                    XCTAssertTrue(near(fading.style.foreground, final.style.foreground) && near(fading.style.background, final.style.background),
                                  "\(name) on \(String(describing: background)): \(fading.style) then \(final.style)")
                }
            }
        }
    }

    /// The focused button's label comes in with the other text, not as an empty reverse bar before it.
    func testTheFocusedButtonFadesWithTheRest() {
        for name in BuiltinThemes.names {
            for background in [nil, Color.rgb(0, 0, 0)] {
                for step in 1..<20 {
                    let buffer = frame(BuiltinThemes.named(name)!, opacity: Double(step) / 20, background: background)
                    let message = text(buffer).contains("In it comes")
                    let label = text(buffer).contains("( Keep )") || text(buffer).contains("< Keep >")
                    XCTAssertEqual(label, message, "\(name) at \(step * 5)%")
                    if !label {
                        XCTAssertFalse(buffer.cells.contains { $0.style.attributes.contains(.reverse) }, "\(name) at \(step * 5)%: a bar with no label")
                    }
                }
            }
        }
    }
}
