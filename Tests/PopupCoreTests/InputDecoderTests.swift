import XCTest
@testable import PopupCore

final class InputDecoderTests: XCTestCase {
    private func decodeAll(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.expire()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testByteTable() {
        let table: [(String, [Event])] = [
            ("a", [.key(.char("a"))]),
            ("\r", [.key(Key(.enter))]),
            ("\t", [.key(Key(.tab))]),
            ("\u{1B}[Z", [.key(Key(.backTab, .shift))]),
            ("\u{7F}", [.key(Key(.backspace))]),
            ("\u{03}", [.key(.ctrl("c"))]),
            ("\u{1A}", [.key(.ctrl("z"))]),
            ("\u{1B}", [.key(Key(.escape))]),
            ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.key(Key(.up)), .key(Key(.down)), .key(Key(.right)), .key(Key(.left))]),
            ("\u{1B}OA\u{1B}OH", [.key(Key(.up)), .key(Key(.home))]),
            ("\u{1B}[1;5C", [.key(Key(.right, .ctrl))]),
            ("\u{1B}[5~\u{1B}[6~\u{1B}[3~", [.key(Key(.pageUp)), .key(Key(.pageDown)), .key(Key(.delete))]),
            ("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~", [.key(Key(.home)), .key(Key(.end)), .key(Key(.home)), .key(Key(.end))]),
            ("\u{1B}b", [.key(Key(.character("b"), .alt))]),
            ("é日", [.key(.char("é")), .key(.char("日"))]),
            ("\u{1B}[<0;10;5M", [.mouse(MouseEvent(.press(0), at: Point(x: 9, y: 4)))]),
            ("\u{1B}[<0;10;5m", [.mouse(MouseEvent(.release(0), at: Point(x: 9, y: 4)))]),
            ("\u{1B}[<64;1;1M", [.mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0)))]),
            ("\u{1B}[<65;1;1M", [.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0)))]),
            ("\u{1B}[<32;3;4M", [.mouse(MouseEvent(.drag(0), at: Point(x: 2, y: 3)))]),
            ("\u{1B}[200~hi\u{1B}[1mthere\u{1B}[201~", [.paste("hi\u{1B}[1mthere")]),
            ("\u{1B}[I\u{1B}[O", [.terminalReply("[I"), .terminalReply("[O")]),
            ("\u{1B}[?62;22c", [.terminalReply("[?62;22c")]),
            ("\u{1B}[12;40R", [.terminalReply("[12;40R")]),
            ("\u{1B}]11;rgb:0000/0000/0000\u{07}", [.terminalReply("]11;rgb:0000/0000/0000")]),
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", [.terminalReply("]11;rgb:ffff/ffff/ffff")]),
            ("\u{1B}[13;2u", [.key(Key(.enter, .shift))]),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decodeAll(bytes(input)), expected, "input \(input.debugDescription)")
        }
    }

    func testAnySplitGivesTheSameEvents() {
        let stream = bytes("a\u{1B}[A日\u{1B}[<0;12;7M\u{1B}[200~paste 日本\u{1B}[201~\u{1B}[1;5Cé\u{1B}OB\u{1B}[<65;3;3Mz")
        let whole = decodeAll(stream)
        XCTAssertEqual(whole.count, 10)
        for split in 1..<stream.count {
            var decoder = InputDecoder()
            let events = decoder.feed(stream[..<split]) + decoder.feed(stream[split...]) + decoder.expire()
            XCTAssertEqual(events, whole, "split at \(split)")
        }
        var decoder = InputDecoder()
        var events: [Event] = []
        for byte in stream { events += decoder.feed([byte]) }
        XCTAssertEqual(events + decoder.expire(), whole)
    }

    func testLoneEscapeWaitsForTheClockButSequencesDoNot() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertEqual(decoder.hold, .escape)
        XCTAssertEqual(decoder.expire(), [.key(Key(.escape))])
        // A sequence that has begun never turns into typed text, however long it waits.
        XCTAssertEqual(decoder.feed(bytes("\u{1B}[<0;1")), [])
        XCTAssertEqual(decoder.hold, .untimed)
        XCTAssertEqual(decoder.feed(bytes("2;7M")), [.mouse(MouseEvent(.press(0), at: Point(x: 11, y: 6)))])
    }

    func testGarbageNeverTypesDigits() {
        let events = decodeAll(bytes("\u{1B}[12;\u{01}x"))
        for event in events {
            if case .key(let key) = event, case .character(let c) = key.code, key.modifiers.isEmpty {
                XCTAssertFalse(c.isNumber, "digit leaked")
            }
        }
    }

    func testLargePasteStaysOnePiece() {
        let body = String(repeating: "x", count: 1_000_000)
        var decoder = InputDecoder()
        var events: [Event] = []
        let stream = bytes("\u{1B}[200~" + body + "\u{1B}[201~")
        var index = 0
        while index < stream.count {
            let end = min(stream.count, index + 4096)
            events += decoder.feed(stream[index..<end])
            index = end
        }
        XCTAssertEqual(events, [.paste(body)])
    }

    func testBurstOfKeysLosesNone() {
        let stream = [UInt8](repeating: UInt8(ascii: "j"), count: 10_000)
        XCTAssertEqual(decodeAll(stream).count, 10_000)
    }
}
