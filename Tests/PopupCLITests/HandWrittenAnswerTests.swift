import Foundation
import PopupCore
import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Issue 34 item 1: a hand-written line gives any box its value (a date, a time, a number, an
/// editor's lines, a path), its items (a build list's, by tag; none at all), a renamed item's
/// text and a list's query, and the box answers with exactly that; a recording of each replays
/// to the same bytes.
final class HandWrittenAnswerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("handwritten-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] { forgetProgress(path(name)) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The replay position of `file` lives in the runtime directory, keyed by device and inode,
    /// which the next case's file may get again.
    private func forgetProgress(_ file: String) {
        if let progress = try? AnswerFile.progressPath(of: file) { try? FileManager.default.removeItem(atPath: progress) }
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// dialog's `arguments` answered by the one line `line`: status and result (stderr).
    private func dialog(_ arguments: [String], line: String) throws -> (Int32, String) {
        let name = "\(UUID().uuidString).jsonl"
        try (line + "\n").write(toFile: path(name), atomically: true, encoding: .utf8)
        // A position another test left for a file that had this inode before (a MemoryIO replay
        // cannot tell its runs apart, so it would go on from there).
        forgetProgress(path(name))
        // The editor's file is read through the command's I/O.
        let io = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": path(name)], files: [path("text.txt"): Array("one\ntwo\n".utf8)])
        let status = CompatDialect.dialog.run(arguments, io: io)
        forgetProgress(path(name))
        return (status, io.stderr)
    }

    func testEachBoxTakesAHandWrittenValue() throws {
        let cases: [([String], String, Int32, String)] = [
            (["--calendar", "Date", "0", "0", "1", "2", "2024"], #"{"values": ["2024-04-01"]}"#, 0, "01/04/2024"),
            (["--calendar", "Date", "0", "0", "1", "2", "2024"], #"{"answer": "OK", "values": ["2024-04-01"]}"#, 0, "01/04/2024"),
            (["--timebox", "Time", "0", "0", "10", "20", "30"], #"{"values": ["07:08:09"]}"#, 0, "07:08:09"),
            (["--rangebox", "Range", "0", "0", "0", "20000", "100"], #"{"values": ["15000"]}"#, 0, "15000"),
            (["--editbox", path("text.txt"), "10", "40"], #"{"values": ["first", "second"]}"#, 0, "first\nsecond\n"),
            (["--fselect", "/tmp/", "10", "40"], #"{"values": ["/tmp/picked"]}"#, 0, "/tmp/picked"),
            (["--buildlist", "Build", "0", "0", "0", "a", "Apple", "on", "b", "Banana", "off"], #"{"items": ["b"]}"#, 0, "b"),
            (["--buildlist", "Build", "0", "0", "0", "a", "Apple", "on", "b", "Banana", "off"], #"{"answer": "OK", "items": []}"#, 0, ""),
            (["--inputmenu", "Rename", "0", "0", "0", "a", "Apple", "b", "Banana"],
             #"{"answer": "Rename", "items": ["b"], "values": ["Blueberry"]}"#, 3, "RENAMED b Blueberry"),
        ]
        var accepted = 0
        for (arguments, line, status, result) in cases {
            let (got, written) = try dialog(arguments, line: line)
            XCTAssertEqual(got, status, "\(arguments[0]) \(line): \(written)")
            XCTAssertEqual(written, result, "\(arguments[0]) \(line)")
            if got == status && written == result { accepted += 1 }
        }
        print("hand-written lines: \(accepted) of \(cases.count) answered as written")
    }

    /// What a box answered, recorded (unattended here: the recording holds the same line as after
    /// keys), replays to the same result: a date that is not the initial one, an emptied build list.
    func testARecordingOfEachValueReplaysIt() throws {
        let boxes: [([String], String)] = [
            (["--calendar", "Date", "0", "0", "1", "2", "2024"], "2024-04-01"),
            (["--rangebox", "Range", "0", "0", "0", "100", "50"], "7"),
        ]
        for (arguments, value) in boxes {
            let record = path("r-\(arguments[0]).jsonl")
            let live = MemoryIO(environment: ["POPUPCTL_RECORD": record, "POPUPCTL_ANSWER": "OK", "POPUPCTL_VALUES": value])
            XCTAssertEqual(CompatDialect.dialog.run(arguments, io: live), 0, live.stderr)
            let replay = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": record])
            XCTAssertEqual(CompatDialect.dialog.run(arguments, io: replay), 0, replay.stderr)
            XCTAssertEqual(replay.stderr, live.stderr, "\(arguments[0]) replays the value recorded")
        }
        let record = path("emptied.jsonl")
        let emptied = MemoryIO(environment: ["POPUPCTL_RECORD": record, "POPUPCTL_ANSWER": "OK"])
        XCTAssertEqual(CompatDialect.dialog.run(["--buildlist", "B", "0", "0", "0", "a", "Apple", "off"], io: emptied), 0)
        XCTAssertEqual(emptied.stderr, "")
        XCTAssertTrue((try String(contentsOfFile: record, encoding: .utf8)).contains(#""items":[]"#))
    }

    /// `--print-query`'s query is recorded when it was typed over, and replayed.
    func testTheQueryOfPrintQueryReplays() throws {
        try (#"{"items": ["banana"], "query": "ba"}"# + "\n").write(toFile: path("q.jsonl"), atomically: true, encoding: .utf8)
        forgetProgress(path("q.jsonl"))
        let io = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": path("q.jsonl")])
        XCTAssertEqual(PopupCommand.run(["--item", "apple", "--item", "banana", "--print-query"], io: io), 0, io.stderr)
        XCTAssertEqual(io.stdout, "ba\nbanana\n")
        var dialog = Dialog(title: "Q")
        dialog.list = ListSpec(items: ItemStore(lines: ["apple", "banana"]))
        let line = AnswerRecord.line(dialog, .chosen(index: 0, label: "OK", role: .default, values: [], items: [1]), status: 0,
                                     keepSecrets: false, query: "ba").text
        XCTAssertEqual(try AnswerLine.parse(line).query, "ba")
    }
}
