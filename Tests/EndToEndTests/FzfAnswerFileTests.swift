import Foundation
import PopupTestSupport
import XCTest

/// Issue 32, item 5: a script that asks fzf twice records a person's answers once (in tmux,
/// POPUPCTL_RECORD) and replays them with no terminal at all (POPUPCTL_ANSWER_FILE), printing
/// what it printed when the person answered.
final class FzfAnswerFileTests: XCTestCase {
    static let script = """
    first=$(printf 'alpha\\nbeta\\ngamma\\n' | fzf -m --expect=ctrl-x)
    second=$(printf 'red\\ngreen\\n' | fzf --reverse --query=r)
    printf '%s|' "$first" "$second"
    """

    func testAnFzfScriptRecordsOnceAndReplaysWithoutATerminal() throws {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        let links = try FzfOracle.linkDirectory()
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("fzf-answers-\(getpid()).txt").path
        unlink(record)
        defer { unlink(record) }
        let tmux = try Tmux(script: "export PATH=\(Tmux.quote(links)):$PATH POPUPCTL_RECORD=\(Tmux.quote(record))\n"
                                + "{ \(Self.script); } > out; echo $? > status", shell: "bash")
        tmux.waitFor("gamma")
        tmux.send("BTab")
        tmux.send("BTab")
        tmux.send("C-x")
        tmux.waitFor("green")
        tmux.send("Down")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("status"), "0\n")
        let recorded = tmux.read("out")
        XCTAssertEqual(recorded, "ctrl-x\nalpha\nbeta|green|")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "/bin/sh", "-c", Self.script]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = links + ":/usr/bin:/bin"
        environment["POPUPCTL_ANSWER_FILE"] = record
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let replayed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(replayed, recorded, "replayed with no terminal as the person answered")
    }
}
