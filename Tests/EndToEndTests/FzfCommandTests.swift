import Foundation
import XCTest

/// fzf's command actions where popupctl answers for itself: a silent command never keeps
/// Ctrl-C waiting, and the files `{f}` names are gone when the list ends.
final class FzfCommandTests: XCTestCase {
    private func start(_ arguments: String) throws -> Tmux {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        let links = try FzfOracle.linkDirectory()
        return try Tmux(script: """
            printf 'alpha\\nbeta\\n' | TMPDIR="$PWD" PATH=\(Tmux.quote(links)):$PATH fzf \(arguments) > out
            echo "$?" > status.tmp && mv status.tmp status
            """, shell: "bash")
    }

    func testCtrlCStopsASilentCommandAtOnce() throws {
        let tmux = try start(#"--bind 'enter:execute-silent(echo $$ > pid; exec sleep 30)'"#)
        tmux.waitFor("beta")
        tmux.send("Enter")
        guard let pid = tmux.waitForFile("pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            return XCTFail("the silent command did not start")
        }
        let sent = Date()
        tmux.send("C-c")
        XCTAssertEqual(tmux.waitForFile("status")?.trimmingCharacters(in: .newlines), "130")
        let waited = Date().timeIntervalSince(sent)
        XCTAssertLessThan(waited, 1.0, "Ctrl-C answered within 0.5 s (and tmux's own delay)")
        print("Ctrl-C during execute-silent answered in \(String(format: "%.3f", waited)) s")
        XCTAssertNotEqual(kill(pid, 0), 0, "the silent command was stopped")
    }

    func testThePreviewIsToldItsPaneSizeAndTheQuery() throws {
        let tmux = try start(#"-q al --preview 'echo "$FZF_PREVIEW_LINES $FZF_PREVIEW_COLUMNS $FZF_QUERY" > pv'"#)
        let told = tmux.waitForFile("pv")?.split(separator: " ").map(String.init) ?? []
        XCTAssertEqual(told.count, 3, "\(told)")
        XCTAssertGreaterThan(Int(told.first ?? "") ?? 0, 0, "FZF_PREVIEW_LINES")
        XCTAssertGreaterThan(Int(told.dropFirst().first ?? "") ?? 0, 0, "FZF_PREVIEW_COLUMNS")
        XCTAssertEqual(told.last, "al\n")
        tmux.send("Escape")
        XCTAssertEqual(tmux.waitForFile("status")?.trimmingCharacters(in: .newlines), "130")
    }

    func testTheFilesPlaceholdersNameAreRemovedAtTheEnd() throws {
        let tmux = try start(#"--bind 'enter:execute-silent(cat {+f} > copy; echo {+f} > path)+accept'"#)
        tmux.waitFor("beta")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("status")?.trimmingCharacters(in: .newlines), "0")
        XCTAssertEqual(tmux.read("copy"), "alpha\n")
        let path = tmux.read("path").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(path.hasPrefix(tmux.workDir.path + "/popupctl-fzf."), path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(path) is removed as the list ends")
        XCTAssertFalse(FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
    }
}
