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
        try? FileManager.default.removeItem(at: directory)
    }

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
    private func run(_ arguments: [String], _ environment: [String: String] = [:]) -> (Int32, String, String) {
        let io = MemoryIO(environment: environment)
        let status = PopupCommand.run(arguments, io: io)
        return (status, io.stdout, io.stderr)
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
        XCTAssertEqual(read("a.jsonl.progress").components(separatedBy: "\n").filter { $0.hasPrefix("next") || $0.hasPrefix("taken") },
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
                       + "remove its .progress file to replay from the start\n")
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
        XCTAssertTrue(read("hand.jsonl.progress").contains("\nfailed 5 "), read("hand.jsonl.progress"))
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
        try write("mine.jsonl.progress", "my notes\n")
        let foreign = run(deploy, ["POPUPCTL_ANSWER_FILE": path("mine.jsonl")])
        XCTAssertEqual(foreign.2, "popupctl: \(quoted("mine.jsonl.progress")) is not a popupctl progress file; remove it to replay from the start\n")
        XCTAssertEqual(read("mine.jsonl.progress"), "my notes\n", "someone else's file is left alone")
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
        XCTAssertTrue(read("b.jsonl.progress").contains("\ntaken 1 Building\n"), read("b.jsonl.progress"))
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
