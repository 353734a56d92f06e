import XCTest
@testable import PopupCore

/// A paste longer than the cap: what fits is one paste, and the rest of it, up to its end marker,
/// is dropped whatever size the reads cut it into; never typed as keys (a CR in it would choose a
/// button).
final class InputDecoderOverlongPasteTests: XCTestCase {
    private let limit = 8
    private let stream = Array("\u{1B}[200~abcdefgh\rijk\u{1B}[A\rlmnop\u{1B}[201~x\r".utf8)

    private func decode(_ bytes: [UInt8], readSize: Int) -> [Event] {
        var decoder = InputDecoder(pasteLimit: limit)
        var events: [Event] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + readSize)
            events += decoder.feed(bytes[start..<end])
            start = end
        }
        return events
    }

    func testTheRestOfAnOverlongPasteIsDroppedUpToItsEnd() {
        for readSize in [1, 2, 5, 6, 7, 13, stream.count] {
            XCTAssertEqual(decode(stream, readSize: readSize), [.paste("abcdefgh"), .key(.char("x")), .key(Key(.enter))],
                           "reads of \(readSize)")
        }
    }

    func testAnOverlongPasteWhoseEndNeverComesEndsAfterTheQuietTime() {
        var decoder = InputDecoder(pasteLimit: limit)
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abcdefghijklmnopqrstuvwxyz\r".utf8)), [.paste("abcdefgh")])
        XCTAssertEqual(decoder.hold, .paste)
        XCTAssertEqual(decoder.expire(), [])
        XCTAssertEqual(decoder.hold, .untimed)
        XCTAssertEqual(decoder.feed(Array("\r".utf8)), [.key(Key(.enter))])
    }

    /// Dropping the rest of an overlong paste stops at Ctrl-C, which acts, and at an ESC nothing
    /// follows, which is Esc.
    func testInterruptAndEscStillActWhileAnOverlongPasteIsDropped() {
        var decoder = InputDecoder(pasteLimit: limit)
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abcdefghijklmnopqrstu".utf8)), [.paste("abcdefgh")])
        XCTAssertEqual(decoder.feed(Array("mno\u{03}".utf8)), [.key(.ctrl("c"))])
        var escaped = InputDecoder(pasteLimit: limit)
        XCTAssertEqual(escaped.feed(Array("\u{1B}[200~abcdefghijklmnopqrstu\u{1B}".utf8)), [.paste("abcdefgh")])
        XCTAssertEqual(escaped.hold, .pasteEscape)
        XCTAssertEqual(escaped.expire(), [.key(Key(.escape))])
        XCTAssertEqual(escaped.feed(Array("x".utf8)), [.key(.char("x"))])
    }

    func testTheRealCapDropsTheRestOfAPasteSentInReads() {
        var decoder = InputDecoder()
        let cap = InputDecoder.maxPasteBytes
        var events = decoder.feed(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65536 - 1) + [0x0D]
        for _ in 0..<(cap / chunk.count + 40) { events += decoder.feed(chunk) }
        events += decoder.feed(Array("\u{1B}[201~q".utf8))
        XCTAssertEqual(events.count, 2)
        guard case .paste(let text)? = events.first else { return XCTFail("no paste: \(events.prefix(3))") }
        XCTAssertEqual(text.utf8.count, cap)
        XCTAssertEqual(events.last, .key(.char("q")))
    }
}
