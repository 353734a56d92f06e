import Foundation
import PopupTestSupport
import XCTest

/// The picker in a real terminal: fzf's keys, choosing nothing is no choice, matched letters drawn
/// apart without letting a hostile item act, colours with `--ansi`, the query and the header,
/// answers decided without drawing, and `--print-matches` with and without a terminal.
final class PickerTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private var popupctl: String { "'\(Tmux.binaryDirectory.path)/popupctl'" }

    func testFuzzyLettersFindAnItemAndRankIt() throws {
        let run = try DialogRun("--items-from - < names.txt",
                                before: "printf 'dbus-update-activation-environment\\nnvim\\nvim\\nvi\\napt-cache\\n' > names.txt")
        run.tmux.waitFor("5 items")
        run.tmux.type("apcache")
        run.tmux.waitForScreen("apt-cache found") { $0.contains("1/5") && $0.contains("› apt-cache") }
        run.tmux.send("C-u")
        run.tmux.type("vi")
        let screen = run.tmux.waitForScreen("ranked") { $0.contains("4/5") && $0.contains("› vi ") }
        let order = ["› vi ", " vim ", " nvim ", " dbus-"].compactMap { screen.range(of: $0)?.lowerBound }
        XCTAssertEqual(order.count, 4, screen)
        XCTAssertEqual(order, order.sorted(), "vi, vim, nvim, then dbus-…: \(screen)")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "vi\n")
    }

    func testControlNPJKMoveTheCursor() throws {
        let run = try DialogRun("--item alpha --item beta --item gamma --item delta")
        run.tmux.waitFor("› alpha")
        run.tmux.send("C-n")
        run.tmux.waitFor("› beta")
        run.tmux.send("C-j")
        run.tmux.waitFor("› gamma")
        run.tmux.send("C-p")
        run.tmux.waitFor("› beta")
        run.tmux.send("C-j")
        run.tmux.send("C-j")
        run.tmux.waitFor("› delta")
        run.tmux.send("C-k")
        run.tmux.waitFor("› gamma")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "gamma\n")
    }

    func testTabChecksAndMovesAndSpaceTypesOnceAQueryIsBegun() throws {
        let run = try DialogRun("--multi --item apt --item apt-cache --item cache --item vim")
        run.tmux.waitFor("[ ] vim")
        run.tmux.send("Tab")
        run.tmux.send("Tab")
        run.tmux.waitForScreen("two checked") { $0.contains("[x] apt ") && $0.contains("[x] apt-cache") && $0.contains("› [ ] cache") }
        run.tmux.send("BTab")
        run.tmux.waitForScreen("checked going up") { $0.contains("› [x] apt-cache") && $0.contains("[x] cache") }
        run.tmux.send("Space")
        run.tmux.waitFor("› [ ] apt-cache")
        run.tmux.type("apt cache")
        run.tmux.waitForScreen("a two-word query") { $0.contains("› apt cache") && $0.contains("1/4") }
        run.tmux.send("Space")
        run.tmux.type("x")
        run.tmux.waitFor("› apt cache x")
        run.tmux.send("BSpace")
        run.tmux.send("BSpace")
        run.tmux.waitFor("1/4")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "apt\ncache\n", "what is checked is picked, shown or not")
    }

    func testChoosingNothingKeepsTheDialogOpenAndEscStillLeaves() throws {
        let run = try DialogRun("--item alpha --item beta")
        run.tmux.waitFor("› alpha")
        run.tmux.type("zzz")
        run.tmux.waitFor("0/2")
        run.tmux.send("Enter")
        run.tmux.waitForBell("Enter with no match")
        run.tmux.send("Right")
        run.tmux.send("Enter")
        let ended = Poll.until(timeout: 0.3, { run.tmux.read("status") }, { !$0.isEmpty })
        XCTAssertEqual(ended.value, "", "OK with no match did not end the dialog")
        XCTAssertTrue(run.tmux.screen().contains("0/2"))
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()

        let empty = try DialogRun("--items-from /dev/null")
        empty.tmux.waitFor("(no items)")
        empty.tmux.send("Enter")
        empty.tmux.waitForBell("OK in an empty list")
        XCTAssertEqual(empty.tmux.read("status"), "")
        empty.tmux.send("Escape")
        XCTAssertEqual(empty.status(), 255)
        XCTAssertEqual(empty.stdout, "")
    }

    func testAHostileItemDrawnWithItsMatchStaysNeutralised() throws {
        let run = try DialogRun(#"--items-from - < hostile.txt"#,
                                before: #"printf 'evil\033]0;pwned\007 \033[2J\033[31mred\033[0m item\nplain\n' > hostile.txt"#)
        run.tmux.waitFor("2 items")
        run.tmux.type("evil red")
        let screen = run.tmux.waitForScreen("matched") { $0.contains("1/2") && $0.contains("␛]0;pwned␇") }
        XCTAssertTrue(screen.contains("␛[2J␛[31mred␛[0m item"), screen)
        XCTAssertTrue(screen.contains("1/2"), "the screen was not cleared")
        let title = (try? run.tmux.tmux(["display", "-p", "-t", "main", "#{pane_title}"])) ?? ""
        XCTAssertFalse(title.contains("pwned"))
        let styled = run.tmux.screen(escapes: true)
        XCTAssertTrue(styled.contains("\u{1B}[1m") || styled.contains(";1m") || styled.contains("[1;"), "the matched letters are bold")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "evil\u{1B}]0;pwned\u{07} \u{1B}[2J\u{1B}[31mred\u{1B}[0m item\n", "answered with its bytes, as given")
    }

    func testAnsiKeepsColoursAndDropsEveryOtherSequence() throws {
        let run = try DialogRun("--ansi --items-from - < coloured.txt",
                                before: #"printf '\033[31mred\033[0m apple \033[2J\033]0;pwned\007tail\n\033[32mgreen\033[0m pear\n' > coloured.txt"#)
        let screen = run.tmux.waitFor("red apple tail")
        XCTAssertTrue(screen.contains("green pear"))
        XCTAssertFalse(screen.contains("␛"), "colour codes are taken out, the rest dropped: \(screen)")
        let title = (try? run.tmux.tmux(["display", "-p", "-t", "main", "#{pane_title}"])) ?? ""
        XCTAssertFalse(title.contains("pwned"))
        run.tmux.send("Down")
        let styled = run.tmux.waitForScreen(escapes: true, "coloured") { $0.contains("red") && $0.contains("\u{1B}[31m") }
        XCTAssertTrue(styled.contains("\u{1B}[31m"), "red kept")
        run.tmux.type("pear")
        run.tmux.waitFor("1/2")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "green pear\n", "printed without its codes")
    }

    func testALongItemScrollsToShowItsMatch() throws {
        let run = try DialogRun("--items-from - < long.txt", width: 60,
                                before: "printf '%0200d needle at the end\\nshort\\n' 0 > long.txt")
        run.tmux.waitFor("2 items")
        run.tmux.type("needle")
        let screen = run.tmux.waitForScreen("scrolled") { $0.contains("1/2") && $0.contains("needle") }
        XCTAssertTrue(screen.contains("…000"), "cut before the match: \(screen)")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout.count, 219, "the whole item")
    }

    func testTheQueryTheHeaderAndPrintQuery() throws {
        let run = try DialogRun("--items-from - --header-lines 1 --header 'Pick a host' --query web --print-query < hosts.txt",
                                before: "printf 'HOST ROLE\\ndb1 database\\nweb1 frontend\\nweb2 frontend\\n' > hosts.txt")
        let screen = run.tmux.waitForScreen("opened on the query") { $0.contains("› web") && $0.contains("2/3") }
        XCTAssertTrue(screen.contains("Pick a host") && screen.contains("HOST ROLE"), screen)
        run.tmux.type("2")
        run.tmux.waitFor("1/3")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "web2\nweb2 frontend\n", "the query, then the item")
    }

    func testFieldsShownAndMatchedAndTheWholeLinePrinted() throws {
        let run = try DialogRun("--items-from - --delimiter : --with-nth 2 --nth 1 < users.txt",
                                before: "printf 'alice:Alice Liddell:/bin/sh\\nbob:Bob Builder:/bin/zsh\\n' > users.txt")
        let screen = run.tmux.waitFor("Alice Liddell")
        XCTAssertFalse(screen.contains("/bin/sh"), "only the second field is shown")
        run.tmux.type("Bob")
        run.tmux.waitFor("1/2")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "bob:Bob Builder:/bin/zsh\n")
    }

    /// Items from a pipe that ends later: nothing is drawn while they decide, and the answer
    /// comes once they are in; a second match opens the box at once, before the input ends.
    func testSelectOneAndExitZeroDecideWithoutDrawing() throws {
        let one = try DialogRun("--items-from - --query app --select-1 < fifo",
                                before: "rm -f fifo; mkfifo fifo; (echo apple; sleep 1; echo banana) > fifo & echo BEFORE-MARKER")
        let drawn = Poll.until(timeout: 0.8, every: 0.05) { one.tmux.modes().alternate }
        XCTAssertFalse(drawn.value, "nothing drawn while the input decides")
        XCTAssertEqual(one.status(), 0)
        XCTAssertEqual(one.stdout, "apple\n")
        XCTAssertTrue(one.tmux.screen().contains("BEFORE-MARKER"), "the screen untouched")
        one.assertTerminalRestored()

        let none = try DialogRun("--items-from - --query zzz --exit-0 < fifo",
                                 before: "rm -f fifo; mkfifo fifo; (echo apple; sleep 0.5; echo banana) > fifo &")
        XCTAssertEqual(none.status(), 1)
        XCTAssertEqual(none.stdout, "")
        XCTAssertFalse(none.tmux.modes().alternate)

        let two = try DialogRun("--items-from - --query app --select-1 < fifo",
                                before: "rm -f fifo; mkfifo fifo; (echo apple; echo application; sleep 30) > fifo &")
        two.tmux.waitForScreen("asked before the input ends") { $0.contains("reading…") && $0.contains("› app") }
        two.tmux.send("Enter")
        XCTAssertEqual(two.status(), 0)
        XCTAssertEqual(two.stdout, "apple\n")
    }

    func testPrintMatchesWithAndWithoutATerminal() throws {
        let script = """
        printf 'dbus-update-activation-environment\\nnvim\\nvim\\nvi\\n' > names.txt
        \(popupctl) --items-from names.txt --print-matches vi > at-terminal.txt; echo "s1=$?" >> at-terminal.txt
        setsid sh -c '\(popupctl) --items-from - --print-matches vi < names.txt > none.txt 2>&1; echo "s2=$?" >> none.txt'
        setsid sh -c '\(popupctl) --items-from - --print-matches zzz < names.txt > nomatch.txt 2>&1; echo "s3=$?" >> nomatch.txt'
        echo done > status
        """
        let tmux = try Tmux(script: script)
        _ = tmux.waitForFile("status")
        let ranked = "vi\nvim\nnvim\ndbus-update-activation-environment\n"
        XCTAssertEqual(tmux.read("at-terminal.txt"), ranked + "s1=0\n")
        XCTAssertEqual(tmux.read("none.txt"), ranked + "s2=0\n", "no terminal needed")
        XCTAssertEqual(tmux.read("nomatch.txt"), "s3=1\n")
        XCTAssertFalse(tmux.modes().alternate)
    }
}
