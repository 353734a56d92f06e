import XCTest
@testable import PopupCore

final class CharsetTests: XCTestCase {
    func testTheLocaleNamesTheCharset() {
        let cases: [([String: String], Charset)] = [
            ([:], .utf8),
            (["LANG": "C"], .utf8),
            (["LANG": "POSIX"], .utf8),
            (["LANG": "en_US"], .utf8),
            (["LANG": "de_DE.UTF-8"], .utf8),
            (["LANG": "de_DE.utf8@euro"], .utf8),
            (["LANG": "de_DE.ISO-8859-1"], .latin1),
            (["LANG": "de_DE.iso88591"], .latin1),
            (["LANG": "fr_FR.ISO-8859-15@euro"], .latin9),
            (["LANG": "ru_RU.KOI8-R"], .koi8r),
            (["LANG": "C.ANSI_X3.4-1968"], .ascii),
            (["LANG": "ja_JP.eucJP"], .ascii),
            // LC_ALL wins over LC_CTYPE, which wins over LANG; an empty one does not count.
            (["LC_ALL": "de_DE.ISO-8859-1", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"], .latin1),
            (["LC_ALL": "", "LC_CTYPE": "de_DE.ISO-8859-1", "LANG": "C.UTF-8"], .latin1),
            (["LC_CTYPE": "C.UTF-8", "LANG": "de_DE.ISO-8859-1"], .utf8),
        ]
        for (environment, expected) in cases {
            XCTAssertEqual(Charset.from(environment: environment), expected, "\(environment)")
        }
    }

    func testBytesBothWays() {
        XCTAssertEqual(Charset.latin1.byte(for: "é" as Character), 0xE9)
        XCTAssertEqual(Charset.latin1.byte(for: Character("e\u{301}")), 0xE9, "composed")
        XCTAssertNil(Charset.latin1.byte(for: "€" as Character))
        XCTAssertEqual(Charset.latin9.byte(for: "€" as Character), 0xA4)
        XCTAssertNil(Charset.latin9.byte(for: "¤" as Character))
        XCTAssertEqual(Charset.koi8r.byte(for: "Ж" as Character), 0xF6)
        XCTAssertNil(Charset.ascii.byte(for: "é" as Character))
        XCTAssertNil(Charset.latin1.byte(for: Unicode.Scalar(0x85)), "never a C1 control")
        XCTAssertEqual(Charset.latin1.decode([0x63, 0x61, 0x66, 0xE9, 0x85]), Array("café".utf8))
        XCTAssertEqual(Charset.koi8r.decode([0xF6]), Array("Ж".utf8))
        XCTAssertEqual(Charset.ascii.decode([0x61, 0xE9]), [0x61])
        XCTAssertEqual(Charset.utf8.decode([0xC3, 0xA9]), [0xC3, 0xA9])
        XCTAssertEqual(Charset.latin1.encode("Café … 漢 ─"), [0x43, 0x61, 0x66, 0xE9, 0x20, 0x7E, 0x20, 0x3F, 0x20, 0x2D])
    }

    func testTheEncoderSendsOnlyTheCharsetsBytes() {
        var frame = Buffer(size: Size(width: 12, height: 1))
        frame.write("é漢👨‍👩‍👧‍👦x", at: Point(x: 0, y: 0), style: .plain)
        var encoder = ANSIEncoder(depth: .none, screenWidth: 12, charset: .latin1)
        var out: [UInt8] = []
        encoder.encode(Buffer(size: frame.size).diff(frame), into: &out)
        // A wide character it cannot encode is a ? in each of its columns.
        XCTAssertEqual(Array(out.prefix(16)), Array("\u{1B}[1;1H\u{1B}[0m".utf8) + [0xE9] + Array("????x".utf8))
        XCTAssertFalse(out.dropFirst(16).contains { $0 != 0x20 })
    }
}
