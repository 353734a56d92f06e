import XCTest
@testable import PopupCore

final class LinesTests: XCTestCase {
    func testWithoutCarriageReturnsItSplitsAsCharactersDo() {
        for text in ["", "\n", "a", "a\n", "\na", "a\n\nb", "日本\n👍🏽\n\nx", "no line feed at all"] {
            XCTAssertEqual(Lines.split(text), text.split(separator: "\n", omittingEmptySubsequences: false), text.debugDescription)
        }
    }

    /// "\r\n" is one Character: a split by Characters at "\n" never ends a Windows line.
    func testCarriageReturnLineFeedEndsALine() {
        let cases: [(String, [String])] = [
            ("a\r\nb", ["a", "b"]),
            ("a\r\nb\r\n", ["a", "b", ""]),
            ("\r\n", ["", ""]),
            ("a\r\n\r\nb\nc", ["a", "", "b", "c"]),
            ("lone\rcr\n", ["lone\rcr", ""]),
            ("é\r\n日本\r\n", ["é", "日本", ""]),
            ("\r\r\n", ["\r", ""]),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Lines.split(text).map(String.init), expected, text.debugDescription)
        }
    }

    func testByteOrderMarkIsDropped() {
        XCTAssertEqual(InputText.decode([0xEF, 0xBB, 0xBF] + Array("title = x".utf8)), "title = x")
        XCTAssertEqual(InputText.decode([0xEF, 0xBB, 0xBF]), "")
        XCTAssertEqual(InputText.decode(Array("a\u{FEFF}b".utf8)), "a\u{FEFF}b", "only a leading mark is dropped")
        XCTAssertEqual(InputText.decode([0xEF, 0xBB]), "\u{FFFD}")
    }

    /// A theme file saved with Windows line endings sets every key, not one long broken line.
    func testThemeFileWithCarriageReturnLineFeeds() throws {
        let theme = try ThemeFile.apply("base = dark\r\ntitle.color = #ff8800\r\n[button.destructive]\r\ncolor = red\r\n", to: .standard)
        var expected = try ThemeFile.apply("base = dark\ntitle.color = #ff8800\n[button.destructive]\ncolor = red\n", to: .standard)
        XCTAssertEqual(theme, expected)
        expected = try ThemeFile.base("dark")
        XCTAssertNotEqual(theme, expected, "the settings after base were applied")
    }
}
