import Glibc
import PopupTTY
import XCTest

final class EnvironmentReaderTests: XCTestCase {
    /// The name ends at the first `=` byte, as getenv reads it, even when a combining mark follows
    /// it (read by Character, `=` and the mark are one grapheme and the entry was lost).
    func testANameEndsAtTheFirstEqualsByte() {
        setenv("POPUPCTL_TEST_COMBINING", "\u{301}x=y", 1)
        defer { unsetenv("POPUPCTL_TEST_COMBINING") }
        XCTAssertEqual(EnvironmentReader.read()["POPUPCTL_TEST_COMBINING"], "\u{301}x=y")
    }

    func testEveryEntryIsRead() {
        setenv("POPUPCTL_TEST_PLAIN", "a b=c", 1)
        setenv("POPUPCTL_TEST_EMPTY", "", 1)
        defer { unsetenv("POPUPCTL_TEST_PLAIN"); unsetenv("POPUPCTL_TEST_EMPTY") }
        let read = EnvironmentReader.read()
        XCTAssertEqual(read["POPUPCTL_TEST_PLAIN"], "a b=c")
        XCTAssertEqual(read["POPUPCTL_TEST_EMPTY"], "")
        XCTAssertEqual(read["PATH"], String(cString: getenv("PATH")))
    }
}
