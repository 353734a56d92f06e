import Foundation
import XCTest

final class CoreDialogTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testChooseWithArrowAndEnterUnderDashAndBash() throws {
        for shell in ["sh", "bash"] {
            let run = try DialogRun("-t 'Delete files' -m 'Delete all cat photos from your phone?' --cancel Keep --destructive Delete",
                                    shell: shell)
            let screen = run.tmux.waitFor("< Delete >")
            XCTAssertTrue(screen.contains("Delete files"))
            XCTAssertTrue(screen.contains("( Keep )"))
            XCTAssertTrue(run.tmux.modes().alternate)
            run.tmux.send("Right")
            run.tmux.waitForScreen(escapes: true, "Delete focused") { $0.contains("7m\u{1B}[31m< Delete >") || $0.contains("\u{1B}[1m\u{1B}[7m") }
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 1, shell)
            XCTAssertEqual(run.stdout, "Delete\n")
            XCTAssertEqual(run.stderr, "")
            run.assertTerminalRestored()
            XCTAssertTrue(run.tmux.screen().contains("BEFORE-MARKER"), "the screen from before is back")
        }
    }

    func testEscapeDismissesWith255() throws {
        let run = try DialogRun("-m 'Sure?' --cancel No -b Yes")
        run.tmux.waitFor("[ Yes ]")
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }

    func testNoEscapeKeepsTheDialog() throws {
        let run = try DialogRun("-m 'Sure?' -b Yes --no-escape")
        run.tmux.waitFor("[ Yes ]")
        XCTAssertFalse(run.tmux.bellRang, "a bell before Esc")
        run.tmux.send("Escape")
        // Esc refused rings the bell. Only once it has is Enter sent: the two in one read would be
        // Alt+Enter, and Esc would never have been seen.
        run.tmux.waitForBell("Esc refused")
        XCTAssertTrue(run.tmux.screen().contains("[ Yes ]"), "the dialog is still there after Esc")
        XCTAssertEqual(run.tmux.read("status"), "", "popupctl ended on Esc")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }

    func testThreeButtonsStackAndPrintTheLabel() throws {
        let run = try DialogRun("-m 'Which one?' -b Alpha -b Beta -b Gamma")
        let screen = run.tmux.waitFor("[ Gamma ]")
        let lines = screen.components(separatedBy: "\n")
        let rows = ["[ Alpha ]", "[ Beta ]", "[ Gamma ]"].map { label in lines.firstIndex { $0.contains(label) } ?? -1 }
        XCTAssertEqual(rows[1], rows[0] + 1, "stacked vertically")
        XCTAssertEqual(rows[2], rows[1] + 1)
        run.tmux.send("Down")
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 2)
        XCTAssertEqual(run.stdout, "Gamma\n")
    }

    func testMessageFromStdinScrolls() throws {
        let run = try DialogRun("-t 'Release notes' -m - -b OK < notes.txt", before: "seq 1 200 | sed 's/^/line /' > notes.txt")
        run.tmux.waitFor("line 1")
        XCTAssertFalse(run.tmux.screen().contains("line 200"))
        XCTAssertTrue(run.tmux.screen().contains("▼"), "a position indicator shows there is more")
        run.tmux.send("PageDown")
        run.tmux.waitForScreen("scrolled a page") { !$0.contains("line 1 ") && $0.contains("line 2") }
        run.tmux.send("End")
        run.tmux.waitFor("line 200")
        XCTAssertTrue(run.tmux.screen().contains("[ OK ]"), "buttons stay on screen")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    func testMouseClickChoosesAndClickOutsideDismisses() throws {
        let run = try DialogRun("-m 'Pick' -b One -b Two")
        run.tmux.waitFor("[ Two ]")
        guard let at = run.position(of: "[ Two ]") else { return }
        run.click(x: at.x + 2, y: at.y)
        XCTAssertEqual(run.status(), 1)
        run.assertTerminalRestored()

        let outside = try DialogRun("-m 'Pick' -b One -b Two")
        outside.tmux.waitFor("[ Two ]")
        outside.click(x: 0, y: 0)
        XCTAssertEqual(outside.status(), 255)
    }

    func testClickOutsideIgnoredWithNoTapDismiss() throws {
        let run = try DialogRun("-m 'Pick' -b One --no-tap-dismiss")
        run.tmux.waitFor("[ One ]")
        run.click(x: 0, y: 0)
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }

    func testCtrlCExits130AndRestores() throws {
        for shell in ["sh", "bash"] {
            let run = try DialogRun("-m 'Wait' -b OK", shell: shell)
            run.tmux.waitFor("[ OK ]")
            run.tmux.send("C-c")
            XCTAssertEqual(run.status(), 130, shell)
            run.assertTerminalRestored()
        }
    }

    func testTimeoutChoosesDefaultOrExits124() throws {
        let run = try DialogRun("-m 'Continue?' --cancel Stop -b Go --default Go --timeout 1.5")
        run.tmux.waitFor("2s")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Go\n")

        let bare = try DialogRun("-m 'Continue?' -b Go --timeout 0.5")
        XCTAssertEqual(bare.status(), 124)
        XCTAssertEqual(bare.stdout, "")
        bare.assertTerminalRestored()
    }

    func testHotkeys() throws {
        let run = try DialogRun("-m 'Save?' -b '&Yes' -b '&No'")
        run.tmux.waitFor("[ No ]")
        run.tmux.type("n")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "No\n")
    }

    func testResizeRelaysOut() throws {
        let run = try DialogRun("-t Resize -m 'Centred box' -b OK", width: 80, height: 24)
        run.tmux.waitFor("[ OK ]")
        let wide = run.position(of: "Resize")
        run.tmux.resize(width: 50, height: 14)
        run.tmux.waitForScreen("re-centred") { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.count <= 15 && lines.contains { $0.contains("Resize") } && wide.map { w in
                !(lines.indices.contains(w.y) && lines[w.y].contains("Resize"))
            } ?? false
        }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }

    func testTinyTerminalStillUsable() throws {
        let run = try DialogRun("-t 'A rather long title here' -m 'A long message that cannot fit in such a tiny screen at all' --cancel Keep --destructive Delete",
                                width: 20, height: 6)
        run.tmux.waitFor("Keep")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    func testHostileTextIsShownNotObeyed() throws {
        let run = try DialogRun(#"-t "$(printf 'evil\033]0;pwned\007')" -m "$(printf 'red\033[31mtext\033[0m \302\233 \342\200\256gnp.exe')" -b OK"#)
        let screen = run.tmux.waitFor("␛]0;pwned␇")
        XCTAssertTrue(screen.contains("␛[31mtext␛[0m"))
        let title = (try? run.tmux.tmux(["display", "-p", "-t", "main", "#{pane_title}"])) ?? ""
        XCTAssertFalse(title.contains("pwned"))
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }

    func testInlineDrawsBelowThePromptAndErasesItself() throws {
        let run = try DialogRun("--inline -m 'Inline here' -b OK", before: "echo BEFORE-MARKER; echo SECOND-LINE")
        run.tmux.waitFor("Inline here")
        XCTAssertFalse(run.tmux.modes().alternate, "inline never uses the alternate screen")
        let screen = run.tmux.screen()
        XCTAssertTrue(screen.contains("BEFORE-MARKER"))
        let lines = screen.components(separatedBy: "\n")
        let prompt = lines.firstIndex { $0.contains("SECOND-LINE") } ?? -1
        let box = lines.firstIndex { $0.contains("Inline here") } ?? -1
        XCTAssertGreaterThan(box, prompt)
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
        XCTAssertFalse(run.tmux.screen().contains("Inline here"), "erased on exit")
    }

    /// Without asking where the cursor is: from column 0 the box starts on that very line (no blank
    /// line), and text printed without a newline before it is kept, not erased.
    func testInlineKeepsTextLeftOnTheCursorsLine() throws {
        let atStart = try DialogRun("--inline -m 'Inline here' -b OK", before: "echo SECOND-LINE")
        let screen = atStart.tmux.waitFor("Inline here").components(separatedBy: "\n")
        let prompt = try XCTUnwrap(screen.firstIndex { $0.contains("SECOND-LINE") })
        // The default theme keeps one row of margin above the box.
        XCTAssertEqual(screen[prompt + 1].trimmingCharacters(in: .whitespaces), "")
        XCTAssertTrue(screen[prompt + 2].contains("╭"), "the box's top after its margin:\n\(screen.joined(separator: "\n"))")
        atStart.tmux.send("Enter")
        XCTAssertEqual(atStart.status(), 0)

        for shell in ["sh", "bash"] {
            let midLine = try DialogRun("--inline -m 'Inline here' -b OK", shell: shell, before: "printf 'Deploying to prod... '")
            midLine.tmux.waitFor("Inline here")
            XCTAssertTrue(midLine.tmux.screen().contains("Deploying to prod..."), "kept while the box is up, \(shell)")
            midLine.tmux.send("Enter")
            XCTAssertEqual(midLine.status(), 0)
            XCTAssertTrue(midLine.tmux.screen().contains("Deploying to prod..."), "kept after, \(shell)")
            midLine.assertTerminalRestored()
        }
    }
}

extension CoreDialogTests {
    /// Issue 18: `-m -` typed at a terminal says what it waits for (on stderr), then shows the text.
    func testMessageFromATerminalIsAnnouncedThenShown() throws {
        let run = try DialogRun("-m - -b OK")
        XCTAssertTrue(run.tmux.waitForFile("err.txt", toBe: "popupctl: reading the message from stdin (Ctrl-D ends it)\n"))
        run.tmux.type("typed by hand")
        run.tmux.send("Enter")
        run.tmux.send("C-d")
        run.tmux.waitFor("[ OK ]")
        XCTAssertTrue(run.tmux.screen().contains("typed by hand"))
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }
}
