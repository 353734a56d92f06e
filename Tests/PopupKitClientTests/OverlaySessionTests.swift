import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// A dialog in a terminal made for it alone (a tmux popup over the person's panes): the box fills
/// the terminal its frame asked for, the shadow inside its right and bottom edges, and nothing of
/// its own is painted around it.
final class OverlaySessionTests: XCTestCase {
    private let screen = Size(width: 100, height: 30)

    private func theme() -> Theme {
        var theme = Theme.standard
        theme.shadow = CellStyle(background: .ansi(0))
        theme.backdrop = CellStyle(background: .ansi(4))
        return theme
    }

    private func popup(_ dialog: Dialog, floating: Bool) -> Popup {
        var presentation = Presentation(colorDepth: .ansi16, reducedMotion: true)
        presentation.queriesBackground = false
        if floating { presentation.floatsOver = screen }
        return Popup(dialog, theme: theme(), presentation: presentation)
    }

    private let dialog = Dialog(title: "Deploy?", message: "Ship these 3 changes to production?",
                                buttons: [Button("Wait", role: .cancel), Button("Deploy")])

    private func run(_ popup: Popup, size: Size, script: [MemoryTerminal.Step]) throws -> (Outcome, MemoryTerminal, TerminalScreen) {
        let terminal = MemoryTerminal(size: size, script: script)
        let outcome = popup.dialog.progress == nil ? try popup.run(on: terminal) : try popup.runProgress(on: terminal, input: nil).outcome
        var replay = TerminalScreen(width: size.width, height: size.height)
        // The last frame before the way out (which leaves the alternate screen).
        for write in terminal.writes.dropLast() { replay.feed(write) }
        return (outcome, terminal, replay)
    }

    func testTheBoxFillsTheTerminalItsFrameAskedFor() throws {
        let frame = popup(dialog, floating: false).overlayFrame(on: screen)
        let size = Size(width: frame.width, height: frame.height)
        let (outcome, _, shown) = try run(popup(dialog, floating: true), size: size, script: [.text("\t"), .wait(0.1), .text("\r")])
        XCTAssertEqual(outcome, .chosen(index: 1, label: "Deploy", role: .default, values: []))
        let lines = shown.lines
        XCTAssertTrue(lines[0].hasPrefix("╭"), lines.joined(separator: "\n"))
        // The box's right edge, then the two columns its shadow falls on.
        XCTAssertTrue(lines[0].hasSuffix("╮  "), lines[0])
        XCTAssertTrue(lines[size.height - 2].hasPrefix("╰") && lines[size.height - 2].hasSuffix("╯  "), lines[size.height - 2])
        XCTAssertTrue(lines[size.height - 1].allSatisfy { $0 == " " }, "the shadow's row")
        XCTAssertTrue(lines.contains { $0.contains("Ship these 3 changes to production?") })
        XCTAssertTrue(lines.contains { $0.contains("Wait") && $0.contains("Deploy") })
    }

    /// The panes are the backdrop: the theme's is not painted, its shadow is.
    func testNoBackdropOfItsOwn() throws {
        let frame = popup(dialog, floating: false).overlayFrame(on: screen)
        let (_, floating, _) = try run(popup(dialog, floating: true), size: Size(width: frame.width, height: frame.height),
                                       script: [.text("\r")])
        let (_, plain, _) = try run(popup(dialog, floating: false), size: screen, script: [.text("\r")])
        XCTAssertTrue(plain.outputText.contains("\u{1B}[44m"), "the backdrop, on a screen of its own")
        XCTAssertFalse(floating.outputText.contains("44m"), "no backdrop in the popup")
        XCTAssertTrue(floating.outputText.contains("40m"), "the shadow")
    }

    /// A popup has no shell to hand the terminal back to: Ctrl-Z does nothing there.
    func testCtrlZDoesNothingInAPopup() throws {
        let (outcome, terminal, _) = try run(popup(dialog, floating: true), size: Size(width: 50, height: 10),
                                             script: [.bytes([0x1A]), .wait(0.1), .text("\r")])
        XCTAssertEqual(terminal.suspendCount, 0)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "Wait", role: .cancel, values: []))
        let (_, shell, _) = try run(popup(dialog, floating: false), size: screen, script: [.bytes([0x1A]), .wait(0.1), .text("\r")])
        XCTAssertEqual(shell.suspendCount, 1, "on the person's own terminal it suspends")
    }

    /// A progress box's popup holds its output's tail from the start: the box does not outgrow it.
    func testAProgressBoxKeepsToItsFrame() throws {
        var progress = Dialog(title: "Copying")
        progress.progress = ProgressSpec()
        let frame = popup(progress, floating: false).overlayFrame(on: screen)
        let lines = (1...8).map { "line \($0)\n" }.joined()
        let (outcome, _, shown) = try run(popup(progress, floating: true), size: Size(width: frame.width, height: frame.height),
                                          script: [.data(Array(("40\n" + lines).utf8)), .wait(0.2), .dataEnd])
        XCTAssertEqual(outcome, .completed)
        XCTAssertTrue(shown.lines[frame.height - 2].hasPrefix("╰"), shown.lines.joined(separator: "\n"))
        XCTAssertTrue(shown.lines.contains { $0.contains("line 8") }, shown.lines.joined(separator: "\n"))
    }
}
