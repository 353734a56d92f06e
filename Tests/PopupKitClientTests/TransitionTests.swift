import XCTest
import PopupKit
import PopupTestSupport

final class TransitionTests: XCTestCase {
    private let size = Size(width: 80, height: 24)

    private func run(_ transition: Transition, script: [MemoryTerminal.Step], depth: ColorDepth = .truecolor,
                     reducedMotion: Bool = false) throws -> (Outcome, MemoryTerminal) {
        var dialog = Dialog(title: "Moving", message: "In it comes").button("Keep", role: .cancel).button("Go")
        dialog.transition = transition
        let terminal = MemoryTerminal(size: size, script: script)
        let presentation = Presentation(colorDepth: depth, reducedMotion: reducedMotion)
        return (try Popup(dialog, presentation: presentation).run(on: terminal), terminal)
    }

    /// Replays each write and returns the screen after every one.
    private func screens(_ terminal: MemoryTerminal) -> [[String]] {
        var emulator = TerminalScreen(width: size.width, height: size.height)
        return terminal.writes.map { bytes in
            emulator.feed(bytes)
            return emulator.lines
        }
    }

    private func titleRow(_ screen: [String]) -> Int? { screen.firstIndex { $0.contains("Moving") } }

    func testEveryEntryMovesThenEndsOnTheSameFrameAsNone() throws {
        let still = try run(.none, script: [.wait(1), .text("\r")])
        let finalStill = screens(still.1).dropLast().last!
        for transition in Transition.allCases where transition != .none {
            let (outcome, terminal) = try run(transition, script: [.wait(1), .text("\r")])
            XCTAssertEqual(outcome, .chosen(index: 0, label: "Keep", role: .cancel, values: []), transition.rawValue)
            let frames = screens(terminal).dropLast()
            // The standard theme's colours are the terminal's own, which cannot be mixed: its fade steps
            // from nothing to dim to whole.
            XCTAssertGreaterThan(frames.count, transition == .fadeIn ? 2 : 5, "\(transition.rawValue) draws several frames")
            XCTAssertEqual(frames.last, finalStill, "\(transition.rawValue) ends where none starts")
            let rows = Set(frames.compactMap(titleRow))
            switch transition {
            case .bounceUp, .bounceDown, .slideUp, .slideDown:
                XCTAssertGreaterThan(rows.count, 3, "\(transition.rawValue) moves the box")
            case .zoomIn:
                XCTAssertTrue(frames.first.map { titleRow($0) == nil } ?? false, "zoom starts with no text")
            default:
                break
            }
        }
    }

    func testBounceOvershootsByOneRowAndSettles() {
        let offsets = stride(from: 0.0, to: Transition.duration, by: 0.005).compactMap {
            Choreography.entry(.bounceUp, elapsed: $0, rows: 24)?.dy
        }
        XCTAssertEqual(offsets.first, 24)
        XCTAssertEqual(offsets.min(), -1, "overshoots by exactly one row")
        XCTAssertNil(Choreography.entry(.bounceUp, elapsed: Transition.duration, rows: 24))
        XCTAssertTrue((0.15...0.35).contains(Transition.duration))
        XCTAssertLessThanOrEqual(ExitTransition.duration, 0.15)
    }

    func testKeyDuringTheEntryIsNotLost() throws {
        let (outcome, terminal) = try run(.bounceUp, script: [.wait(0.05), .text("\u{1B}[C\r")])
        XCTAssertEqual(outcome, .chosen(index: 1, label: "Go", role: .default, values: []))
        XCTAssertLessThan(terminal.now(), Transition.duration, "the key completed the entry at once")
    }

    func testReducedMotionAndNoColourSkipAnimation() throws {
        let reduced = try run(.bounceUp, script: [.text("\r")], reducedMotion: true).1
        XCTAssertEqual(reduced.writes.count, 3, "modes, one frame, then the exit")
        let fadeWithoutColour = try run(.fadeIn, script: [.wait(1), .text("\r")], depth: .none).1
        XCTAssertEqual(fadeWithoutColour.writes.count, 3, "fade becomes none without colour")
    }

    func testExitTransitionIsShortAndThenExits() throws {
        var dialog = Dialog(title: "Leaving").button("OK")
        dialog.transition = Transition.none
        dialog.exitTransition = .slideDown
        let terminal = MemoryTerminal(size: size, script: [.text("\r")])
        var presentation = Presentation(colorDepth: .truecolor)
        presentation.queriesBackground = false
        let outcome = try Popup(dialog, presentation: presentation).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: []))
        XCTAssertGreaterThan(terminal.writes.count, 4, "exit frames")
        XCTAssertLessThanOrEqual(terminal.now(), ExitTransition.duration + 0.05)
    }

    /// The fade starts from the background the terminal gives: the light theme on a black terminal
    /// comes out of black (no white flash), in many mixed steps.
    func testFadeMixesFromTheTerminalsBackground() throws {
        var dialog = Dialog(title: "Moving", message: "In it comes").button("Keep", role: .cancel).button("Go")
        dialog.transition = .fadeIn
        let reply = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62c"
        let terminal = MemoryTerminal(size: size, script: [.text(reply), .wait(1), .text("\r")])
        _ = try Popup(dialog, theme: BuiltinThemes.named("light")!, presentation: Presentation(colorDepth: .truecolor)).run(on: terminal)
        let frames = terminal.writes.dropFirst().map { String(decoding: $0, as: UTF8.self) }
        let backgrounds = try Regex("48;2;([0-9]+);([0-9]+);([0-9]+)")
        func brightest(_ text: String) -> Int {
            text.matches(of: backgrounds).compactMap { match in
                (1...3).compactMap { match.output[$0].substring.flatMap { Int($0) } }.min()
            }.max() ?? 0
        }
        XCTAssertGreaterThan(frames.count, 5)
        XCTAssertEqual(brightest(frames[0]), 0, "before the reply, nothing but the terminal's own background")
        XCTAssertLessThan(brightest(frames[1]), 128, "then up from black")
        XCTAssertEqual(frames.map(brightest).max(), 255, "to the white card")
        XCTAssertGreaterThan(Set(frames.flatMap { $0.matches(of: backgrounds).map { String($0.output[0].substring!) } }).count, 8, "in steps")
    }
}
