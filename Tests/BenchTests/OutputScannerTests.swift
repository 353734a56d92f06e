import XCTest
@testable import popupctl_bench

final class OutputScannerTests: XCTestCase {
    func testFindsTheMarkerBetweenEscapeSequencesAndAcrossReads() {
        var scanner = OutputScanner(marker: "QZMARKERX")
        _ = scanner.feed(Array("\u{1B}[?1049h\u{1B}[2;3H\u{1B}[1;38;2;1;2;3mQZMAR".utf8))
        XCTAssertEqual(scanner.markerCount, 0)
        _ = scanner.feed(Array("KERX\u{1B}(B\u{1B}[0m".utf8))
        XCTAssertEqual(scanner.markerCount, 1)
        _ = scanner.feed(Array("QZM\u{1B}]0;title\u{07}ARKERX QQZMARKERX".utf8))
        XCTAssertEqual(scanner.markerCount, 3, "an OSC inside is stripped; a repeated first letter restarts the match")
    }

    func testTextInsideStringsAndCharsetDesignationsIsNotPrinted() {
        var scanner = OutputScanner(marker: "QZMARKERX")
        _ = scanner.feed(Array("\u{1B}]2;QZMARKERX\u{1B}\\\u{1B}PQZMARKERX\u{1B}\\\u{1B}(0".utf8))
        XCTAssertEqual(scanner.markerCount, 0)
        XCTAssertEqual(scanner.printedBytes, 0)
    }

    func testAnswersTheQueriesATerminalAnswers() {
        var scanner = OutputScanner(marker: "QZMARKERX")
        let replies = scanner.feed(Array("\u{1B}]11;?\u{1B}\\\u{1B}[c\u{1B}[6n".utf8))
        XCTAssertEqual(replies, OutputScanner.backgroundReply + OutputScanner.deviceAttributesReply
                       + OutputScanner.cursorPositionReply)
    }

    func testAnswersModeSizeAndColourQueriesAsATerminalDoes() {
        var scanner = OutputScanner(marker: "QZMARKERX", columns: 100, rows: 30)
        let replies = scanner.feed(Array("\u{1B}[?2004$p\u{1B}[>c\u{1B}[18t\u{1B}]10;?\u{07}\u{1B}[>q".utf8))
        XCTAssertEqual(String(decoding: replies, as: UTF8.self),
                       "\u{1B}[?2004;2$y\u{1B}[>41;380;0c\u{1B}[8;30;100t\u{1B}]10;rgb:d0d0/d0d0/d0d0\u{1B}\\"
                       + "\u{1B}P>|xterm(380)\u{1B}\\")
    }

    func testFollowsTheCursorKeyMode() {
        var scanner = OutputScanner(marker: "QZMARKERX")
        _ = scanner.feed(Array("\u{1B}[?1h\u{1B}=".utf8))
        XCTAssertTrue(scanner.applicationCursorKeys)
        XCTAssertEqual(Key.down.bytes(applicationCursorKeys: scanner.applicationCursorKeys), Array("\u{1B}OB".utf8))
        _ = scanner.feed(Array("\u{1B}[?1006;1l".utf8))
        XCTAssertFalse(scanner.applicationCursorKeys)
    }

    func testTheLongMessageIsTheSizeAskedForAndStartsWithTheMarker() {
        let message = Fixtures.message(bytes: 10 << 10)
        XCTAssertEqual(message.count, 10 << 10)
        XCTAssertEqual(message.last, 0x0A)
        XCTAssertTrue(message.starts(with: Array(Fixtures.marker.utf8)))
        XCTAssertEqual(message, Fixtures.message(bytes: 10 << 10))
    }
}
