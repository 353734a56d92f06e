import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Three boxes in a row from a script, each its own process (`--msgbox; --msgbox; --yesno`), and
/// three quick Enters: under whiptail's and dialog's names each Enter answers its box, as the
/// tools themselves do when they start fast enough (they drop what was typed before they are up).
/// A key typed while a slow command runs between two boxes still answers neither.
final class QuickBoxSeriesTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// A directory where `name` is popupctl, for the script's PATH.
    private func links(_ name: String) throws -> String {
        (try ToolLink.make(name, in: "series") as NSString).deletingLastPathComponent
    }

    func testThreeQuickEntersAnswerThreeBoxes() throws {
        for tool in ["dialog", "whiptail"] {
            let path = try links(tool)
            let script = """
            export PATH=\(Tmux.quote(path)):$PATH
            \(tool) --msgbox First 8 30; a=$?
            \(tool) --msgbox Second 8 30; b=$?
            \(tool) --yesno Third 8 30; c=$?
            echo "$a $b $c" > statuses
            """
            let tmux = try Tmux(script: script, shell: "bash")
            tmux.waitFor("First")
            // One key a tmux command, nothing waited for between them: typed faster than a box starts.
            tmux.send("Enter")
            tmux.send("Enter")
            tmux.send("Enter")
            XCTAssertEqual(tmux.waitForFile("statuses"), "0 0 0\n", "\(tool)\n\(tmux.screen())")
        }
    }

    func testAKeyTypedDuringASlowCommandBetweenBoxesIsDropped() throws {
        let path = try links("dialog")
        // The slow command stands for the work a script does between two questions.
        let script = """
        export PATH=\(Tmux.quote(path)):$PATH
        dialog --msgbox First 8 30; echo working; sleep 1.5
        dialog --msgbox Second 8 30; echo "$?" > status
        """
        let tmux = try Tmux(script: script, shell: "bash")
        tmux.waitFor("First")
        tmux.send("Enter")
        tmux.waitFor("working")
        tmux.send("Enter")
        tmux.waitFor("Second")
        tmux.send("Escape")
        XCTAssertEqual(tmux.waitForFile("status"), "255\n", "the Enter typed while the command ran answered the second box")
    }
}
