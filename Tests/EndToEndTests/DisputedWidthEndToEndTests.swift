import Foundation
import PopupTestSupport
import XCTest

/// Issue 17 in a real tmux: emoji sequences, flags, modifiers and conjuncts leave the box square,
/// and a Latin-1 locale gets no UTF-8 on its terminal.
final class DisputedWidthEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// The issue's command; the backdrop paints every cell, so that tmux keeps each row's
    /// trailing spaces and a captured line shows where its border is.
    static let issueCommand = "--set backdrop=blue -t '幅の広いタイトル' -m '家族 👨‍👩‍👧‍👦 flags 🇯🇵🇫🇷 skin 👍🏽 heart ❤️ 漢字かな交じり文 Indic क्षि é' -b はい -b いいえ"

    func testTheIssuesDialogStaysSquareThroughARedrawAndAResize() throws {
        // With motion, the box bounces in and every frame is a diff of the one before.
        for motion in ["1", "0"] {
            let run = try DialogRun(Self.issueCommand, environment: ["POPUPCTL_REDUCE_MOTION": motion])
            run.tmux.waitFor("いいえ")
            waitForSquareBox(run.tmux, "the first frame")
            run.tmux.send("Tab")
            run.tmux.send("C-l")
            waitForSquareBox(run.tmux, "after Ctrl-L")
            run.tmux.resize(width: 64, height: 18)
            waitForSquareBox(run.tmux, "after a resize", columns: 64)
            run.tmux.resize(width: 80, height: 24)
            waitForSquareBox(run.tmux, "after a resize back", columns: 80)
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 1)
            XCTAssertEqual(run.stdout, "いいえ\n")
            run.assertTerminalRestored()
            let wrap = (try? run.tmux.tmux(["display", "-p", "-t", "main", "#{wrap_flag}"])) ?? ""
            XCTAssertTrue(wrap.hasPrefix("1"), "auto-wrap left off: \(wrap)")
        }
    }

    func testALatin1LocaleGetsLatin1OutAndIsReadInLatin1() throws {
        let before = #"tmux pipe-pane -o -t "$TMUX_PANE" "cat > '$PWD/raw.bin'""#
        // The title comes as Latin-1 bytes, as typed on such a terminal; the message, from a
        // file in UTF-8, has what Latin-1 lacks.
        let message = "Naïve… ─ 漢字 👨‍👩‍👧‍👦"
        let run = try DialogRun(#"-t "$(printf 'Caf\351')" -m - --input Name -b OK < message.txt"#,
                                environment: ["LC_ALL": "de_DE.ISO-8859-1"], before: before + "\nprintf '\(message)' > message.txt")
        run.tmux.waitFor("Name")
        run.tmux.sendBytes([0x63, 0x61, 0x66, 0xE9])
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "café\n")
        run.assertTerminalRestored()
        let raw = [UInt8]((try? Data(contentsOf: run.tmux.workDir.appendingPathComponent("raw.bin"))) ?? Data())
        XCTAssertFalse(raw.isEmpty, "nothing captured")
        let high = Set(raw.filter { $0 >= 0x80 })
        XCTAssertEqual(high, [0xE9, 0xEF], "only é and ï, in Latin-1: no UTF-8, no box drawing")
        let text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "#") }, as: UTF8.self)
        XCTAssertTrue(text.contains("+--"), "ASCII borders")
        XCTAssertTrue(text.contains("Caf#"), "é as one byte")
        XCTAssertTrue(["Na#ve~", "-", "????", "??"].allSatisfy(text.contains), "\(text.debugDescription): the line and the ellipsis in ASCII, ideographs and the family as ?")
    }

    func testTheLatin1PlainPromptToo() throws {
        let before = #"tmux pipe-pane -o -t "$TMUX_PANE" "cat > '$PWD/raw.bin'""#
        let run = try DialogRun(#"--plain -t "$(printf 'Caf\351')" -m - --input Name -b OK -b Non < message.txt"#,
                                environment: ["LC_ALL": "fr_FR.ISO-8859-1"], before: before + "\nprintf '─ 漢字' > message.txt")
        run.tmux.waitFor("Name")
        run.tmux.sendBytes([0x63, 0x61, 0x66, 0xE9, 0x0D])
        run.tmux.waitFor("Choose")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "café\n")
        let raw = [UInt8]((try? Data(contentsOf: run.tmux.workDir.appendingPathComponent("raw.bin"))) ?? Data())
        XCTAssertFalse(raw.isEmpty, "nothing captured")
        // The title's é, and the echo of the typed one; the line and the ideographs in ASCII.
        XCTAssertEqual(Set(raw.filter { $0 >= 0x80 }), [0xE9])
        let text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "#") }, as: UTF8.self)
        XCTAssertTrue(text.contains("Caf#") && text.contains("- ??"), text.debugDescription)
    }

    // MARK: helpers

    /// Every row the box takes ends its border in one column, and no row holds anything outside
    /// the box: each line is captured whole (`-N`, with the backdrop painting every cell), so the
    /// spaces right of the border are as many on every row exactly when the borders line up in
    /// tmux's own cells.
    private func waitForSquareBox(_ tmux: Tmux, _ what: String, columns: Int = 80,
                                  file: StaticString = #filePath, line: UInt = #line) {
        eventually(what, describe: { "\(Self.squareBoxProblem($0, columns: columns) ?? ""); screen:\n\($0)" }, file: file, line: line,
                   { (try? tmux.tmux(["capture-pane", "-p", "-N", "-t", "main"])) ?? "" },
                   until: { Self.squareBoxProblem($0, columns: columns) == nil })
    }

    static func squareBoxProblem(_ screen: String, columns: Int) -> String? {
        let rows = screen.components(separatedBy: "\n").dropLast()
        let right: Set<Character> = ["╮", "│", "╯"]
        let left: Set<Character> = ["╭", "│", "╰"]
        var margins: Set<Int> = []
        var lefts: Set<Int> = []
        var boxRows = 0
        for (y, row) in rows.enumerated() {
            let characters = Array(row)
            guard let last = characters.lastIndex(where: right.contains) else {
                if !row.allSatisfy({ $0 == " " }) { return "row \(y) is outside the box but not blank" }
                continue
            }
            boxRows += 1
            let after = characters[(last + 1)...]
            guard after.allSatisfy({ $0 == " " }) else { return "row \(y) has text right of the border" }
            margins.insert(after.count)
            guard let first = characters.firstIndex(where: left.contains),
                  characters[..<first].allSatisfy({ $0 == " " }) else { return "row \(y) has text left of the border" }
            lefts.insert(first)
        }
        guard boxRows >= 5 else { return "no box" }
        guard rows.count > 1, rows.allSatisfy({ !$0.isEmpty }) else { return "rows not captured whole" }
        guard margins.count == 1, lefts.count == 1 else { return "borders in columns \(lefts.sorted()) and \(margins.map { columns - 1 - $0 }.sorted())" }
        return nil
    }
}
