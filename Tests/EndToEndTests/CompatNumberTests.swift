import Foundation
import XCTest

/// Issue 34 item 2: the numbers after a dialog box option, read as dialog 1.3 reads them
/// (strtol with base 10, nothing after the digits: leading white space and a sign are taken,
/// `0x10` is refused, the empty word is 0, the cast to int keeps the low 32 bits) and values
/// kept as given (a range box's 15000, a calendar's year 99999), under dialog itself and
/// popupctl linked as it, side by side.
final class CompatNumberTests: XCTestCase {
    static let corpus: [CompatDifferentialTests.Case] = [
        .init(arguments: "--rangebox Range 0 0 0 20000 15000", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range 0 0 -20000 0 -15000", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--calendar Date 0 0 1 2 99999", ready: "Date", keys: ["Enter"]),
        .init(arguments: "--rangebox Range 0 0 0 100 ' +7'", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range 0 0 0 100 \"$(printf '\\t9')\"", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range '' '' 0 100 ''", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range 0 0 0 100 4294967311", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range ' 12' ' 50' 0 100 20", ready: "Range", keys: ["Enter"]),
        .init(arguments: "--rangebox Range 0 0 0 0x20 0x10", ready: nil, keys: [], redirect: "2>/dev/null"),
        .init(arguments: "--rangebox Range 0 0 0 100 '7 '", ready: nil, keys: [], redirect: "2>/dev/null"),
        .init(arguments: "--msgbox Hi 0x8 40", ready: nil, keys: [], redirect: "2>/dev/null"),
    ]

    func testDialogNumbersAsDialogReadsThem() throws {
        try compareWithTool("dialog", Self.corpus)
        print("dialog box numbers: \(Self.corpus.count) command lines compared with dialog 1.3")
    }
}
