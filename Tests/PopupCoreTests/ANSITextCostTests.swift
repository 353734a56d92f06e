import Foundation
import XCTest
@testable import PopupCore

/// `--ansi` reading is linear: an unterminated string sequence (DCS, OSC, APC) is not scanned to
/// the end again for every later introducer, and a run of `38;` does not copy the codes after it.
final class ANSITextCostTests: XCTestCase {
    private func seconds(_ text: [UInt8], _ what: String) -> (Double, ANSIText) {
        let start = Date()
        let parsed = text.withUnsafeBufferPointer { ANSIText($0) }
        let elapsed = Date().timeIntervalSince(start)
        print("ansi cost: \(what): \(String(format: "%.3f", elapsed)) s")
        return (elapsed, parsed)
    }

    func testUnterminatedStringSequencesAreScannedOnce() {
        for introducer in ["P", "]", "_"] {
            let item = Array(String(repeating: "\u{1B}\(introducer)q", count: 400_000).utf8)   // 1.2 MB
            let (elapsed, parsed) = seconds(item, "1.2 MB of ESC \(introducer) q, unterminated")
            XCTAssertLessThan(elapsed, 10, "ESC \(introducer)")
            XCTAssertEqual(parsed.text, item, "nothing complete to drop: every byte stays for the sanitiser")
        }
    }

    func testAFinishedStringAfterAnUnfinishedOneIsNotKept() {
        // An unterminated one before a terminated one: the later one cannot end either (its end
        // would have ended the first), so both stay; one that ends is still dropped.
        let parsed = Array("a\u{1B}]0;x\u{1B}]0;y".utf8).withUnsafeBufferPointer { ANSIText($0) }
        XCTAssertEqual(String(decoding: parsed.text, as: UTF8.self), "a\u{1B}]0;x\u{1B}]0;y")
        let ended = Array("a\u{1B}]0;x\u{07}b\u{1B}Pq".utf8).withUnsafeBufferPointer { ANSIText($0) }
        XCTAssertEqual(String(decoding: ended.text, as: UTF8.self), "ab\u{1B}Pq")
    }

    func testARunOfExtendedColourCodesIsLinear() {
        let codes = String(repeating: "38;", count: 200_000) + "5;208"
        let item = Array("\u{1B}[\(codes)mX".utf8)
        let (elapsed, parsed) = seconds(item, "one SGR of 200 000 `38;`")
        XCTAssertLessThan(elapsed, 10)
        XCTAssertEqual(parsed.text, Array("X".utf8))
        XCTAssertEqual(parsed.spans.first?.style.foreground, .indexed(208))
        let many = Array(String(repeating: "\u{1B}[48;5;1mx", count: 100_000).utf8)
        let (manyElapsed, _) = seconds(many, "100 000 SGRs of 48;5;1")
        XCTAssertLessThan(manyElapsed, 10)
    }
}
