import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A typo in ~/.config/popupctl/theme stops no unattended run (CI, cron: `--answer`, no
/// terminal); a person at a terminal still hears of it.
extension NoTerminalTests {
    func testABadPersonalThemeDoesNotStopAnAnsweredRun() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-theme-\(getpid())")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("popupctl"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        try "border.shape = wobbly\n".write(to: config.appendingPathComponent("popupctl/theme"), atomically: true, encoding: .utf8)
        let result = try run(["-m", "Ship it?", "-c", "Wait", "-b", "Ship", "--answer", "Ship"],
                             environment: ["XDG_CONFIG_HOME": config.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "Ship\n")
        XCTAssertEqual(result.stderr, "")
    }
}

final class PersonalThemeEndToEndTests: XCTestCase {
    func testAPersonAtATerminalStillHearsOfIt() throws {
        try requireTmux()
        let run = try DialogRun("-m 'Ship it?' -b Ship", environment: ["XDG_CONFIG_HOME": "cfg"],
                                before: "mkdir -p cfg/popupctl; printf 'border.shape = wobbly\\n' > cfg/popupctl/theme; echo BEFORE-MARKER")
        XCTAssertEqual(run.status(), 125)
        XCTAssertTrue(run.stderr.hasPrefix("popupctl: theme file 'cfg/popupctl/theme' line 1, 'border.shape'"), run.stderr)
        run.assertTerminalRestored()
    }
}
