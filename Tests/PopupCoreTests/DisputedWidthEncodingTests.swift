import XCTest
@testable import PopupCore

/// The bytes around clusters whose width terminals disagree on, and the bytes they must not cost.
final class DisputedWidthEncodingTests: XCTestCase {
    private func encoded(_ text: String, width: Int = 12, addressing: ANSIEncoder.Addressing = .absolute,
                         from before: Buffer? = nil) -> String {
        var frame = before ?? Buffer(size: Size(width: width, height: 1))
        frame.write(text, at: Point(x: 0, y: 0), style: .plain)
        var encoder = ANSIEncoder(depth: .none, addressing: addressing, screenWidth: width)
        var out: [UInt8] = []
        encoder.encode((before ?? Buffer(size: frame.size)).diff(frame), into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func testWhatTerminalsAgreeOn() {
        let settled: [Character] = ["a", "é", "─", "漢", "か", "한", "\u{FFFD}", "␀", "…", "❤", "𠀋"]
        for settled in settled {
            XCTAssertTrue(WidthAgreement.isSettled(settled), "\(settled)")
        }
        // Sequences, flags, modifiers, combining marks, emoji that became wide in Unicode 9, and
        // code points newer than it.
        let disputed = ["👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "e\u{301}", "क्षि", "⌚", "😀", "🥺", "\u{1FAE0}"].map(Character.init)
        for disputed in disputed {
            XCTAssertFalse(WidthAgreement.isSettled(disputed), "\(disputed)")
        }
        XCTAssertEqual(WidthAgreement.widestSpan(of: Character("👨‍👩‍👧‍👦")), 14)
    }

    func testASCIIAndCJKCostNoExtraBytes() {
        XCTAssertEqual(encoded("ab 漢字 é"), "\u{1B}[1;1H\u{1B}[0mab\u{1B}[C漢字\u{1B}[Cé")
    }

    func testADisputedClusterIsClearedDrawnAndFollowedByAnAbsoluteMove() {
        // Auto-wrap off once; the two columns cleared, the cluster, then the next cell placed again,
        // and the cells it may spill over (14 columns from its start) repainted though blank.
        let family = "👨‍👩‍👧‍👦"
        XCTAssertEqual(encoded(family + "|", width: 20),
                       "\u{1B}[1;1H\u{1B}[0m\u{1B}[?7l  \u{1B}[1;1H\(family)\u{1B}[1;3H|" + String(repeating: " ", count: 11))
    }

    func testInlineModeMovesFromTheStartOfTheRow() {
        XCTAssertEqual(encoded("x🇯🇵|", width: 10, addressing: .relative),
                       "\u{1B}[0mx\u{1B}[?7l  \u{1B}[2D🇯🇵\r\u{1B}[3C| ")
    }

    func testAChangedClusterRepaintsTheCellsItMaySpillOver() {
        var before = Buffer(size: Size(width: 12, height: 1))
        before.write("ab cdefghij", at: Point(x: 0, y: 0), style: .plain)
        var after = before
        after.write("🇯🇵", at: Point(x: 0, y: 0), style: .plain)
        // Only columns 0–1 changed; a flag may take four columns, so 2 and 3 are sent again too.
        XCTAssertEqual(before.diff(after).map(\.x), [0, 2, 3])
        var unchanged = before
        unchanged.write("ab", at: Point(x: 0, y: 0), style: .plain)
        XCTAssertEqual(before.diff(unchanged).map(\.x), [])
    }

    func testAfterADisputedClusterTheCursorIsPlacedForTheField() {
        var frame = Buffer(size: Size(width: 10, height: 2))
        frame.write("😀", at: Point(x: 0, y: 0), style: .plain)
        var encoder = ANSIEncoder(depth: .none, screenWidth: 10)
        var out: [UInt8] = []
        encoder.encode([CellUpdate(x: 0, y: 0, cell: frame[0, 0])], into: &out)
        out.removeAll()
        encoder.move(to: Point(x: 2, y: 0), into: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[1;3H", "no relative move from a guessed column")
    }
}
