import XCTest
@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport

/// A typo in the person's own theme (the theme file in their home, POPUPCTL_THEME) cannot matter
/// where nobody sees the popup: an unattended run goes on, in every front end. Where a person
/// sees it, the error stays; and a bad `--theme` on the command line is the script's own error.
final class PersonalThemeTests: XCTestCase {
    private let badFile = ["/home/me/.config/popupctl/theme": Array("border.shape = wobbly\n".utf8)]
    private let expected = "popupctl: theme file '/home/me/.config/popupctl/theme' line 1, 'border.shape': invalid value 'wobbly'; expected one of none, square, rounded, heavy, double, ascii\n"

    func testAnUnattendedRunIgnoresABadThemeFile() {
        let io = MemoryIO(environment: ["HOME": "/home/me"], files: badFile)
        XCTAssertEqual(PopupCommand.run(["-m", "Ship it?", "-c", "Wait", "-b", "Ship", "--answer", "Ship"], io: io), 1, io.stderr)
        XCTAssertEqual(io.stdout, "Ship\n")
        XCTAssertEqual(io.stderr, "")
    }

    func testABadPOPUPCTLTHEMEDoesNotStopAnUnattendedRunInAnyFrontEnd() {
        let environment = ["POPUPCTL_THEME": "drak", "POPUPCTL_ANSWER": "Yes"]
        let native = MemoryIO(environment: environment)
        XCTAssertEqual(PopupCommand.run(["-b", "No", "-b", "Yes"], io: native), 1, native.stderr)
        let whiptail = MemoryIO(environment: environment)
        XCTAssertEqual(CompatDialect.whiptail.run(["--yesno", "Deploy?", "8", "40"], io: whiptail), 0, whiptail.stderr)
        let noWait = MemoryIO(environment: ["HOME": "/home/me"], files: badFile)
        XCTAssertEqual(PopupCommand.run(["--no-wait", "-t", "Rebooting"], io: noWait), 0, "no terminal: logged, not drawn")
        XCTAssertEqual(noWait.stderr, "Rebooting\n")
    }

    func testWhereAPersonSeesItTheErrorStays() {
        let io = MemoryIO(environment: ["HOME": "/home/me"], files: badFile)
        let terminal = MemoryTerminal(script: [.text("\r")])
        io.terminal = terminal
        XCTAssertEqual(PopupCommand.run(["-m", "Ship it?"], io: io), 125)
        XCTAssertEqual(io.stderr, expected)
        XCTAssertEqual(terminal.writes, [], "nothing drawn")

        let whiptail = MemoryIO.drawing(environment: ["POPUPCTL_THEME": "drak"])
        XCTAssertEqual(CompatDialect.whiptail.run(["--msgbox", "Hi", "8", "40"], io: whiptail), 255)
        XCTAssertTrue(whiptail.stderr.contains("'drak'"), whiptail.stderr)
    }

    func testABadThemeOnTheCommandLineIsAnErrorEvenUnattended() {
        let io = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--theme", "drak", "-b", "Yes", "--answer", "Yes"], io: io), 125)
        XCTAssertTrue(io.stderr.contains("'--theme'"), io.stderr)
    }
}
