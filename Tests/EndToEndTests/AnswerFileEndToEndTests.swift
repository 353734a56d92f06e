import Foundation
import PopupTestSupport
import PopupTTY
import XCTest

/// Issue 16's "done when": a script of five dialogs recorded in tmux by typing, then replayed
/// with no terminal (setsid, stdin from /dev/null) giving the same output and statuses; a
/// changed question, a missing line, a corrupt line and two replays at once.
final class AnswerFileEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Five dialogs; after each, its number, status and stdout go to results.txt.
    private static let installer = #"""
        ask() { n=$1; shift; popupctl "$@" > "out$n.txt" 2> "err$n.txt"; echo "dialog $n status $?" >> results.txt; cat "out$n.txt" >> results.txt; }
        : > results.txt
        ask 1 -t 'Install where?' -b '&System' -b '&User' -c Quit
        ask 2 -t 'Your name' -i Name
        ask 3 -t 'Database password' -p Password
        ask 4 -t Packages --multi --item curl --item git --item vim
        ask 5 -t 'Reboot now?' -b Yes -c No
        echo finished >> results.txt
        """#

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("answers-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            try? FileManager.default.removeItem(atPath: progressPath(name))
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Where the progress of answer file `name` is kept (issue 30: nothing beside it): the
    /// runtime directory of the runs here (no XDG_RUNTIME_DIR: /tmp), by device, inode and birth time.
    private func progressPath(_ name: String) -> String {
        guard let identity = try? LockedFile.identity(of: file(name).path) else { return "/nonexistent" }
        return "/tmp/popupctl-\(getuid())-answers-\(identity.replacing(":", with: "-")).progress"
    }

    private func readProgress(_ name: String) -> String { (try? String(contentsOfFile: progressPath(name), encoding: .utf8)) ?? "" }

    private func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
    private func read(_ name: String) -> String { (try? String(contentsOf: file(name), encoding: .utf8)) ?? "" }
    private func write(_ name: String, _ text: String) throws { try text.write(to: file(name), atomically: true, encoding: .utf8) }

    private let expected = """
        dialog 1 status 1
        User
        dialog 2 status 0
        alice
        dialog 3 status 0
        s3cret
        dialog 4 status 0
        curl
        vim
        dialog 5 status 1
        No
        finished

        """

    /// Records the installer in tmux, a person typing the answers; returns the answer file's text.
    private func record() throws -> String {
        let tmux = try Tmux(script: "cat > install.sh <<'SCRIPT'\n\(Self.installer)\nSCRIPT\n"
                            + "POPUPCTL_RECORD=\"$PWD/answers.jsonl\" sh install.sh")
        tmux.waitFor("Install where?")
        tmux.type("u")
        tmux.waitFor("Your name")
        tmux.type("alice")
        tmux.send("Enter")
        tmux.waitFor("Database password")
        tmux.type("s3cret")
        tmux.waitFor("••••••")
        tmux.send("Enter")
        tmux.waitFor("[ ] curl")
        tmux.send("Space")
        tmux.waitFor("[x] curl")
        tmux.send("Down")
        tmux.send("Down")
        tmux.send("Space")
        tmux.waitFor("[x] vim")
        tmux.send("Enter")
        tmux.waitFor("Reboot now?")
        tmux.send("Enter")
        tmux.waitForFile("results.txt", toBe: expected)
        try tmux.read("install.sh").write(to: file("install.sh"), atomically: true, encoding: .utf8)
        return tmux.read("answers.jsonl")
    }

    /// Runs `script` with no terminal in the test's directory; waits for it to end.
    private func runDetached(_ script: String, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "sh", "-c", script]
        process.currentDirectoryURL = directory
        var env = ["PATH": Tmux.binaryDirectory.path + ":/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": directory.path]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The process id a detached script wrote to `name`, once it has (0 for a file that is no number).
    /// The process id a script wrote to `name`. Never 0 or -1, which `kill` would take for our own
    /// process group or for every process we may signal: a file that never comes fails the test and
    /// names a process that cannot exist.
    private func session(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        Poll.until(timeout: 10) { !read(name).isEmpty }
        guard let pid = Int32(read(name).trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 else {
            XCTFail("no process id in \(name)", file: file, line: line)
            return Int32.max
        }
        return pid
    }

    /// Replays the installer; its progress file stays: each run starts at line 1 by itself.
    private func replay(_ environment: [String: String] = ["POPUPCTL_SECRET_PASSWORD": "s3cret"]) throws -> String {
        try? FileManager.default.removeItem(at: file("results.txt"))
        let process = try runDetached("sh install.sh", environment: environment.merging(["POPUPCTL_ANSWER_FILE": file("answers.jsonl").path]) { $1 })
        process.waitUntilExit()
        return read("results.txt")
    }

    func testARecordedRunReplaysWithNoTerminal() throws {
        let recorded = try record()
        let lines = recorded.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, recorded)
        XCTAssertFalse(recorded.contains("s3cret"), "the password is not in the file")
        XCTAssertTrue(lines[2].contains(#""values":[{"env":"POPUPCTL_SECRET_PASSWORD"}]"#), String(lines[2]))
        XCTAssertTrue(lines[3].contains(#""items":["curl","vim"]"#), String(lines[3]))
        try write("answers.jsonl", recorded)

        XCTAssertEqual(try replay(), expected)
        XCTAssertTrue(readProgress("answers.jsonl").contains("\nnext 6 \(recorded.utf8.count)\n"), readProgress("answers.jsonl"))
        XCTAssertTrue(readProgress("answers.jsonl").contains("\ntaken 5 Reboot now?\n"), readProgress("answers.jsonl"))
        XCTAssertEqual(read("err1.txt") + read("err5.txt"), "", "nothing on stderr")

        // The password's variable unset: dialog 3 fails alone, naming the variable.
        let noSecret = try replay([:])
        XCTAssertTrue(noSecret.contains("dialog 3 status 125\n"), noSecret)
        // The file's path is absolute (issue 30: a relative POPUPCTL_ANSWER_FILE is refused), quoted cut short.
        XCTAssertTrue(read("err3.txt").hasPrefix("popupctl: answer file '/") && read("err3.txt").hasSuffix(
            "' line 3: the value of 'Password' comes from POPUPCTL_SECRET_PASSWORD, which is not set\n"), read("err3.txt"))

        // A changed question stops the run there, naming the line and both titles.
        try write("install.sh", Self.installer.replacingOccurrences(of: "Reboot now?", with: "Restart now?"))
        let changed = try replay()
        XCTAssertTrue(changed.hasSuffix("dialog 5 status 125\nfinished\n"), changed)
        XCTAssertTrue(changed.hasPrefix("dialog 1 status 1\nUser\n"), changed)
        XCTAssertTrue(read("err5.txt").hasSuffix("' line 5 was recorded for 'Reboot now?', but this dialog is 'Restart now?'\n"), read("err5.txt"))
        XCTAssertTrue(readProgress("answers.jsonl").contains("\ntaken 4 Packages\nfailed 5 "), readProgress("answers.jsonl"))
        try write("install.sh", Self.installer)

        // A missing line: the file ends after the checklist.
        try write("answers.jsonl", lines.prefix(4).joined(separator: "\n") + "\n")
        let short = try replay()
        XCTAssertTrue(short.hasSuffix("dialog 4 status 0\ncurl\nvim\ndialog 5 status 125\nfinished\n"), short)
        XCTAssertTrue(read("err5.txt").hasSuffix("' has no line 5 left to answer 'Reboot now?'; "
                                                 + "remove '\(progressPath("answers.jsonl"))' to replay from the start\n"), read("err5.txt"))

        // A corrupt line: that dialog and every one after it fail; none is answered by a guess.
        var corrupt = lines.map(String.init)
        corrupt[2] = String(corrupt[2].prefix(20))
        try write("answers.jsonl", corrupt.joined(separator: "\n") + "\n")
        let broken = try replay()
        XCTAssertTrue(broken.hasSuffix("dialog 3 status 125\ndialog 4 status 125\ndialog 5 status 125\nfinished\n"), broken)
        XCTAssertTrue(read("err3.txt").contains("' line 3: not JSON (column 21: "), read("err3.txt"))
    }

    /// The same loop for a script written for whiptail and dialog (popupctl linked as them).
    func testWhiptailAndDialogScriptsReplayToo() throws {
        let bin = file("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in ["whiptail", "dialog"] {
            XCTAssertEqual(symlink(RepositoryPaths.popupctl, bin.appendingPathComponent(name).path), 0)
        }
        try write("setup.sh", #"""
            ask() { n=$1; shift; "$@" 2> "out$n.txt"; echo "box $n status $?" >> results.txt; cat "out$n.txt" >> results.txt; echo >> results.txt; }
            : > results.txt
            ask 1 whiptail --inputbox 'Host name' 10 40 web
            ask 2 dialog --passwordbox 'Root password' 10 40
            ask 3 whiptail --checklist 'Services' 15 50 3 ssh SSH on http HTTP off ftp FTP off
            ask 4 dialog --yesno 'Reboot now?' 8 40
            ask 5 whiptail --infobox 'Done' 8 40
            echo finished >> results.txt
            """#)
        let tmux = try Tmux(script: "export PATH=\(Tmux.quote(bin.path)):$PATH; cd \(Tmux.quote(directory.path)); "
                            + "POPUPCTL_RECORD=\"$PWD/answers.jsonl\" sh setup.sh")
        tmux.waitFor("Host name")
        tmux.type("01")
        tmux.waitFor("web01")
        tmux.send("Enter")
        tmux.waitFor("Root password")
        tmux.type("pw")
        tmux.send("Enter")
        tmux.waitFor("Services")
        tmux.send("Down")
        tmux.send("Space")
        tmux.send("Enter")
        tmux.waitFor("Reboot now?")
        tmux.send("Enter")
        let expected = "box 1 status 0\nweb01\nbox 2 status 0\npw\nbox 3 status 0\n\"ssh\" \"http\"\nbox 4 status 0\n\nbox 5 status 0\n\nfinished\n"
        Poll.until(timeout: 10) { read("results.txt").hasSuffix("finished\n") }
        XCTAssertEqual(read("results.txt"), expected, tmux.screen())
        let recorded = read("answers.jsonl")
        XCTAssertEqual(recorded.split(separator: "\n").count, 5, recorded)
        XCTAssertFalse(recorded.contains("\"pw\""), recorded)
        guard let variable = recorded.firstMatch(of: /"env":"([A-Z_0-9]+)"/)?.output.1 else { return XCTFail(recorded) }

        let replay = try runDetached("PATH=\(Tmux.quote(bin.path)):$PATH sh setup.sh",
                                     environment: ["POPUPCTL_ANSWER_FILE": file("answers.jsonl").path, String(variable): "pw"])
        replay.waitUntilExit()
        XCTAssertEqual(read("results.txt"), expected)
        XCTAssertTrue(readProgress("answers.jsonl").contains("\ntaken 5 "), readProgress("answers.jsonl"))
    }

    /// At most once: a process killed after it took its line has used it; the next dialog of
    /// the run takes the next line.
    func testAKilledDialogHasUsedItsLine() throws {
        try write("k.jsonl", #"{"ended": "completed"}"# + "\n" + #"{"answer": "OK", "values": ["second"]}"# + "\n")
        let run = try runDetached("popupctl --progress -t Building --answer-file k.jsonl -- sh -c 'echo $$ > command.pid; exec sleep 60' & "
                                  + "echo $! > build.pid; wait; popupctl -t Next -i Value -o values --answer-file k.jsonl > next.txt")
        // The command runs: the line was taken before it was started.
        let command = session("command.pid")
        XCTAssertTrue(readProgress("k.jsonl").contains("\ntaken 1 Building\n"), readProgress("k.jsonl"))
        // popupctl, then its command (in a group of its own).
        kill(session("build.pid"), SIGKILL)
        kill(command, SIGKILL)
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0)
        XCTAssertEqual(read("next.txt"), "second\n")
    }

    /// Waiting for another dialog's lock, popupctl still ends at once on SIGTERM.
    func testASignalEndsTheWaitForTheLock() throws {
        try write("w.jsonl", #"{"answer": "OK"}"# + "\n")
        let progress = progressPath("w.jsonl")
        try "".write(toFile: progress, atomically: false, encoding: .utf8)
        let holder = try runDetached("echo $$ > holder.pid; exec flock \(progress) sh -c 'echo locked > locked.txt; exec sleep 60'")
        Poll.until(timeout: 10) { !read("locked.txt").isEmpty }
        let waiter = try runDetached("echo $$ > waiter.pid; exec popupctl -t Wait --answer-file w.jsonl")
        let pid = session("waiter.pid")
        // Waiting: popupctl has the progress file open (it locks it next).
        Poll.until(timeout: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).contains(where: {
                ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) ?? "") == progress
            })
        }
        kill(pid, SIGTERM)
        waiter.waitUntilExit()
        // setsid -w passes on the signal's number; the lock's time limit would have given 125.
        XCTAssertEqual(waiter.terminationStatus, SIGTERM)
        kill(-session("holder.pid"), SIGKILL)
        holder.waitUntilExit()
        XCTAssertFalse(readProgress("w.jsonl").contains("taken"), "the line was not taken")
    }

    /// Two runs at once share the file's lines, each taken once; once both have ended, the next
    /// run starts again at line 1. Each run waits for the other to start, and to finish, so that
    /// both replay it together.
    func testTwoReplaysAtOnceNeverTakeTheSameLine() throws {
        let count = 60
        try write("keys.jsonl", (1...count).map { #"{"answer": "OK", "values": ["key \#($0)"]}"# }.joined(separator: "\n") + "\n")
        func replay(_ name: String) -> String {
            "touch ready.\(name); until [ -e ready.first ] && [ -e ready.second ]; do sleep 0.01; done; "
                + "for i in $(seq \(count / 2)); do popupctl -t Key -i Key -o values --answer-file keys.jsonl; done > \(name).txt; "
                + "touch done.\(name); until [ -e done.first ] && [ -e done.second ]; do sleep 0.01; done"
        }
        let first = try runDetached(replay("first"))
        let second = try runDetached(replay("second"))
        first.waitUntilExit()
        second.waitUntilExit()
        let taken = (read("first.txt") + read("second.txt")).split(separator: "\n").map(String.init)
        XCTAssertEqual(taken.count, count)
        XCTAssertEqual(Set(taken), Set((1...count).map { "key \($0)" }), "every line taken once")
        XCTAssertTrue(readProgress("keys.jsonl").contains("\nnext \(count + 1) "), readProgress("keys.jsonl"))
        let after = try runDetached("popupctl -t Key -i Key -o values --answer-file keys.jsonl > after.txt 2> err.txt")
        after.waitUntilExit()
        XCTAssertEqual(after.terminationStatus, 0, read("err.txt"))
        XCTAssertEqual(read("after.txt"), "key 1\n", "both runs over: a new one starts at line 1")
    }

    /// Issue 22 item 11: the same replay run twice works, no progress file removed by hand; in
    /// a run, dialogs in subshells and under wrappers (`timeout`) go on with the run's lines.
    func testTheSameReplayRunTwiceWorks() throws {
        try write("twice.jsonl", ["first", "second", "third"].map { #"{"answer": "OK", "values": ["\#($0)"]}"# }.joined(separator: "\n") + "\n")
        let script = "ask() { popupctl -t Q -i V -o values --answer-file twice.jsonl; }; "
            + "{ ask; x=$(ask | cat); echo \"$x\"; timeout 30 popupctl -t Q -i V -o values --answer-file twice.jsonl; } > out.txt 2>&1"
        for round in 1...2 {
            let run = try runDetached(script)
            run.waitUntilExit()
            XCTAssertEqual(read("out.txt"), "first\nsecond\nthird\n", "round \(round)")
        }
    }
}
