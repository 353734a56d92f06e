import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Under the names whiptail and dialog the terminal is restored on every path too: whiptail
/// itself leaves it raw with the cursor hidden after SIGTERM, SIGHUP and SIGINT, dialog leaves
/// mouse reporting on after SIGHUP. popupctl exits with the tool's status, the terminal as it
/// was: whiptail dies of the signal (128 + it); dialog's curses exits 1 on SIGINT and SIGTERM.
final class CompatSignalTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testSignalsRestoreTheTerminalUnderBothNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-compat-signals-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let boxes = [("whiptail", "--yesno 'Signal me' 10 40"), ("dialog", "--menu 'Signal me' 15 40 4 a Alpha b Beta")]
        for (name, arguments) in boxes {
            let link = directory.appendingPathComponent(name).path
            unlink(link)
            XCTAssertEqual(symlink(RepositoryPaths.popupctl, link), 0)
            let statuses = name == "dialog" ? [(SIGTERM, 1), (SIGHUP, 129), (SIGINT, 1)] : [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)]
            for (signal, status) in statuses {
                let run = try DialogRun(arguments, program: link, stdout: "")
                run.tmux.waitFor("Signal me")
                guard let pid = run.pid() else { continue }
                kill(pid, signal)
                XCTAssertEqual(run.status(), status, "\(name) and signal \(signal)")
                XCTAssertEqual(run.stderr, "", "\(name) wrote to stderr (its result stream) on signal \(signal)")
                run.assertTerminalRestored()
                run.assertBracketedPasteOff()
            }
        }
    }
}
