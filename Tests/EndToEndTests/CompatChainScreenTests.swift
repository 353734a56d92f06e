import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// dialog's chained boxes share one screen: popupctl as dialog sets the terminal up once for the
/// whole chain (one entry into the alternate screen, one way out, nothing between the boxes, so
/// the shell's screen never flashes between them) and leaves it as it found it.
final class CompatChainScreenTests: XCTestCase {
    func testChainedBoxesNeverLeaveTheScreenBetweenThem() throws {
        try requireTmux()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-chain-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("dialog").path
        unlink(link)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, link), 0)
        // The script starts once the pane's output is being logged.
        let tmux = try Tmux(script: """
        until [ -e go ]; do sleep 0.02; done
        stty -g > stty.before
        \(Tmux.quote(link)) --msgbox 'Box one' 0 0 --and-widget --msgbox 'Box two' 0 0 --and-widget --yesno 'Box three' 0 0
        echo "$?" > status.tmp
        stty -g > stty.after
        mv status.tmp status
        """)
        let log = tmux.workDir.appendingPathComponent("pane.log").path
        try tmux.tmux(["pipe-pane", "-o", "-t", "main", "cat >> \(Tmux.quote(log))"])
        _ = FileManager.default.createFile(atPath: tmux.workDir.appendingPathComponent("go").path, contents: nil)
        for text in ["Box one", "Box two", "Box three"] {
            tmux.waitFor(text)
            tmux.send("Enter")
        }
        XCTAssertEqual(tmux.waitForFile("status"), "0\n")
        let output = (try? String(contentsOfFile: log, encoding: .isoLatin1)) ?? ""
        XCTAssertEqual(output.components(separatedBy: "\u{1B}[?1049h").count - 1, 1, "the alternate screen is entered once")
        XCTAssertEqual(output.components(separatedBy: "\u{1B}[?1049l").count - 1, 1, "and left once")
        let left = output.range(of: "\u{1B}[?1049l")?.lowerBound
        let third = output.range(of: "Box three")?.lowerBound
        if let left, let third { XCTAssertLessThan(third, left, "left only after the last box") }
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"))
        let modes = tmux.modes()
        XCTAssertFalse(modes.alternate || modes.mouse || !modes.cursorVisible)
    }
}
