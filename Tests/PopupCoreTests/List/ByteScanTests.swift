import XCTest
@testable import PopupCore
import PopupTestSupport

/// The eight-bytes-at-a-time scan finds what a byte-at-a-time scan finds, at every offset and
/// length, for letters in either case and for bytes whose 0x20 bit makes them look like letters.
final class ByteScanTests: XCTestCase {
    private func naive(_ lead: UInt8, _ folding: Bool, _ text: [UInt8], _ start: Int, _ end: Int) -> Int? {
        guard start < end else { return nil }
        return (start..<end).first { text[$0] == lead || (folding && text[$0] == lead & ~0x20) }
    }

    func testFindsWhatAByteAtATimeScanFinds() {
        var random = SeededGenerator(seed: 33)
        // Letters of both cases, the bytes one 0x20 bit away from them, digits, UTF-8 lead and
        // continuation bytes.
        let alphabet = Array("nNlL7@`[{^~ 0".utf8) + [0x4E | 0x80, 0xC3, 0xA9, 0x0E]
        for _ in 0..<400 {
            let length = random.next(below: 40)
            let text = (0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }
            for lead in Array("nl7@ ".utf8) {
                let folding = lead &- 0x61 < 26
                for start in 0...length {
                    for end in start...length {
                        let found = text.withUnsafeBufferPointer {
                            ByteScan.first(lead, foldingCase: folding, in: $0.baseAddress!, from: start, to: end)
                        }
                        XCTAssertEqual(found, naive(lead, folding, text, start, end), "\(text) \(lead) \(start)..<\(end)")
                    }
                }
            }
        }
    }
}
