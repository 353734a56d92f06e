import XCTest
@testable import PopupTTY

/// Issue 26 item 1: which SWIFT_BACKTRACE popupctl restarts itself with, so that Swift's crash
/// reporter never waits for a key on the terminal, and when it leaves the setting alone.
final class CrashReporterSettingTests: XCTestCase {
    func testTheSettingAddedAndWhenNone() {
        let table: [(String?, Bool, Bool, String?)] = [
            (nil, true, true, "interactive=no"),
            ("", true, true, "interactive=no"),
            ("color=no", true, true, "color=no,interactive=no"),
            ("enable=yes,color=no", true, true, "enable=yes,color=no,interactive=no"),
            // The reporter would not wait: nothing to restart for.
            (nil, false, true, nil),
            (nil, true, false, nil),
            // Said already, by whoever set it.
            ("interactive=yes", true, true, nil),
            ("color=no, Interactive=no", true, true, nil),
            ("enable=no", true, true, nil),
        ]
        for (current, stdin, stdout, expected) in table {
            XCTAssertEqual(CrashReporterSetting.setting(for: current, stdinIsTerminal: stdin, stdoutIsTerminal: stdout), expected,
                           "\(current ?? "unset") \(stdin) \(stdout)")
        }
    }
}
