import Foundation
import XCTest

/// Lists in a real terminal: pick, filter, check, scroll, Esc, items streamed from a slow pipe, and
/// no terminal with answers.
final class ListTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private var popupctl: String { "'\(Tmux.binaryDirectory.path)/popupctl'" }

    func testFilterAndPickFromAPipe() throws {
        let run = try DialogRun("-t 'Open which file?' --items-from - < names.txt",
                                before: "seq -f 'file-%04g.txt' 1 5000 > names.txt")
        run.tmux.waitFor("5 000 items")
        run.tmux.type("07 3")
        // Ranked as fzf ranks them: 0, 7 and 3 together at the start of the number first.
        run.tmux.waitForScreen("filtered") { $0.contains("91/5 000") && $0.contains("› file-0703.txt") }
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0, "OK")
        XCTAssertEqual(run.stdout, "file-0713.txt\n", "the second match, the tag alone on one line")
        run.assertTerminalRestored()
    }

    func testChecklistPrintsEveryCheckedTagInListOrder() throws {
        let run = try DialogRun("-t Packages --multi --checked vim --item $'curl\\tTransfer URLs' --item $'git\\tVersion control' --item $'vim\\tEditor'",
                                shell: "bash")
        run.tmux.waitForScreen("checked") { $0.contains("[x] vim") && $0.contains("[ ] curl") }
        run.tmux.send("Space")
        run.tmux.waitFor("[x] curl")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "curl\nvim\n")
        run.assertTerminalRestored()
    }

    func testCancelAndEscPrintNothing() throws {
        let cancel = try DialogRun("--item a --item b")
        cancel.tmux.waitFor("( Cancel )")
        cancel.tmux.send("Tab")
        cancel.tmux.send("Right")
        cancel.tmux.send("Enter")
        XCTAssertEqual(cancel.status(), 1)
        XCTAssertEqual(cancel.stdout, "")
        let escape = try DialogRun("--item a --item b")
        escape.tmux.waitFor("› a")
        escape.tmux.type("b")
        escape.tmux.waitFor("1/2")
        escape.tmux.send("Escape")
        escape.tmux.waitForScreen("filter cleared") { $0.contains("type to filter") }
        escape.tmux.send("Escape")
        XCTAssertEqual(escape.status(), 255)
        XCTAssertEqual(escape.stdout, "")
        escape.assertTerminalRestored()
    }

    func testScrollingToTheEndOfALongList() throws {
        let run = try DialogRun("--items-from list.txt", height: 14, before: "seq -f 'row %g' 1 100000 > list.txt")
        run.tmux.waitFor("› row 1 ")
        run.tmux.send("End")
        run.tmux.waitFor("› row 100000")
        run.tmux.send("PageUp")
        run.tmux.send("Up")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        let chosen = Int(run.stdout.dropFirst(4).dropLast()) ?? 0
        XCTAssertTrue((99_980..<100_000).contains(chosen), "a page and a row above the last: \(run.stdout)")
    }

    func testItemsFromASlowPipeShowBeforeTheyAllCome() throws {
        let run = try DialogRun("-t Slow --items-from - < fifo", before: "rm -f fifo; mkfifo fifo; (echo first; echo second; sleep 30; echo late) > fifo &")
        run.tmux.waitForScreen("shown while reading") { $0.contains("› first") && $0.contains("reading…") }
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "second\n")
        run.assertTerminalRestored()
    }

    func testAMouseClickSelectsAndASecondClickChooses() throws {
        let run = try DialogRun("--item alpha --item beta --item gamma")
        run.tmux.waitFor("gamma")
        guard let beta = run.position(of: "beta") else { return XCTFail("no beta on screen") }
        let click: (Int, Int) -> [UInt8] = { x, y in Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8) }
        run.tmux.sendBytes(click(beta.x, beta.y))
        run.tmux.waitFor("› beta")
        run.tmux.sendBytes(click(beta.x, beta.y))
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "beta\n")
    }

    func testNoTerminalAnswersPickItemsAndRefuseUnknownOnes() throws {
        let script = """
        printf 'a\\tfirst\\nb c\\tsecond\\nd\\n' > items.txt
        setsid sh -c '\(popupctl) --items-from items.txt --multi --answer-item d --answer-item "b c" < /dev/null > out1.txt 2>&1; echo "s1=$?" >> out1.txt'
        POPUPCTL_ITEMS=a setsid sh -c '\(popupctl) --items-from - < items.txt > out2.txt 2>&1; echo "s2=$?" >> out2.txt'
        setsid sh -c '\(popupctl) --items-from items.txt --answer-item zzz < /dev/null > out3.txt 2>&1; echo "s3=$?" >> out3.txt'
        setsid sh -c '\(popupctl) --items-from items.txt --answer Cancel < /dev/null > out4.txt 2>&1; echo "s4=$?" >> out4.txt'
        setsid sh -c '\(popupctl) --items-from items.txt --print0 --output label --answer-item a < /dev/null | od -An -c > out5.txt; echo done > status'
        """
        let tmux = try Tmux(script: script)
        _ = tmux.waitForFile("status")
        XCTAssertEqual(tmux.read("out1.txt"), "b c\nd\ns1=0\n")
        XCTAssertEqual(tmux.read("out2.txt"), "a\ns2=0\n")
        XCTAssertEqual(tmux.read("out3.txt"), "popupctl: answer item 'zzz' is not in the list\ns3=125\n")
        XCTAssertEqual(tmux.read("out4.txt"), "s4=1\n")
        XCTAssertEqual(tmux.read("out5.txt").split(separator: " ").filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) },
                       ["a", "\\0"])
    }

    func testPlainModeListsNumberedItems() throws {
        let run = try DialogRun("--items-from list.txt --multi", environment: ["TERM": "dumb"],
                                before: "printf 'one\\ntwo\\nthree\\nfour\\n' > list.txt")
        run.tmux.waitFor("Items (numbers like")
        run.tmux.type("2-3")
        run.tmux.send("Enter")
        // One question: the pick is the answer (OK), as Enter on the list is in the box.
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "two\nthree\n")
        XCTAssertFalse(run.tmux.screen().contains("Choose"), run.tmux.screen())
    }
}
