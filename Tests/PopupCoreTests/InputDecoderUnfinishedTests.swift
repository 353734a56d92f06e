import XCTest
@testable import PopupCore

/// Sequences that begin and never end (Alt-] is ESC ], the start of an OSC; a stray paste start)
/// must not swallow the keys after them, while replies and pastes that arrive in pieces still
/// decode whole.
final class InputDecoderUnfinishedTests: XCTestCase {
    private enum Input {
        case bytes(String)
        /// Nothing arrives for as long as the decoder's hold asks: the run loop expires it then.
        case quiet
    }

    private func decode(_ script: [Input]) -> [Event] {
        var decoder = InputDecoder()
        var events: [Event] = []
        for input in script {
            switch input {
            case .bytes(let text): events += decoder.feed(Array(text.utf8))
            case .quiet: if decoder.hold != .untimed { events += decoder.expire() }
            }
        }
        return events
    }

    private func alt(_ character: Character) -> Event { .key(Key(.character(character), .alt)) }
    private let right = Event.key(Key(.right))
    private let enter = Event.key(Key(.enter))
    private let ctrlC = Event.key(.ctrl("c"))
    private let escape = Event.key(Key(.escape))

    func testIntroducersAloneBecomeAltKeysAndWhatFollowsIsKeys() {
        let table: [([Input], [Event])] = [
            ([.bytes("\u{1B}]"), .quiet, .bytes("\u{1B}[C"), .bytes("\r")], [alt("]"), right, enter]),
            ([.bytes("\u{1B}]"), .quiet, .bytes("\u{03}")], [alt("]"), ctrlC]),
            ([.bytes("\u{1B}]"), .quiet, .bytes("\u{1B}"), .quiet], [alt("]"), escape]),
            ([.bytes("\u{1B}P"), .quiet, .bytes("x")], [alt("P"), .key(.char("x"))]),
            ([.bytes("\u{1B}O"), .quiet, .bytes("\u{1B}[C")], [alt("O"), right]),
            // ESC [ waits untimed (a slow link splits arrows there); the next key cuts it.
            ([.bytes("\u{1B}["), .quiet, .bytes("\u{1B}[C")], [alt("["), right]),
            ([.bytes("\u{1B}_"), .quiet], [alt("_")]),
        ]
        for (script, expected) in table {
            XCTAssertEqual(decode(script), expected, "\(script)")
        }
    }

