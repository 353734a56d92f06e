import Foundation
import XCTest

/// Running a differential corpus (`CompatDifferentialTests.Case`): each command line under the
/// real tool and under popupctl linked as it, side by side in tmux; the status, the result bytes
/// and the terminal left as found are compared. Any test class runs a corpus of its own with it.
extension XCTestCase {
    func compareWithTool(_ tool: String, _ corpus: [CompatDifferentialTests.Case]) throws {
        try requireTmux()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)") else {
            print("⚠️  \(tool) is not installed: DIFFERENTIAL TESTS SKIPPED (apt-get install \(tool); CI does)")
            throw XCTSkip("\(tool) is not installed")
        }
        let links = try CompatDifferentialTests.linkDirectory()
        for testCase in corpus {
            // Both at once: the real tool and popupctl under its name, each in its own tmux.
            let real = try start(tool, testCase, path: "/usr/bin")
            let ours = try start(tool, testCase, path: links)
            for run in [real, ours] {
                if let ready = testCase.ready { run.waitFor(ready) }
                if let firstLine = testCase.firstLine {
                    run.waitForScreen("'\(firstLine)' on the first line") { $0.split(separator: "\n", omittingEmptySubsequences: false).first?.contains(firstLine) == true }
                }
                for key in testCase.keys {
                    if key.hasPrefix("=") { run.type(String(key.dropFirst())) } else { run.send(key) }
                }
            }
            let what = "\(tool) \(testCase.arguments) keys \(testCase.keys)"
            let realStatus = real.waitForFile("status")
            let ourStatus = ours.waitForFile("status")
            XCTAssertEqual(ourStatus, realStatus, "exit status of \(what)")
            XCTAssertEqual(Array(ours.read("res").utf8), Array(real.read("res").utf8),
                           "result bytes of \(what): ours \(ours.read("res").debugDescription), theirs \(real.read("res").debugDescription)")
            XCTAssertEqual(ours.read("stty.after"), ours.read("stty.before"), "termios after \(what)")
            let modes = ours.modes()
            XCTAssertFalse(modes.alternate || modes.mouse || !modes.cursorVisible, "terminal modes left on after \(what)")
        }
    }

    /// A tmux pane running the case with `path` first on PATH.
    private func start(_ tool: String, _ testCase: CompatDifferentialTests.Case, path: String) throws -> Tmux {
        let script = """
        printf 'first note\\nsecond note\\n' > notes.txt
        mkdir -p fs/alpha fs/beta fs/gamma && touch fs/apple.txt fs/banana.txt fs/cherry.txt "fs/evil$(printf '\\033')[31mred"
        stty -g > stty.before
        \(testCase.environment.isEmpty ? "" : "export \(testCase.environment)")
        \(testCase.input.isEmpty ? "" : testCase.input + " |") PATH=\(Tmux.quote(path)):$PATH \(tool) \(testCase.arguments) \(testCase.redirect)
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        """
        return try Tmux(script: script, shell: testCase.shell)
    }
}
