import PopupTestSupport
import XCTest
@testable import PopupCore

/// Properties of the decoder over whole streams: however the bytes are cut into reads and however
/// slowly they come, the same events come out; replies the terminal volunteers are never typed.
final class InputDecoderPropertyTests: XCTestCase {
    /// Everything a terminal sends: keys of every kind, mouse reports, pastes (one with NUL and a
    /// sequence inside), UTF-8 text in 1–4 byte forms.
    static let pieces: [String] = [
        "a", "Z", "7", " ", "\r", "\t", "\u{7F}", "\u{03}", "\u{1B}[A", "\u{1B}[B", "\u{1B}[1;5C", "\u{1B}[1;2D",
        "\u{1B}OA", "\u{1B}OP", "\u{1B}[5~", "\u{1B}[3;5~", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[Z", "\u{1B}b",
        "\u{1B}[<0;12;7M", "\u{1B}[<0;12;7m", "\u{1B}[<64;100;40M", "\u{1B}[<35;1;1M", "\u{1B}[M !!",
        "\u{1B}[200~pasted \u{0}nul \u{1B}[31m日本\u{1B}[201~", "\u{1B}[200~\u{1B}[201~", "é", "日", "👩‍👩‍👧", "\u{1F600}",
        "\u{1B}[13;2u", "\u{1B}[27;5;106~",
    ]

    private func decodeAll(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.expire()
    }

    private func stream(_ generator: inout SeededGenerator, pieces count: Int) -> [UInt8] {
        (0..<count).flatMap { _ in Array(Self.pieces[generator.next(below: Self.pieces.count)].utf8) }
    }

    func testAnyCutIntoReadsGivesTheSameEvents() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let bytes = stream(&generator, pieces: 1 + generator.next(below: 12))
            let whole = decodeAll(bytes)
            var decoder = InputDecoder()
            var events: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + generator.next(below: 8))
                events += decoder.feed(bytes[start..<end])
                start = end
            }
            XCTAssertEqual(events + decoder.expire(), whole, "\(bytes)")
        }
    }

    /// Byte by byte with 0, 20 or 200 ms between bytes, the run loop expiring what the decoder
    /// holds once it has been quiet for the hold's delay (25 ms after ESC or ESC and an
    /// introducer, 5 s in a paste, 0.3 s after an ESC that ends a paste so far). The gaps no
    /// decoder can bridge are those where the bytes so far also look like a key (a lone Esc, an
    /// Alt key, Esc typed in a paste) or like a paste that lost its end, so those gaps are kept
    /// shorter than the delay; any other gap, inside a sequence or a UTF-8 character, may be long.
    func testSlowBytesLeakNoDigitsOrLetters() {
        var generator = SeededGenerator(seed: 11)
        func delay(_ hold: InputDecoder.Hold) -> Double? {
            switch hold {
            case .untimed: return nil
            case .escape: return 0.025
            case .paste: return 5
            case .pasteEscape: return 0.3
            }
        }
        for _ in 0..<200 {
            let bytes = stream(&generator, pieces: 1 + generator.next(below: 10))
            let whole = decodeAll(bytes)
            var decoder = InputDecoder()
            var events: [Event] = []
            for (index, byte) in bytes.enumerated() {
                events += decoder.feed([byte])
                var gap = [0, 0.02, 0.2][generator.next(below: 3)]
                if let delay = delay(decoder.hold) { gap = min(gap, delay * 0.8) }
                // Only the quiet after the last byte reaches a hold's delay.
                if index == bytes.count - 1 || delay(decoder.hold).map({ gap >= $0 }) == true {
                    events += decoder.expire()
                }
            }
            XCTAssertEqual(events, whole, "\(bytes)")
        }
    }

    func testPasteWithNulAndSequencesStaysOnePaste() {
        let body = "line\u{0}one\r\nline\u{1B}[2Jtwo\u{1B}]0;x\u{07}\u{9B}"
        XCTAssertEqual(decodeAll(Array("\u{1B}[200~\(body)\u{1B}[201~".utf8)), [.paste(body)])
        // The reducer sanitises it before it reaches a field.
        XCTAssertEqual(Sanitizer.line(body), "line␀one line␛[2Jtwo␛]0;x␇\u{FFFD}")
    }

    func testUnsolicitedRepliesAreNeverKeys() {
        let replies = [
            "\u{1B}[I", "\u{1B}[O", "\u{1B}[?62;22c", "\u{1B}[>0;95;0c", "\u{1B}[12;40R", "\u{1B}[?12;40R", "\u{1B}[0n",
            "\u{1B}[?2004;1$y", "\u{1B}[?1u", "\u{1B}[8;24;80t", "\u{1B}]11;rgb:0000/0000/0000\u{07}",
            "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}P>|tmux 3.3a\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\",
        ]
        for reply in replies {
            for event in decodeAll(Array(reply.utf8)) {
                if case .key = event { XCTFail("reply \(reply.debugDescription) typed as \(event)") }
                if case .paste = event { XCTFail("reply \(reply.debugDescription) pasted") }
            }
        }
    }

    func testTenKilobyteBurstLosesNothing() {
        var generator = SeededGenerator(seed: 3)
        var bytes: [UInt8] = []
        var expected = 0
        while bytes.count < 10_240 {
            let piece = ["j", "k", "\u{1B}[A", "日", "\u{1B}[<0;5;5M", "\u{1B}[1;5C"][generator.next(below: 6)]
            bytes += Array(piece.utf8)
            expected += 1
        }
        XCTAssertEqual(decodeAll(bytes).count, expected)
        var decoder = InputDecoder()
        var events: [Event] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 4096)
            events += decoder.feed(bytes[start..<end])
            start = end
        }
        XCTAssertEqual((events + decoder.expire()).count, expected)
    }

    func testGarbageEndsAndNeverStalls() {
        // Unterminated strings and overlong sequences are dropped, and what follows still decodes.
        let garbage = "\u{1B}[" + String(repeating: "9", count: 5000) + "A" + "x"
        XCTAssertEqual(decodeAll(Array(garbage.utf8)).last, .key(.char("x")))
        let unterminated = "\u{1B}]" + String(repeating: "o", count: 5000) + "\u{07}y"
        XCTAssertEqual(decodeAll(Array(unterminated.utf8)).last, .key(.char("y")))
    }
}
