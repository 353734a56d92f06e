import XCTest
@testable import PopupCLI
import PopupCore

/// `--spec` documents built to hurt (issue 18): many keys, huge keys and values.
final class SpecLimitsTests: XCTestCase {
    private func refusal(_ json: String) -> String {
        do {
            _ = try InvocationBuilder.build(SpecReader.options(from: json, source: "t"))
            return ""
        } catch {
            return error.description
        }
    }

    /// A megabyte of input quoted in a message makes a short line: a 40-Character prefix and "…".
    func testErrorsQuoteAShortPrefixOfLongInput() {
        let long = String(repeating: "k", count: 1 << 20)
        let excerpt = "'" + String(repeating: "k", count: 40) + "…'"
        XCTAssertEqual(refusal(#"{"\#(long)":1,"\#(long)":2}"#),
                       "invalid dialog spec t: line 1, column \(2 * long.count + 9): duplicate key \(excerpt)")
        XCTAssertEqual(refusal(#"{"\#(long)":1}"#), "unknown field \(excerpt) in dialog spec t")
        XCTAssertEqual(refusal(#"{"buttons":[{"label":"x","\#(long)":1}]}"#), "unknown field 'buttons[0].\(String(repeating: "k", count: 29))…' in dialog spec t")
        XCTAssertEqual(refusal(#"{"width":"\#(long)"}"#),
                       "invalid value \(excerpt) for '--width'; expected columns (50), a percentage (60%) or a range (40..72)")
        XCTAssertEqual(refusal(#"{"buttons":[{"label":"x","role":"\#(long)"}]}"#),
                       "invalid dialog spec t: buttons[0].role is \(excerpt); expected default, cancel or destructive")
        XCTAssertEqual(refusal(#"{"timeout":1\#(String(repeating: "0", count: 1 << 20))}"#),
                       "invalid dialog spec t: line 1, column \((1 << 20) + 13): bad number '1\(String(repeating: "0", count: 39))…'")
        for message in [refusal(#"{"fields":[{"validate":"(\#(long)"}]}"#), refusal(#"{"theme":"\#(long)"}"#)] {
            XCTAssertLessThan(message.count, 300, message.prefix(300).description)
        }
    }

    /// Duplicate keys are found with a set: 100 000 distinct keys (quadratic took 9 s), and one repeated at the end.
    func testManyKeysAreCheckedForDuplicatesInOnePass() throws {
        let members = (0..<100_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        guard case .object(let parsed) = try JSONParser.parse("{" + members + "}") else { return XCTFail("not an object") }
        XCTAssertEqual(parsed.count, 100_000)
        XCTAssertThrowsError(try JSONParser.parse("{" + members + #","k12345":0}"#)) { error in
            XCTAssertTrue("\(error)".hasSuffix("duplicate key 'k12345'"), "\(error)")
        }
    }

    /// 124 long labels named in one message: the first eight, cut, and the count.
    func testAButtonListInAMessageIsCut() {
        let labels = (0..<124).map { "label \($0) " + String(repeating: "x", count: 100) }
        let message = CLIError.noButtonFor(option: "--default", value: "nope", buttons: labels).description
        XCTAssertTrue(message.hasSuffix(", … (124 in all)) or an index 0–123"), message)
        XCTAssertLessThan(message.count, 500)
        XCTAssertEqual(Excerpt.list(["a", "b"]), "'a', 'b'")
    }

    func testExcerpt() {
        XCTAssertEqual(Excerpt.quoted("short"), "'short'")
        XCTAssertEqual(Excerpt.quoted(String(repeating: "é", count: 40)), "'" + String(repeating: "é", count: 40) + "'")
        XCTAssertEqual(Excerpt.quoted(String(repeating: "é", count: 41)), "'" + String(repeating: "é", count: 40) + "…'")
    }
}
