import Foundation
import PopupTestSupport
import XCTest

/// Issue 34 item 20: the picker as fzf. `--select-1` and `--exit-0` resolve with no terminal
/// when the query decides them (fzf does; only a list still to ask needs one), and the focused
/// row keeps an `--ansi` item's own colours.
final class PickerShortcutTests: XCTestCase {
    /// `command` run by sh with no controlling terminal (setsid) and stdin from /dev/null: its
    /// status, stdout and stderr.
    private func detached(_ command: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "sh", "-c", command + " > out 2> err"]
        process.currentDirectoryURL = directory
        process.environment = ["PATH": Tmux.binaryDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                               "LANG": "C.UTF-8", "HOME": directory.path]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        func read(_ name: String) -> String { (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        return (process.terminationStatus, read("out"), read("err"))
    }

    func testSelectOneAndExitZeroResolveWithoutATerminal() throws {
        let cases: [(options: String, status: Int32, stdout: String)] = [
            ("--select-1 --query ban", 0, "banana\n"),
            ("--select-1 --query ban --print-query", 0, "ban\nbanana\n"),
            ("--exit-0 --query zzz", 1, ""),
        ]
        let hasFzf = RepositoryPaths.has("fzf")
        for (options, status, stdout) in cases {
            let ours = try detached("printf 'apple\\nbanana\\n' | popupctl --items-from - \(options)")
            XCTAssertEqual(ours.status, status, "popupctl \(options): \(ours.stderr)")
            XCTAssertEqual(ours.stdout, stdout, "popupctl \(options)")
            if hasFzf {
                let theirs = try detached("printf 'apple\\nbanana\\n' | fzf \(options)")
                XCTAssertEqual(ours.status, theirs.status, "as fzf: \(options)")
                XCTAssertEqual(ours.stdout, theirs.stdout, "as fzf: \(options)")
            }
            print("no terminal, \(options): status \(ours.status), stdout \(ours.stdout.debugDescription)\(hasFzf ? " (fzf the same)" : "")")
        }
        // A list the query leaves to a person still needs a terminal.
        let asks = try detached("printf 'apple\\nbanana\\n' | popupctl --items-from - --select-1 --query a")
        XCTAssertEqual(asks.status, 125)
        XCTAssertTrue(asks.stderr.contains("no terminal"), asks.stderr)
    }

    func testTheFocusedRowKeepsAnAnsiItemsColours() throws {
        try requireTmux()
        let run = try DialogRun("--ansi --items-from coloured.txt",
                                before: #"printf '\033[31mred\033[0m apple\n\033[42mgreen\033[0m pear\n' > coloured.txt"#)
        run.tmux.waitFor("red apple")
        let screen = run.tmux.waitForScreen(escapes: true, "the cursor's row drawn") { $0.contains("red") }
        let row = screen.split(separator: "\n").first { $0.contains("red") }.map(String.init) ?? ""
        // Red is the text's own colour on the cursor's row: SGR 31 right before it, not the cursor's.
        let own = row.range(of: "\u{1B}[31mred") != nil || row.range(of: ";31mred") != nil
        print("focused --ansi row: \(row.debugDescription)")
        XCTAssertTrue(own, "the focused row keeps the item's red: \(row.debugDescription)")
        run.tmux.send("Down")
        let moved = run.tmux.waitForScreen(escapes: true, "the cursor on green") { screen in
            screen.split(separator: "\n").contains { $0.contains("green") && $0.contains("42m") }
        }
        XCTAssertTrue(moved.contains("42m"), "the focused row keeps the item's own background")
        run.tmux.send("Escape")
        _ = run.status()
    }
}
