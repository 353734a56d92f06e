import Foundation
import PopupCore
import PopupKit
import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Recording with POPUPCTL_RECORD and replaying with --answer-file, through the whole command
/// (in memory, real files in a temporary directory): matching, the progress file, every error.
final class AnswerFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // The progress files live in the runtime directory, named for each file's device and inode.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            if let progress = try? AnswerFile.progressPath(of: path(name)) { try? FileManager.default.removeItem(atPath: progress) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Where the progress of answer file `name` is kept (issue 30: nothing beside it).
    private func progressPath(_ name: String) -> String { (try? AnswerFile.progressPath(of: path(name))) ?? "/nonexistent" }

    private func readProgress(_ name: String) -> String { (try? String(contentsOfFile: progressPath(name), encoding: .utf8)) ?? "" }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }

    private func read(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "" }

    /// A path as error messages quote it.
    private func quoted(_ name: String) -> String { Excerpt.quoted(path(name)) }

    private let deploy = ["-t", "Deploy?", "-b", "Deploy", "--cancel", "Abort"]
    private let login = ["-t", "Log in", "-i", "User", "-p", "Password"]

    /// Runs the command; returns status, stdout, stderr.
    private func run(_ arguments: [String], _ environment: [String: String] = [:], files: [String: [UInt8]] = [:],
                     replayRun: String? = nil, live: Set<String> = []) -> (Int32, String, String) {
        let io = MemoryIO(environment: environment, files: files)
        io.replayRun = replayRun
        io.liveReplayRuns = live
        let status = PopupCommand.run(arguments, io: io)
        return (status, io.stdout, io.stderr)
    }

    private func mode(_ name: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int) ?? nil
    }

    func testRecordedAnswersReplayInOrder() throws {
        let record = ["POPUPCTL_RECORD": path("a.jsonl")]
        XCTAssertEqual(run(deploy + ["--answer", "Deploy"], record).0, 0)
        XCTAssertEqual(run(login + ["-a", "OK", "--answer-value", "bob", "--answer-value", "pw"], record).0, 0)
        XCTAssertEqual(run(["-t", "Pick", "--item", "a", "--item", "b", "--multi", "--answer-item", "b"], record).0, 0)
        XCTAssertEqual(read("a.jsonl").split(separator: "\n").count, 3)
        XCTAssertFalse(read("a.jsonl").contains("\"pw\""), "a password is not recorded")

        let replay = ["POPUPCTL_ANSWER_FILE": path("a.jsonl"), "POPUPCTL_SECRET_PASSWORD": "pw"]
        XCTAssertEqual(run(deploy, replay).0, 0)
        XCTAssertEqual(readProgress("a.jsonl").components(separatedBy: "\n").filter { $0.hasPrefix("next") || $0.hasPrefix("taken") },
                       ["next 2 \(read("a.jsonl").split(separator: "\n")[0].utf8.count + 1)", "taken 1 Deploy?"])
        let second = run(login + ["-o", "values"], replay)
        XCTAssertEqual(second.0, 0, second.2)
        XCTAssertEqual(second.1, "bob\npw\n")
        let third = run(["-t", "Pick", "--item", "a", "--item", "b", "--multi"], replay)
        XCTAssertEqual(third.0, 0, third.2)
        XCTAssertEqual(third.1, "b\n")
        let done = run(deploy, replay)
        XCTAssertEqual(done.0, 125)
        XCTAssertEqual(done.2, "popupctl: answer file \(quoted("a.jsonl")) has no line 4 left to answer 'Deploy?'; "
                       + "remove '\(progressPath("a.jsonl"))' to replay from the start\n")
        XCTAssertEqual(mode("a.jsonl"), 0o600)
        XCTAssertEqual((try? FileManager.default.attributesOfItem(atPath: progressPath("a.jsonl"))[.posixPermissions] as? Int) ?? nil, 0o600, "issue 26 item 3: every file popupctl creates is private")
    }

    /// Issue 22 item 11: the same replay run twice needs no file removed by hand. A dialog of a
    /// run no other run replaying the file shares starts at line 1; runs at once share the lines.
    func testTheSameReplayRunTwiceStartsAgainAtLineOne() throws {
        try write("twice.jsonl", #"{"answer": "Deploy"}"# + "\n" + #"{"answer": "Abort"}"# + "\n")
        let env = ["POPUPCTL_ANSWER_FILE": path("twice.jsonl")]
        XCTAssertEqual(run(deploy, env, replayRun: "boot:100:1").1, "Deploy\n")
        XCTAssertEqual(run(deploy, env, replayRun: "boot:100:1").1, "Abort\n", "the same run goes on")
        XCTAssertEqual(run(deploy, env, replayRun: "boot:200:1").1, "Deploy\n", "a new run, the first one over: line 1 again")
        XCTAssertEqual(run(deploy, env, replayRun: "boot:300:1", live: ["boot:200:1"]).1, "Abort\n",
                       "a run while another still replays takes the next line, never one taken")
        let over = run(deploy, env, replayRun: "boot:300:1", live: ["boot:200:1"])
        XCTAssertEqual(over.0, 125, "no line is given out twice while the runs last")
        XCTAssertEqual(run(deploy, env, replayRun: "boot:400:1").1, "Deploy\n")
    }

    /// Issue 26 item 2: appending to the answer file (as a recording into it would) leaves the
    /// replay where it was: the progress is keyed to the file's device and inode.
    func testAnAppendDoesNotStartTheReplayAgain() throws {
        try write("grow.jsonl", #"{"answer": "Deploy"}"# + "\n" + #"{"answer": "Abort"}"# + "\n")
        let env = ["POPUPCTL_ANSWER_FILE": path("grow.jsonl")]
        XCTAssertEqual(run(deploy, env).1, "Deploy\n")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path("grow.jsonl")))
        handle.seekToEndOfFile()
        handle.write(Data((#"{"answer": "Deploy"}"# + "\n").utf8))
        handle.closeFile()
        XCTAssertEqual(run(deploy, env).1, "Abort\n")
        XCTAssertEqual(run(deploy, env).1, "Deploy\n")
    }

    /// Issue 26 item 2: the file being replayed, named another way (another spelling, a hard link,
    /// a symbolic link), is never recorded into: each line would lengthen the replay for ever.
    func testRecordingIntoTheReplayUnderAnotherNameIsRefused() throws {
        let line = #"{"answer": 0}"# + "\n"
        try write("loop.jsonl", line)
        let dotted = directory.path + "/./loop.jsonl"
        let spelled = run(deploy, ["POPUPCTL_ANSWER_FILE": path("loop.jsonl"), "POPUPCTL_RECORD": dotted])
        XCTAssertEqual(spelled.0, 125)
        XCTAssertEqual(spelled.2, "popupctl: POPUPCTL_RECORD names the answer file being replayed, \(Excerpt.quoted(dotted)); record into another file\n")
        XCTAssertEqual(link(path("loop.jsonl"), path("hard.jsonl")), 0)
        XCTAssertEqual(symlink(path("loop.jsonl"), path("soft.jsonl")), 0)
        let hard = run(deploy, ["POPUPCTL_ANSWER_FILE": path("loop.jsonl"), "POPUPCTL_RECORD": path("hard.jsonl")])
        XCTAssertEqual(hard.2, "popupctl: cannot write \(quoted("hard.jsonl")) (POPUPCTL_RECORD): it has other names (hard links)\n")
        let soft = run(deploy, ["POPUPCTL_ANSWER_FILE": path("loop.jsonl"), "POPUPCTL_RECORD": path("soft.jsonl")])
        XCTAssertEqual(soft.2, "popupctl: cannot write \(quoted("soft.jsonl")) (POPUPCTL_RECORD): it is a symbolic link, which popupctl does not follow\n")
        XCTAssertEqual(read("loop.jsonl"), line, "nothing was appended")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressPath("loop.jsonl")), "no line was taken")
    }

    /// Issue 26 item 4: the progress file and the recording are opened as the terminal lock is:
    /// no symbolic link followed, no file of another user's, nothing but a regular file, refused
    /// with 125 before anything is asked or run.
    func testFilesThatAreNotOursToWriteAreRefusedFirst() throws {
        try write("target.txt", "root's config\n")
        try write("a.jsonl", #"{"answer": 0}"# + "\n")
        XCTAssertEqual(symlink(path("target.txt"), progressPath("a.jsonl")), 0)
        let linked = run(deploy, ["POPUPCTL_ANSWER_FILE": path("a.jsonl")])
        XCTAssertEqual(linked.0, 125)
        XCTAssertEqual(linked.2, "popupctl: cannot write progress file '\(progressPath("a.jsonl"))': it is a symbolic link, which popupctl does not follow\n")
        XCTAssertEqual(symlink(path("nowhere.txt"), path("dangling.jsonl")), 0)
        XCTAssertEqual(run(deploy + ["-a", "0"], ["POPUPCTL_RECORD": path("dangling.jsonl")]).0, 125)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("nowhere.txt")), "a dangling link makes no file")
        XCTAssertEqual(read("target.txt"), "root's config\n")

        XCTAssertEqual(mkfifo(path("fifo"), 0o600), 0)
        let started = Date()
        for environment in [["POPUPCTL_RECORD": path("fifo")], ["POPUPCTL_RECORD": "/dev/full"], ["POPUPCTL_ANSWER_FILE": path("fifo")]] {
            let io = MemoryIO(environment: environment)
            let status = PopupCommand.run(["--progress", "-t", "Build", "--", "sh", "-c", "echo ran > '\(path("ran.txt"))'"], io: io)
            XCTAssertEqual(status, 125, "\(environment)")
            XCTAssertFalse(io.terminalOpened, "nothing is asked")
            XCTAssertTrue(io.stderr.contains("not a regular file"), io.stderr)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "a FIFO does not hang the open")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("ran.txt")), "the command never ran")

        // Another user's file (root can make one): not ours to write.
        try write("theirs.jsonl", "")
        if getuid() == 0, chown(path("theirs.jsonl"), 65534, 65534) == 0 {
            let theirs = run(deploy + ["-a", "0"], ["POPUPCTL_RECORD": path("theirs.jsonl")])
            XCTAssertEqual(theirs.2, "popupctl: cannot write \(quoted("theirs.jsonl")) (POPUPCTL_RECORD): it belongs to another user\n")
        }
    }

    /// Issue 26 item 3: a masked field's value refused by --validate is never printed: not on
    /// stderr (a CI log), not in the progress file, whoever gave it.
    func testARefusedPasswordIsNeverPrinted() throws {
        let secret = "hunter2-s3cret"
        let form = ["-t", "Sign in", "-p", "Password", "--validate", "^[0-9]+$", "-b", "OK"]
        try write("s.jsonl", #"{"answer": "OK", "values": [{"env": "POPUPCTL_SECRET_PASSWORD"}]}"# + "\n")
        for (arguments, environment) in [
            (form + ["--answer", "OK", "--answer-value", secret], [:]),
            (form + ["--answer", "OK"], ["POPUPCTL_VALUES": secret]),
            (form, ["POPUPCTL_ANSWER_FILE": path("s.jsonl"), "POPUPCTL_SECRET_PASSWORD": secret]),
        ] {
            let result = run(arguments, environment)
            XCTAssertEqual(result.0, 125)
            XCTAssertFalse(result.2.contains(secret), result.2)
            XCTAssertTrue(result.2.contains("the value for the masked field 'Password' is refused: must match ^[0-9]+$"), result.2)
        }
        XCTAssertTrue(readProgress("s.jsonl").contains("\nfailed 1 "), readProgress("s.jsonl"))
        XCTAssertFalse(readProgress("s.jsonl").contains(secret), readProgress("s.jsonl"))
        let visible = run(["-i", "Name", "--validate", "^[0-9]+$", "-a", "OK", "--answer-value", "bob"])
        XCTAssertEqual(visible.2, "popupctl: value 'bob' for field 'Name' is refused: must match ^[0-9]+$\n", "a plain field's value may be quoted")
    }

    /// Issue 26 item 6: list items that are not UTF-8 are recorded as their bytes and replay to
    /// the same item; `--answer-item` and POPUPCTL_ITEMS take the same form.
    func testItemsThatAreNotUTF8ReplayToTheSameItem() throws {
        let items: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A, 0x63, 0x61, 0x66, 0xE8, 0x0A, 0x6F, 0x6B, 0x0A]
        let list = ["-t", "Files", "--items-from", "items.txt", "-o", "json"]
        let files = ["items.txt": items]
        let recorded = run(list + ["--answer-item", #"{"bytes":"636166e8"}"#], ["POPUPCTL_RECORD": path("i.jsonl")], files: files)
        XCTAssertEqual(recorded.0, 0, recorded.2)
        XCTAssertTrue(recorded.1.contains(#""itemIndices":[1]"#), recorded.1)
        XCTAssertTrue(read("i.jsonl").contains(#""items":[{"bytes":"636166e8"}]"#), read("i.jsonl"))
        let replayed = run(list, ["POPUPCTL_ANSWER_FILE": path("i.jsonl")], files: files)
        XCTAssertEqual(replayed.0, 0, replayed.2)
        XCTAssertTrue(replayed.1.contains(#""itemIndices":[1]"#), replayed.1)
        let fromVariable = run(list + ["--answer", "OK"], ["POPUPCTL_ITEMS": #"{"bytes":"636166e9"}"#], files: files)
        XCTAssertTrue(fromVariable.1.contains(#""itemIndices":[0]"#), fromVariable.1)
        let missing = run(list + ["--answer-item", #"{"bytes":"636166"}"#], files: files)
        XCTAssertEqual(missing.2, "popupctl: answer item 'caf' is not in the list\n", "named as text: its bytes are UTF-8")
    }

    /// Issue 22 item 11: untitled boxes are named by their text when a recorded line does not fit.
    func testAMismatchOfUntitledDialogsNamesTheirText() throws {
        XCTAssertEqual(run(["-m", "Reboot now?", "-b", "Yes", "-a", "Yes"], ["POPUPCTL_RECORD": path("u.jsonl")]).0, 0)
        XCTAssertTrue(read("u.jsonl").contains(#""title":"Reboot now?""#), read("u.jsonl"))
        let changed = run(["-m", "Restart now?", "-b", "Yes"], ["POPUPCTL_ANSWER_FILE": path("u.jsonl")])
        XCTAssertEqual(changed.2, "popupctl: answer file \(quoted("u.jsonl")) line 1 was recorded for 'Reboot now?', but this dialog is 'Restart now?'\n")
        try write("old.jsonl", #"{"title": "", "fingerprint": "fnv1a64:0000000000000000", "answer": 0}"# + "\n")
        let old = run(["-m", "Restart now?", "-b", "Yes"], ["POPUPCTL_ANSWER_FILE": path("old.jsonl")])
        XCTAssertEqual(old.2, "popupctl: answer file \(quoted("old.jsonl")) line 1 was recorded for an untitled dialog, but this dialog is 'Restart now?'\n")
    }

    /// Issue 22 item 11: under whiptail's name stderr is the result a script captures
    /// (`x=$(whiptail … 3>&1 1>&2 2>&3)`): an answer-file error also goes to the terminal, or,
    /// with none (CI), to stdout, which that swap makes the script's own stderr.
    func testUnderWhiptailAnAnswerFileErrorAlsoReachesALog() throws {
        let env = ["POPUPCTL_ANSWER_FILE": path("missing.jsonl")]
        let message = "whiptail: cannot read answer file \(quoted("missing.jsonl")): no such file or directory\n"
        let ci = MemoryIO(environment: env)
        XCTAssertEqual(CompatDialect.whiptail.run(["--yesno", "Reboot now?", "8", "40"], io: ci), 255)
        XCTAssertEqual(ci.stderr, message)
        XCTAssertEqual(ci.stdout, message)
        let typed = MemoryIO(environment: env)
        typed.hasControllingTerminal = true
        XCTAssertEqual(CompatDialect.whiptail.run(["--yesno", "Reboot now?", "8", "40"], io: typed), 255)
        XCTAssertEqual(typed.terminalText, message)
        XCTAssertEqual(typed.stdout, "")
        let elsewhere = MemoryIO(environment: env)
        XCTAssertEqual(CompatDialect.whiptail.run(["--output-fd", "1", "--yesno", "Reboot now?", "8", "40"], io: elsewhere), 255)
        XCTAssertEqual(elsewhere.stdout, "", "stderr is no result here: the one line there is the log")
        let other = MemoryIO()
        XCTAssertEqual(CompatDialect.whiptail.run(["--yesno", "Reboot now?", "8", "40"], io: other), 255)
        XCTAssertEqual(other.stdout, "", "other errors keep whiptail's own behaviour")
    }

    /// Issue 22 item 11: two whiptail password boxes have no placeholder; each secret is named by
    /// its box's question, so each has a variable of its own.
    func testTwoWhiptailPasswordBoxesRecordTwoVariables() throws {
        for (prompt, secret) in [("Root password", "r00t"), ("Database password", "d4t4")] {
            let io = MemoryIO(environment: ["POPUPCTL_RECORD": path("w.jsonl"), "POPUPCTL_ANSWER": "OK", "POPUPCTL_VALUES": secret])
            XCTAssertEqual(CompatDialect.whiptail.run(["--passwordbox", prompt, "8", "40"], io: io), 0, io.stderr)
        }
        let lines = read("w.jsonl").split(separator: "\n")
        XCTAssertTrue(lines[0].contains(#"{"env":"POPUPCTL_SECRET_ROOT_PASSWORD"}"#), String(lines[0]))
        XCTAssertTrue(lines[1].contains(#"{"env":"POPUPCTL_SECRET_DATABASE_PASSWORD"}"#), String(lines[1]))
        XCTAssertTrue(lines[0].contains(#""title":"Root password""#), String(lines[0]))
        let replay = ["POPUPCTL_ANSWER_FILE": path("w.jsonl"), "POPUPCTL_SECRET_ROOT_PASSWORD": "r00t", "POPUPCTL_SECRET_DATABASE_PASSWORD": "d4t4"]
        for (prompt, secret) in [("Root password", "r00t"), ("Database password", "d4t4")] {
            let io = MemoryIO(environment: replay)
            XCTAssertEqual(CompatDialect.whiptail.run(["--passwordbox", prompt, "8", "40"], io: io), 0, io.stderr)
            XCTAssertEqual(io.stderr, secret)
        }
        let unset = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": path("w.jsonl")])
        unset.replayRun = "boot:1:1"
        XCTAssertEqual(CompatDialect.whiptail.run(["--passwordbox", "Root password", "8", "40"], io: unset), 255)
        XCTAssertTrue(unset.stderr.hasSuffix("the value of 'Root password' comes from POPUPCTL_SECRET_ROOT_PASSWORD, which is not set\n"), unset.stderr)
    }

    /// Issue 26 item 16: a NUL in a line refuses it, naming the column.
    func testANulInALineRefusesIt() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path("nul.jsonl"), contents: Data(#"{"answer":"Deploy"}"#.utf8 + [0] + Array("garbage\n".utf8))))
        let result = run(deploy, ["POPUPCTL_ANSWER_FILE": path("nul.jsonl")])
        XCTAssertEqual(result.0, 125)
        XCTAssertEqual(result.2, "popupctl: answer file \(quoted("nul.jsonl")) line 1: a NUL byte at column 20\n")
    }

    func testTheFlagNamesTheFileAndWinsOverTheEnvironment() throws {
        try write("flag.jsonl", #"{"answer": "Abort"}"# + "\n")
        let result = run(deploy + ["--answer-file", path("flag.jsonl")], ["POPUPCTL_ANSWER_FILE": path("missing.jsonl"), "POPUPCTL_ANSWER": "Deploy"])
        XCTAssertEqual(result.0, 1, result.2)
        XCTAssertEqual(result.1, "Abort\n")
    }

    func testHandWrittenLinesCheckOnlyTheButtonValuesAndItems() throws {
        try write("hand.jsonl", """
            {"answer": "deploy"}

            {"answer": 1, "values": ["x"]}
            {"items": ["b"]}
            {"answer": "Launch"}

            """)
        let env = ["POPUPCTL_ANSWER_FILE": path("hand.jsonl")]
        XCTAssertEqual(run(["-t", "Anything", "-b", "Deploy", "-c", "No"], env).1, "Deploy\n")
        let field = run(["-i", "Name", "-b", "A", "-b", "B", "-o", "values"], env)
        XCTAssertEqual(field.0, 1, field.2)
        XCTAssertEqual(field.1, "x\n")
        XCTAssertEqual(run(["--item", "a", "--item", "b"], env).1, "b\n", "items alone choose the button that takes the pick")
        let wrong = run(deploy, env)
        XCTAssertEqual(wrong.0, 125)
        XCTAssertEqual(wrong.2, "popupctl: answer file \(quoted("hand.jsonl")) line 5: answer 'Launch' matches no button; "
                       + "expected a label ('Deploy', 'Abort') or an index 0–1\n")
        XCTAssertTrue(readProgress("hand.jsonl").contains("\nfailed 5 "), readProgress("hand.jsonl"))
        XCTAssertEqual(run(deploy, env).0, 125, "a refused line is not taken: the next dialog meets it again")
    }

    func testAChangedQuestionIsRefusedNamingBothTitles() throws {
        XCTAssertEqual(run(deploy + ["-a", "0"], ["POPUPCTL_RECORD": path("r.jsonl")]).0, 0)
        XCTAssertEqual(run(deploy + ["-a", "0"], ["POPUPCTL_RECORD": path("r.jsonl")]).0, 0)
        let env = ["POPUPCTL_ANSWER_FILE": path("r.jsonl")]
        let renamed = run(["-t", "Deploy now?", "-b", "Deploy", "--cancel", "Abort"], env)
        XCTAssertEqual(renamed.0, 125)
        XCTAssertEqual(renamed.1, "")
        XCTAssertEqual(renamed.2, "popupctl: answer file \(quoted("r.jsonl")) line 1 was recorded for 'Deploy?', but this dialog is 'Deploy now?'\n")
        let reworded = run(deploy + ["-m", "To production"], env)
        XCTAssertEqual(reworded.2, "popupctl: answer file \(quoted("r.jsonl")) line 1 was recorded for 'Deploy?', "
                       + "but this dialog is 'Deploy?' (same title; its message, buttons, fields or items changed)\n")
        XCTAssertEqual(run(deploy + ["--style", "sheet", "--timeout", "9"], env).0, 0, "looks do not change the question")
    }

    func testCorruptLinesAndFilesFailWithTheirLineNumber() throws {
        try write("bad.jsonl", "{\"answer\": \"Deploy\"}\n{\"answer\": \n")
        let env = ["POPUPCTL_ANSWER_FILE": path("bad.jsonl")]
        XCTAssertEqual(run(deploy, env).0, 0)
        let bad = run(deploy, env)
        XCTAssertEqual(bad.0, 125)
        XCTAssertEqual(bad.2, "popupctl: answer file \(quoted("bad.jsonl")) line 2: not JSON (column 12: unexpected end of JSON)\n")

        let missing = run(deploy, ["POPUPCTL_ANSWER_FILE": path("none.jsonl")])
        XCTAssertEqual(missing.0, 125)
        XCTAssertEqual(missing.2, "popupctl: cannot read answer file \(quoted("none.jsonl")): no such file or directory\n")

        try write("mine.jsonl", #"{"answer": 0}"# + "\n")
        try "my notes\n".write(toFile: progressPath("mine.jsonl"), atomically: false, encoding: .utf8)
        let foreign = run(deploy, ["POPUPCTL_ANSWER_FILE": path("mine.jsonl")])
        XCTAssertEqual(foreign.2, "popupctl: '\(progressPath("mine.jsonl"))' is not a popupctl progress file; remove it to replay from the start\n")
        XCTAssertEqual(readProgress("mine.jsonl"), "my notes\n", "someone else's file is left alone")
    }

    func testAPasswordNotRecordedComesFromTheVariableTheLineNames() throws {
        XCTAssertEqual(run(login + ["-a", "OK", "--answer-value", "bob", "--answer-value", "pw"], ["POPUPCTL_RECORD": path("s.jsonl")]).0, 0)
        XCTAssertTrue(read("s.jsonl").contains(#"{"env":"POPUPCTL_SECRET_PASSWORD"}"#), read("s.jsonl"))
        let unset = run(login, ["POPUPCTL_ANSWER_FILE": path("s.jsonl")])
        XCTAssertEqual(unset.0, 125)
        XCTAssertEqual(unset.2, "popupctl: answer file \(quoted("s.jsonl")) line 1: the value of 'Password' comes from POPUPCTL_SECRET_PASSWORD, which is not set\n")
        XCTAssertEqual(run(login + ["-a", "OK", "--answer-value", "bob", "--answer-value", "pw"],
                           ["POPUPCTL_RECORD": path("k.jsonl"), "POPUPCTL_RECORD_SECRETS": "1"]).0, 0)
        XCTAssertTrue(read("k.jsonl").contains(#""values":["bob","pw"]"#), read("k.jsonl"))
    }

    func testRecordingIntoTheFileBeingReplayedIsRefused() throws {
        try write("same.jsonl", #"{"answer": 0}"# + "\n")
        let result = run(deploy, ["POPUPCTL_ANSWER_FILE": path("same.jsonl"), "POPUPCTL_RECORD": path("same.jsonl")])
        XCTAssertEqual(result.0, 125)
        XCTAssertEqual(result.2, "popupctl: POPUPCTL_RECORD names the answer file being replayed, \(quoted("same.jsonl")); record into another file\n")
        XCTAssertEqual(read("same.jsonl"), #"{"answer": 0}"# + "\n")
        XCTAssertEqual(run(deploy, ["POPUPCTL_ANSWER_FILE": path("same.jsonl"), "POPUPCTL_RECORD": path("other.jsonl")]).0, 0,
                       "a replay can be recorded into another file")
        XCTAssertTrue(read("other.jsonl").contains(#""answer":"Deploy","index":0"#), read("other.jsonl"))
    }

    /// Issue 26 item 15: with stdout closed the answer would be lost: refused before asking.
    func testAClosedStdoutIsRefusedBeforeAsking() {
        let io = MemoryIO()
        io.stdoutIsClosed = true
        XCTAssertEqual(PopupCommand.run(deploy, io: io), 125)
        XCTAssertFalse(io.terminalOpened)
        XCTAssertEqual(io.stderr, "popupctl: cannot write to stdout: stdout is closed\n")
        let silent = MemoryIO()
        silent.stdoutIsClosed = true
        XCTAssertEqual(PopupCommand.run(deploy + ["-o", "none", "-a", "Abort"], io: silent), 1, "with nothing to print, nothing is lost")
    }

    func testRecordingNamesAnUnwritableFile() {
        let result = run(deploy + ["-a", "0"], ["POPUPCTL_RECORD": path("no/such/dir.jsonl")])
        XCTAssertEqual(result.0, 125)
        XCTAssertEqual(result.1, "", "nothing is printed when the answer could not be recorded")
        XCTAssertEqual(result.2, "popupctl: cannot write \(quoted("no/such/dir.jsonl")) (POPUPCTL_RECORD): no such file or directory\n")
    }

    func testNoWaitAndProgressTakeTheirLinesAndAreRecorded() throws {
        let record = ["POPUPCTL_RECORD": path("n.jsonl")]
        XCTAssertEqual(run(["--no-wait", "-t", "Working"], record).0, 0)
        XCTAssertEqual(run(deploy + ["-a", "Abort"], record).0, 1)
        XCTAssertTrue(read("n.jsonl").hasPrefix(#"{"v":1,"title":"Working","#), read("n.jsonl"))
        XCTAssertTrue(read("n.jsonl").contains(#""ended":"shown","status":0}"#), read("n.jsonl"))
        let env = ["POPUPCTL_ANSWER_FILE": path("n.jsonl")]
        let shown = run(["--no-wait", "-t", "Working"], env)
        XCTAssertEqual(shown.0, 0, shown.2)
        XCTAssertEqual(shown.2, "Working\n")
        XCTAssertEqual(run(deploy, env).0, 1)

        // A progress box records its outcome; replayed, its command still runs and gives the status.
        let build = ["--progress", "-t", "Building", "--", "sh", "-c", "echo 50; exit 3"]
        XCTAssertEqual(run(build, ["POPUPCTL_RECORD": path("b.jsonl")]).0, 3)
        XCTAssertTrue(read("b.jsonl").hasSuffix(#""ended":"completed","status":3}"# + "\n"), read("b.jsonl"))
        XCTAssertEqual(run(build, ["POPUPCTL_ANSWER_FILE": path("b.jsonl")]).0, 3)
        XCTAssertTrue(readProgress("b.jsonl").contains("\ntaken 1 Building\n"), readProgress("b.jsonl"))
        let other = run(["--progress", "-t", "Testing", "--", "true"], ["POPUPCTL_ANSWER_FILE": path("b.jsonl")])
        XCTAssertEqual(other.0, 125, "no line left: the command is not run")
    }

    func testAPlainPromptIsRecordedAndADismissalReplaysAsOne() throws {
        let io = MemoryIO(environment: ["POPUPCTL_RECORD": path("p.jsonl")])
        io.lineTerminal = MemoryLineTerminal(lines: ["2"])
        XCTAssertEqual(PopupCommand.run(deploy + ["--plain"], io: io), 1, io.stderr)
        XCTAssertEqual(PopupCommand.run(deploy + ["-a", "0", "--timeout", "5"], io: MemoryIO(environment: ["POPUPCTL_RECORD": path("p.jsonl")])), 0)
        try write("p.jsonl", read("p.jsonl") + #"{"ended": "dismissed"}"# + "\n" + #"{"ended": "timeout"}"# + "\n")
        let env = ["POPUPCTL_ANSWER_FILE": path("p.jsonl")]
        XCTAssertEqual(run(deploy, env).1, "Abort\n")
        XCTAssertEqual(run(deploy, env).1, "Deploy\n", "a timeout in the dialog does not change the question")
        XCTAssertEqual(run(deploy, env).0, 255)
        XCTAssertEqual(run(deploy, env).0, 124)
    }

    func testCommittedAnswerSchemaMatchesTheReader() throws {
        let url = RepositoryFile.root.appendingPathComponent("man/popupctl.answers.schema.json")
        let generated = AnswerSchema.document().prettyText
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(committed, generated, "man/popupctl.answers.schema.json is stale: run UPDATE_SNAPSHOTS=1 swift test --filter AnswerFileTests")
        guard case .object(let properties)? = try JSONParser.parse(committed)["properties"] else { return XCTFail("no properties") }
        XCTAssertEqual(properties.map(\.0), AnswerLine.keys)
    }
}
