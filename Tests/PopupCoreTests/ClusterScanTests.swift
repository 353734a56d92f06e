import XCTest
@testable import PopupCore

final class ClusterScanTests: XCTestCase {
    private struct Collect: ClusterSink {
        let bytes: [UInt8]
        var found: [(piece: String, width: Int, isSpace: Bool)] = []

        mutating func take(start: Int, end: Int, width: Int, isSpace: Bool) {
            found.append((String(decoding: bytes[start..<end], as: UTF8.self), width, isSpace))
        }
    }

    private func clusters(_ text: String) -> [String] {
        var collect = Collect(bytes: Array(text.utf8))
        ClusterScan.forEach(in: text, into: &collect)
        for (piece, width, isSpace) in collect.found {
            XCTAssertEqual(width, DisplayWidth.of(Character(piece)), piece)
            XCTAssertEqual(isSpace, piece == " ")
        }
        return collect.found.map(\.piece)
    }

    func testClustersAreSwiftsCharacters() {
        let texts = [
            "", "a", "plain ascii text", "\u{FFFD}\u{FFFD}a\u{FFFD}", "␀␛[31m␡", "e\u{301} x\u{301}\u{302}", " \u{301}",
            "नमस्ते दुनिया, क्या आप फ़ाइलें हटाना चाहते हैं?", "स्त्र क्\u{200D}ष", "น้ำใจ ทำงาน", "می\u{200C}خواهم",
            "👩\u{200D}👩\u{200D}👧 👍🏽 🇫🇷🇩🇪 #️⃣ ❤️", "\u{1112}\u{1161}\u{11AB}한", "\u{600}1\u{600}\u{FFFD}\u{110BD}a",
            "a\r\nb\rc", "日本語 ＡＢＣ", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}x",
        ]
        for text in texts {
            XCTAssertEqual(clusters(text), text.map { String($0) }, text)
        }
    }

    /// Every scalar said never to join what follows it is followed by a boundary in Swift's rules.
    func testBoundariesAfterEveryScalarClaimed() {
        for value in UInt32(0)...0xFFFF where ClusterScan.isBoundary(before: 0x41, after: value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for next: Unicode.Scalar in ["A", " ", "\u{FFFD}", "␀"] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(next)
                if String(pair).count != 2 {
                    XCTFail("U+\(String(value, radix: 16)) joins U+\(String(next.value, radix: 16))")
                    return
                }
            }
        }
    }

    /// The boundaries found without Swift's help are boundaries whatever comes before them.
    func testStandaloneScalarsAlwaysStartACluster() {
        let contexts = ["a", "\u{FFFD}", "␀", "\u{0600}", "\u{110BD}", "\u{0D4E}", "👩\u{200D}", "\u{1F1EB}", "क्", "क\u{94D}\u{200D}",
                        "\u{1100}", "\r", "\u{301}", "\u{25CC}", "\u{5D0}", "ؘ", "ا"]
        let standalone: [UInt32] = Array(0x20...0x7E) + [0xFFFD] + Array(0x2400...0x2421)
        for context in contexts {
            let last = context.unicodeScalars.last!.value
            for value in standalone {
                let text = context + String(Unicode.Scalar(value)!)
                let expected = ClusterScan.isBoundary(before: value, after: last)
                if expected {
                    XCTAssertEqual(text.count, context.count + 1, "\(context.unicodeScalars.map(\.value)) + \(value)")
                }
            }
        }
    }
}
