import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A FIFO (or any file that is not a regular one) where a settings file is looked for is never
/// waited on: a theme named on the command line is refused in one line, one found by convention
/// is passed over; unattended runs included, none hangs.
final class SettingsFileTests: XCTestCase {
    private func fifo() throws -> (directory: String, fifo: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-settings-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/popupctl", withIntermediateDirectories: true)
        let path = directory + "/popupctl/theme"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        return (directory, path)
    }

    private func timed(_ what: String, _ body: () throws -> (status: Int32, stdout: String, stderr: String))
        rethrows -> (status: Int32, stdout: String, stderr: String) {
        let start = Date()
        let result = try body()
        print("settings file: \(what): status \(result.status) after \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
        XCTAssertNotEqual(result.status, 137, "\(what): hung (killed after 20 s)")
        return result
    }

    func testANamedThemeThatIsAFIFOIsRefused() throws {
        let (directory, path) = try fifo()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let flag = try timed("--theme FIFO") { try ErrorLineTests.run(as: "popupctl", ["--theme", path, "--answer", "0", "-b", "OK"]) }
        XCTAssertEqual(flag.status, 125)
        XCTAssertTrue(flag.stderr.contains("FIFO"), flag.stderr)
        let variable = try timed("POPUPCTL_THEME=FIFO") {
            try ErrorLineTests.run(as: "popupctl", ["--answer", "0", "-b", "OK"], environment: ["POPUPCTL_THEME": path])
        }
        XCTAssertEqual(variable.status, 0, "a personal choice that fails falls back, as before")
        XCTAssertEqual(variable.stdout, "OK\n")
    }

    func testSettingsFoundByConventionThatAreFIFOsArePassedOver() throws {
        let (directory, path) = try fifo()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let personal = try timed("personal theme FIFO") {
            try ErrorLineTests.run(as: "popupctl", ["--answer", "0", "-b", "OK"], environment: ["XDG_CONFIG_HOME": directory])
        }
        XCTAssertEqual(personal.status, 0)
        XCTAssertEqual(personal.stdout, "OK\n")
        let dialog = try timed("DIALOGRC=FIFO") {
            try ErrorLineTests.run(as: "dialog", ["--yesno", "Go?", "0", "0"], environment: ["DIALOGRC": path, "POPUPCTL_ANSWER": "Yes"])
        }
        XCTAssertEqual(dialog.status, 0)
        let whiptail = try timed("NEWT_COLORS_FILE=FIFO") {
            try ErrorLineTests.run(as: "whiptail", ["--yesno", "Go?", "0", "0"], environment: ["NEWT_COLORS_FILE": path, "POPUPCTL_ANSWER": "Yes"])
        }
        XCTAssertEqual(whiptail.status, 0)
    }
}
