import XCTest
@testable import PopupCore

/// The build list, the log view and the mixed gauge.
final class ListContentTests: XCTestCase {
    private let view = Size(width: 40, height: 6)

    private func buildList(reorder: Bool = false) -> BuildList {
        BuildList(items: [("Alpha", true), ("Beta", false), ("Gamma", false), ("Delta", true)], keepsChosenOrder: reorder)
    }

    func testTheBuildListMovesItemsBetweenItsLists() {
        var list = buildList()
        XCTAssertEqual(list.cursor, 1, "the first item not chosen")
        XCTAssertEqual([list.left, list.right], [[1, 2], [0, 3]])
        _ = list.handle(.char(" "), part: nil, view: view)
        XCTAssertEqual(list.right, [0, 1, 3], "in the order given")
        XCTAssertEqual(list.cursor, 2, "the cursor stays in its list, on the next item")
        _ = list.handle(.char("$"), part: nil, view: view)
        XCTAssertEqual(list.side, 1)
        _ = list.handle(Key(.end), part: nil, view: view)
        _ = list.handle(.char(" "), part: nil, view: view)
        XCTAssertEqual(list.answer.items, [0, 1])
        // --reorder: the right list in the order chosen.
        var ordered = buildList(reorder: true)
        _ = ordered.handle(Key(.down), part: nil, view: view)
        _ = ordered.handle(.char(" "), part: nil, view: view)
        _ = ordered.handle(.char(" "), part: nil, view: view)
        XCTAssertEqual(ordered.answer.items, [0, 3, 2, 1])
        XCTAssertEqual(ordered.handle(Key(.enter), part: nil, view: view), .pass, "Enter is the buttons'")
    }

    func testTheBuildListJumpsByLetterAndDigit() {
        var list = buildList()
        _ = list.handle(.char("g"), part: nil, view: view)
        XCTAssertEqual(list.cursor, 2)
        XCTAssertEqual(list.handle(.char("2"), part: nil, view: view), .pass, "a digit moves nothing, in dialog 1.3 either")
        XCTAssertEqual(list.cursor, 2)
        var buffer = Buffer(size: Size(width: 40, height: 6))
        list.draw(in: Rect(x: 0, y: 0, width: 40, height: 4), focus: nil, theme: .standard, clip: buffer.bounds, into: &buffer)
        XCTAssertTrue(buffer.lines()[0].contains("Beta") && buffer.lines()[0].contains("Alpha"), "\(buffer.lines())")
    }

    func testTheLogKeepsItsNewestLinesWithinItsCapacity() {
        var log = LogView(capacity: 3)
        log.consume(Array("one\ntwo\nthr".utf8))
        XCTAssertEqual(Array(log.lines), ["one", "two"])
        log.consume(Array("ee\nfour\nfive\n".utf8))
        XCTAssertEqual(Array(log.lines), ["three", "four", "five"])
        for number in 0..<10_000 { log.consume(Array("line \(number)\n".utf8)) }
        XCTAssertEqual(Array(log.lines), ["line 9997", "line 9998", "line 9999"])
        XCTAssertEqual(Array(LogView(text: Array("a\nb".utf8)).lines), ["a", "b"], "the last line without its line break")
        // Sideways: h and l, 0 back; escapes drawn harmless.
        var escaped = LogView(text: Array("ab\u{1B}[31mcd\n".utf8))
        _ = escaped.handle(.char("l"), part: nil, view: view)
        var buffer = Buffer(size: Size(width: 20, height: 2))
        escaped.draw(in: Rect(x: 0, y: 0, width: 20, height: 2), focus: nil, theme: .standard, clip: buffer.bounds, into: &buffer)
        XCTAssertTrue(buffer.lines()[0].hasPrefix("b␛"), "\(buffer.lines())")
        _ = escaped.handle(.char("0"), part: nil, view: view)
        XCTAssertEqual(escaped.shift, 0)
    }

    func testTheMixedGaugeShowsItsSteps() {
        let gauge = MixedGauge(steps: [("Download", .text("Done")), ("Hidden", nil), ("Unpack", .percent(42))], percent: 55)
        XCTAssertEqual(gauge.rows(screen: Size(width: 80, height: 24)).wanted, 4, "two steps shown, a gap, the bar")
        var buffer = Buffer(size: Size(width: 40, height: 5))
        gauge.draw(in: Rect(x: 0, y: 0, width: 40, height: 4), focus: nil, theme: .standard, clip: buffer.bounds, into: &buffer)
        let lines = buffer.lines()
        XCTAssertTrue(lines[0].contains("Download") && lines[0].contains("[ Done ]"), "\(lines)")
        XCTAssertTrue(lines[1].contains("[  42% ]"))
        XCTAssertTrue(lines[3].contains("55%"))
    }
}