    /// No quiet time at all: the key after the introducer arrives in the same read.
    func testAKeyNoReplyHoldsCutsTheSequenceShort() {
        let table: [(String, [Event])] = [
            ("\u{1B}]\u{1B}[C\r", [alt("]"), right, enter]),
            ("\u{1B}]\u{03}", [alt("]"), ctrlC]),
            ("\u{1B}]\r", [alt("]"), enter]),
            ("\u{1B}P\u{7F}", [alt("P"), .key(Key(.backspace))]),
            ("\u{1B}O\u{1B}[C", [alt("O"), right]),
            ("\u{1B}O\u{03}", [alt("O"), ctrlC]),
            ("\u{1B}[\u{03}", [alt("["), ctrlC]),
            // Text after the introducer is no key anyone typed: it is dropped, the key still acts.
            ("\u{1B}]some text\u{03}", [ctrlC]),
            ("\u{1B}]11;rgb:00\r", [enter]),
            ("\u{1B}Pdata\u{1B}[C", [right]),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decode([.bytes(input)]), expected, "input \(input.debugDescription)")
        }
    }

    func testAPasteWithoutItsEndIsDeliveredAfterTheQuietTime() {
        XCTAssertEqual(decode([.bytes("\u{1B}[200~"), .quiet, .bytes("\u{03}")]), [.paste(""), ctrlC])
        XCTAssertEqual(decode([.bytes("\u{1B}[200~abc"), .bytes("def"), .quiet, .bytes("x\r")]),
                       [.paste("abcdef"), .key(.char("x")), enter])
        // Before the quiet time other control bytes are part of the paste, as pasted text may hold one.
        XCTAssertEqual(decode([.bytes("\u{1B}[200~a\tb\rc"), .quiet]), [.paste("a\tb\rc")])
    }

    /// Ctrl-C and Ctrl-\ are never paste text: in a paste whose end has not come (a stray start,
    /// a stalled link), in any read, they end the paste where they are and act at once.
    func testAnInterruptKeyEndsAPasteAndActs() {
        let quit = Event.key(.ctrl("\\"))
        let table: [([Input], [Event])] = [
            ([.bytes("\u{1B}[200~"), .bytes("\u{03}")], [ctrlC]),
            ([.bytes("\u{1B}[200~abc\u{03}")], [.paste("abc"), ctrlC]),
            ([.bytes("\u{1B}[200~abc"), .bytes("de\u{03}f\r")], [.paste("abcde"), ctrlC, .key(.char("f")), enter]),
            ([.bytes("\u{1B}[200~ab\u{1C}")], [.paste("ab"), quit]),
            ([.bytes("\u{1B}[200~ab\u{1B}[20"), .bytes("\u{03}")], [.paste("ab\u{1B}[20"), ctrlC]),
        ]
        for (script, expected) in table {
            XCTAssertEqual(decode(script), expected, "\(script)")
        }
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc\u{03}".utf8)), [.paste("abc"), ctrlC], "no quiet time needed")
        XCTAssertEqual(decoder.hold, .untimed)
    }

    /// An ESC that nothing follows, at the end of a paste that has not ended, is the Esc key typed
    /// meanwhile once its own (short) quiet time passes; followed by the rest of an end marker it
    /// was the marker's.
    func testEscTypedWhileAPasteWaitsIsTheEscKey() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~line one\r".utf8)), [])
        XCTAssertEqual(decoder.hold, .paste)
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertEqual(decoder.hold, .pasteEscape)
        XCTAssertEqual(decoder.expire(), [.paste("line one\r"), escape])
        XCTAssertEqual(decoder.hold, .untimed)
        XCTAssertEqual(decoder.feed(Array("\r".utf8)), [enter])

        var slow = InputDecoder()
        XCTAssertEqual(slow.feed(Array("\u{1B}[200~text\u{1B}".utf8)), [])
        XCTAssertEqual(slow.hold, .pasteEscape)
        XCTAssertEqual(slow.feed(Array("[201~".utf8)), [.paste("text")])
    }

    /// The pieces a slow link makes of a reply, a paste or a character: a long quiet between
    /// them changes nothing, because only their own bytes end them.
    func testGenuineSequencesInPiecesStillDecodeWhole() {
        let reply = Event.terminalReply("]11;rgb:1e1e/2020/2a2a")
        XCTAssertEqual(decode([.bytes("\u{1B}]11;rgb:1e1e/"), .quiet, .bytes("2020/2a2a\u{1B}"), .quiet, .bytes("\\")]), [reply])
        XCTAssertEqual(decode([.bytes("\u{1B}]11;rgb"), .quiet, .bytes(":1e1e/2020/2a2a\u{07}")]), [reply])
        XCTAssertEqual(decode([.bytes("\u{1B}P>|tmux"), .quiet, .bytes(" 3.4\u{1B}\\")]), [.terminalReply("P>|tmux 3.4")])
        XCTAssertEqual(decode([.bytes("\u{1B}[<0;1"), .quiet, .bytes("2;7M")]), [.mouse(MouseEvent(.press(0), at: Point(x: 11, y: 6)))])
        XCTAssertEqual(decode([.bytes("\u{1B}[200~one "), .bytes("two "), .bytes("three\u{1B}[20"), .bytes("1~")]),
                       [.paste("one two three")])
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0xE6, 0x97]), [])
        XCTAssertEqual(decoder.hold, .untimed)
        XCTAssertEqual(decoder.feed([0xA5]), [.key(.char("日"))])
    }

    func testWhatEachHoldWaitsFor() {
        let table: [([UInt8], InputDecoder.Hold)] = [
            ([], .untimed),
            ([0x1B], .escape),
            (Array("\u{1B}]".utf8), .escape),
            (Array("\u{1B}P".utf8), .escape),
            (Array("\u{1B}O".utf8), .escape),
            (Array("\u{1B}[".utf8), .untimed),
            (Array("\u{1B}[200~".utf8), .paste),
            (Array("\u{1B}[200~text".utf8), .paste),
            (Array("\u{1B}[200~text\u{1B}".utf8), .pasteEscape),
            (Array("\u{1B}[200~text\u{1B}[".utf8), .paste),
            (Array("\u{1B}]11;rgb".utf8), .untimed),
            (Array("\u{1B}[1;5".utf8), .untimed),
            ([0xE6, 0x97], .untimed),
        ]
        for (bytes, hold) in table {
            var decoder = InputDecoder()
            _ = decoder.feed(bytes)
            XCTAssertEqual(decoder.hold, hold, "\(bytes)")
        }
    }

    /// A sequence that never ends is bounded: past the longest sequence it is dropped, and the
    /// rest of it too, up to its end or a key; not one of its bytes is typed.
    func testEndlessSequencesAreDroppedWholeNotTyped() {
        let long = String(repeating: "9", count: InputDecoder.maxSequenceBytes + 10)
        let table: [([String], [Event])] = [
            (["\u{1B}]" + long, "99", "\u{03}"], [ctrlC]),
            (["\u{1B}]" + long, "99\u{07}x"], [.key(.char("x"))]),
            (["\u{1B}P" + long, "9\u{1B}", "\\x"], [.key(.char("x"))]),
            (["\u{1B}_" + long + "\u{1B}[C"], [right]),
            (["\u{1B}[" + long, "99", ";9Ax"], [.key(.char("x"))]),
            (["\u{1B}[" + long, "\r"], [enter]),
        ]
        for (reads, expected) in table {
            XCTAssertEqual(decode(reads.map { .bytes($0) } + [.quiet]), expected, "\(reads.map(\.count))")
        }
    }
}
