import XCTest
@testable import PopupCore

/// Answer-file lines: the hash, the fingerprint, reading hand-written and recorded lines, what
/// a recording holds, and the progress file's text.
final class AnswerLineTests: XCTestCase {
    func testFNV1a64KnownValues() {
        for (text, hex) in [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")] {
            var hash = FNV1a64()
            hash.add(text.utf8)
            XCTAssertEqual(hash.hex, hex, text)
        }
        var split = FNV1a64()
        split.add(field: "ab")
        split.add(field: "c")
        var other = FNV1a64()
        other.add(field: "a")
        other.add(field: "bc")
        XCTAssertNotEqual(split, other)
    }

    private let base = Dialog(title: "Deploy?", message: "To production.",
                              buttons: [Button("Deploy"), Button("Abort", role: .cancel)],
                              fields: [TextField(placeholder: "Tag")])

    func testFingerprintFollowsWhatIsAskedOnly() {
        let print = base.fingerprint
        XCTAssertTrue(print.hasPrefix("fnv1a64:"))
        XCTAssertEqual(print.count, 8 + 16)
        var changes: [Dialog] = []
        for change: (inout Dialog) -> Void in [
            { $0.title = "Deploy!" }, { $0.message = "To staging." }, { $0.buttons[0] = Button("Ship") },
            { $0.buttons[1].role = .destructive }, { $0.fields[0] = TextField(placeholder: "Version") },
            { $0.fields[0].isSecure = true }, { $0.buttons.swapAt(0, 1) },
            { $0.list = ListSpec(items: ItemStore(lines: ["a"])) },
        ] {
            var dialog = base
            change(&dialog)
            changes.append(dialog)
        }
        for dialog in changes { XCTAssertNotEqual(dialog.fingerprint, print, dialog.title) }
        var looks = base
        looks.style = .sheet
        looks.timeout = 5
        looks.width = WidthRule(parsing: "60")!
        looks.fields[0].value = "v1"
        XCTAssertEqual(looks.fingerprint, print, "looks, timeout and initial values do not change the question")
    }

    func testFingerprintCoversEveryItemOfALongList() {
        let lines = (0..<100_000).map { "item \($0)" }
        let list = ItemStore(lines: lines)
        var changed = lines
        changed[99_999] = "item x"
        var dialog = base
        dialog.list = ListSpec(items: list)
        var other = base
        other.list = ListSpec(items: ItemStore(lines: changed))
        var shorter = base
        shorter.list = ListSpec(items: ItemStore(lines: Array(lines.dropLast())))
        var multiple = dialog
        multiple.list?.selection = .multiple
        XCTAssertEqual(Set([dialog.fingerprint, other.fingerprint, shorter.fingerprint, multiple.fingerprint]).count, 4)
    }

    func testHandWrittenLines() throws {
        XCTAssertEqual(try AnswerLine.parse(#"{"answer": "Deploy"}"#), AnswerLine(answer: .label("Deploy")))
        XCTAssertEqual(try AnswerLine.parse(#"{"answer": 1, "values": ["x"], "items": ["a"]}"#),
                       AnswerLine(answer: .index(1), values: [.text("x")], items: ["a"]))
        XCTAssertEqual(try AnswerLine.parse(#"{"items": ["a", "b"]}"#), AnswerLine(items: ["a", "b"]))
        XCTAssertEqual(try AnswerLine.parse(#"{"answer": "OK", "values": ["bob", {"env": "MY_PASS"}]}"#),
                       AnswerLine(answer: .label("OK"), values: [.text("bob"), .secret(variable: "MY_PASS")]))
        let ended = try AnswerLine.parse(#"{"v": 1, "ended": "dismissed", "status": 255}"#)
        XCTAssertEqual(ended.ending, .dismissed)
        XCTAssertNil(ended.answer)
        // A recorded line names the label and the index; the index is the exact one.
        XCTAssertEqual(try AnswerLine.parse(#"{"answer": "Go", "index": 2}"#).answer, .index(2))
    }

    func testBadLinesSayWhatIsWrong() {
        let table: [(String, String)] = [
            ("{\"answer\": }", "not JSON (column 12: unexpected character)"),
            ("[1]", "not a JSON object"),
            (#"{"anwser": "x"}"#, "unknown key 'anwser'; did you mean 'answer'?"),
            (#"{"v": 2, "answer": "x"}"#, "format version 2 is not one this popupctl reads (1)"),
            (#"{"answer": true}"#, "'answer' must be a button label or index"),
            (#"{"answer": -1}"#, "'answer' must be a whole number from 0 to 255"),
            (#"{"answer": 1.5}"#, "'answer' must be a whole number from 0 to 255"),
            (#"{"answer": "x", "values": "y"}"#, "'values' must be an array"),
            (#"{"answer": "x", "values": [{"env": "lower case"}]}"#, #"each of 'values' must be a string or {"env": "VARIABLE"}"#),
            (#"{"answer": "x", "items": [1]}"#, #"'items' must be an array of tags (strings, or {"bytes": "HEX"})"#),
            (#"{"answer": "x", "items": "a"}"#, #"'items' must be an array of tags (strings, or {"bytes": "HEX"})"#),
            (#"{"answer": "x", "items": [{"bytes": "abc"}]}"#, #"'items' must be an array of tags (strings, or {"bytes": "HEX"})"#),
            (#"{"ended": "exploded"}"#, "'ended' must be one of chosen, dismissed, timeout, interrupted, completed, shown"),
            (#"{"title": "Deploy?"}"#, "no 'answer' (a button label or index)"),
            (#"{"title": 5, "answer": "x"}"#, "'title' must be a string"),
        ]
        for (text, message) in table {
            XCTAssertThrowsError(try AnswerLine.parse(text), text) { error in
                XCTAssertEqual((error as? AnswerLine.Failure)?.description, message, text)
            }
        }
    }

    func testARecordedLineReadsBackAsTheSameAnswer() throws {
        var dialog = base
        dialog.fields.append(TextField(placeholder: "Admin password", isSecure: true))
        dialog.list = ListSpec(items: ItemStore(lines: ["a", "b\tThe b", "c"]), selection: .multiple)
        let outcome = Outcome.chosen(index: 0, label: "Deploy", role: .default, values: ["v2", "hunter2"], items: [0, 1])
        let text = AnswerRecord.line(dialog, outcome, status: 0, keepSecrets: false).text
        XCTAssertFalse(text.contains("hunter2"))
        XCTAssertEqual(text, #"{"v":1,"title":"Deploy?","fingerprint":"\#(dialog.fingerprint)","answer":"Deploy","index":0,"#
                       + #""values":["v2",{"env":"POPUPCTL_SECRET_ADMIN_PASSWORD"}],"items":["a","b"],"status":0}"#)
        let line = try AnswerLine.parse(text)
        XCTAssertEqual(line.fingerprint, dialog.fingerprint)
        XCTAssertEqual(line.title, "Deploy?")
        XCTAssertEqual(line.answer, .index(0))
        XCTAssertEqual(line.values, [.text("v2"), .secret(variable: "POPUPCTL_SECRET_ADMIN_PASSWORD")])
        XCTAssertEqual(line.items, ["a", "b"])
        let kept = try AnswerLine.parse(AnswerRecord.line(dialog, outcome, status: 0, keepSecrets: true).text)
        XCTAssertEqual(kept.values, [.text("v2"), .text("hunter2")])
    }

    func testEndingsWithoutAChoiceAreRecorded() throws {
        let table: [(Outcome?, AnswerLine.Ending, Int32)] = [
            (.dismissed(.escape), .dismissed, 255), (.timedOut, .timeout, 124), (.interrupted(signal: 2), .interrupted, 130),
            (.completed, .completed, 0), (nil, .shown, 0),
        ]
        for (outcome, ending, status) in table {
            let text = AnswerRecord.line(base, outcome, status: status, keepSecrets: false).text
            let line = try AnswerLine.parse(text)
            XCTAssertEqual(line.ending, ending, text)
            XCTAssertTrue(text.hasSuffix(#""status":\#(status)}"#), text)
            XCTAssertFalse(text.contains("values"), "nothing was submitted: \(text)")
        }
        XCTAssertEqual(try AnswerLine.parse(AnswerRecord.line(base, .interrupted(signal: 15), status: 143, keepSecrets: false).text).signal, 15)
    }

    /// dialog's --form takes as many fields as argv holds, all with one label: their keys and
    /// variables are made in one pass (quadratic, 20 000 fields took minutes to record).
    func testManyFieldsWithOneLabelAreNamedInOnePass() {
        let count = 20_000
        let dialog = Dialog(fields: (0..<count).map { _ in TextField(placeholder: "PIN", isSecure: true) })
        let keys = OutcomeFormatter.fieldKeys(dialog)
        XCTAssertEqual(keys.first, "PIN")
        XCTAssertEqual(keys.last, "PIN \(count)")
        let variables = AnswerRecord.secretVariables(dialog)
        XCTAssertEqual(Set(variables).count, count)
        XCTAssertEqual(variables.last, "POPUPCTL_SECRET_PIN_\(count)")
    }

    func testSecretVariableNames() {
        let dialog = Dialog(fields: [TextField(placeholder: "Admin password", isSecure: true), TextField(placeholder: "PIN", isSecure: true),
                                     TextField(placeholder: "PIN", isSecure: true), TextField(placeholder: "Пароль", isSecure: true),
                                     TextField(placeholder: "Ключ", isSecure: true), TextField(placeholder: "", isSecure: true)])
        XCTAssertEqual(AnswerRecord.secretVariables(dialog), [
            "POPUPCTL_SECRET_ADMIN_PASSWORD", "POPUPCTL_SECRET_PIN", "POPUPCTL_SECRET_PIN_2",
            "POPUPCTL_SECRET_FIELD_4", "POPUPCTL_SECRET_FIELD_5", "POPUPCTL_SECRET_FIELD_6",
        ])
    }

    func testProgressFileText() {
        var progress = AnswerProgress(file: "1:2")
        XCTAssertEqual(AnswerProgress.read("", file: "1:2"), progress, "a new, empty file starts at line 1")
        progress.nextLine = 4
        progress.nextOffset = 301
        progress.runs = ["b00:42:7", "b00:43:9"]
        progress.taken = (3, "Install?")
        progress.failed = (4, "line 4: not JSON")
        XCTAssertEqual(progress.text, "popupctl answer progress 2\nfile 1:2\nnext 4 301\nruns b00:42:7 b00:43:9\n"
                       + "taken 3 Install?\nfailed 4 line 4: not JSON\n")
        XCTAssertEqual(AnswerProgress.read(progress.text, file: "1:2"), progress)
        XCTAssertEqual(AnswerProgress.read(progress.text, file: "1:3"), AnswerProgress(file: "1:3"),
                       "another answer file starts from its first line")
        XCTAssertEqual(AnswerProgress.read("popupctl answer progress 1\nfile 1:2:3:4\nnext 4 301\n", file: "1:2"), AnswerProgress(file: "1:2"),
                       "an older popupctl's progress is a fresh start")
        progress.taken = (3, String(repeating: "long title ", count: 10_000))
        XCTAssertLessThan(progress.text.utf8.count, 1_000, "a huge title is cut, so the file stays small")
        XCTAssertNil(AnswerProgress.read("my notes\n", file: "1:2"))
        XCTAssertNil(AnswerProgress.read("popupctl answer progress 2\nfile 1:2\nnext x 0\n", file: "1:2"))
        XCTAssertNil(AnswerProgress.read("popupctl answer progress 2\nfile 1:2\nnext 9223372036854775807 0\n", file: "1:2"),
                     "a line number that cannot be counted on from is refused, not a crash at the next line")
        XCTAssertNil(AnswerProgress.read("popupctl answer progress 2\nfile 1:2\nnext 1 0\nruns a;rm\n", file: "1:2"))
    }

    /// Issue 22 item 11: a run of a script that finds no other run replaying the file starts it
    /// again at line 1; runs going on at once share its lines; appending changes nothing.
    func testANewRunStartsAtLineOneWhileRunsAtOnceShareTheLines() {
        var progress = AnswerProgress(file: "1:2")
        progress.nextLine = 6
        progress.nextOffset = 500
        progress.runs = ["boot:10:1"]
        progress.join("boot:10:1", isAlive: { _ in false })
        XCTAssertEqual(progress.nextLine, 6, "the same run goes on, alive or not as seen from here")
        progress.join("boot:11:1", isAlive: { $0 == "boot:10:1" })
        XCTAssertEqual(progress.nextLine, 6, "another run while the first still replays: the lines are shared")
        XCTAssertEqual(progress.runs, ["boot:10:1", "boot:11:1"])
        progress.join("boot:12:1", isAlive: { _ in false })
        XCTAssertEqual([progress.nextLine, progress.nextOffset], [1, 0], "every earlier run has ended: the replay starts again")
        XCTAssertEqual(progress.runs, ["boot:12:1"])
        progress.nextLine = 3
        progress.join(nil, isAlive: { _ in false })
        XCTAssertEqual(progress.nextLine, 3, "runs that cannot be told apart go on where the last dialog left off")
        for run in 0..<100 { progress.join("boot:\(run + 100):1", isAlive: { _ in true }) }
        XCTAssertEqual(progress.runs.count, AnswerProgress.maxRuns, "the file stays small")
    }

    /// Issue 26 item 5: only the signals popupctl reports; 128 would give (128 + 128) & 255 = 0.
    func testAReplayedSignalIsOneThatPopupctlReports() throws {
        for signal in AnswerLine.signals {
            XCTAssertEqual(try AnswerLine.parse(#"{"ended": "interrupted", "signal": \#(signal)}"#).signal, signal)
        }
        for bad in ["128", "0", "9", "127", "255", "2.5", "\"2\""] {
            XCTAssertThrowsError(try AnswerLine.parse(#"{"ended": "interrupted", "signal": \#(bad)}"#), bad) { error in
                XCTAssertEqual((error as? AnswerLine.Failure)?.description, "'signal' must be one popupctl reports: 1, 2, 3, 15", bad)
            }
        }
        guard case .object(let properties)? = AnswerSchema.document()["properties"],
              let signal = properties.first(where: { $0.0 == "signal" })?.1 else { return XCTFail("no signal in the schema") }
        XCTAssertEqual(signal["enum"], .array([1, 2, 3, 15].map { .number($0) }))
    }

    /// Issue 26 item 16: a NUL ends nothing; the line is refused, naming where.
    func testANulByteIsRefused() {
        for text in ["{\"answer\":\"OK\"}\u{0}garbage", "{\"answer\":\"O\u{0}K\"}", "\u{0}{\"answer\":\"OK\"}"] {
            XCTAssertThrowsError(try AnswerLine.parse(text), text.debugDescription) { error in
                let column = Array(text.utf8).firstIndex(of: 0)! + 1
                XCTAssertEqual((error as? AnswerLine.Failure)?.description, "a NUL byte at column \(column)", text.debugDescription)
            }
        }
    }

    /// Issue 26 item 6: tags that are not UTF-8 are recorded as their bytes and read back as them;
    /// two that differ only there stay two.
    func testItemsThatAreNotUTF8AreRecordedLosslessly() throws {
        let store = ItemStore()
        for line: [UInt8] in [[0x63, 0x61, 0x66, 0xE9], [0x63, 0x61, 0x66, 0xE8], Array("café".utf8)] { store.append(line: line) }
        var dialog = base
        dialog.list = ListSpec(items: store, selection: .multiple)
        let outcome = Outcome.chosen(index: 0, label: "Deploy", role: .default, values: [""], items: [1, 2])
        let text = AnswerRecord.line(dialog, outcome, status: 0, keepSecrets: false).text
        XCTAssertTrue(text.contains(#""items":[{"bytes":"636166e8"},"café"]"#), text)
        let line = try AnswerLine.parse(text)
        XCTAssertEqual(line.items?.count, 2)
        XCTAssertEqual(line.items.map { Array($0[0]) }, [0x63, 0x61, 0x66, 0xE8])
        XCTAssertEqual(line.items?.firstIndices(in: store), [1, 2])
        let other = AnswerRecord.line(dialog, .chosen(index: 0, label: "Deploy", role: .default, values: [""], items: [0]), status: 0,
                                      keepSecrets: false).text
        XCTAssertNotEqual(other.firstMatch(of: /"items":\[.*\]/)?.output, text.firstMatch(of: /"items":\[.*\]/)?.output)
        // The same form names them anywhere a tag is given as text.
        XCTAssertEqual(ItemTags([#"{"bytes":"636166e9"}"#, "café", #"{"bytes":"zz"}"#]).firstIndices(in: store), [0, 2, -1])
        XCTAssertEqual(ItemTags.text(of: [0x63, 0x61, 0x66, 0xE9]), #"{"bytes":"636166e9"}"#)
    }

    func testTagsAreFoundInOnePassWhateverTheirNumber() {
        let store = ItemStore(lines: (0..<50_000).map { "tag \($0)" } + ["tag 7"])
        let wanted = (0..<50_000).reversed().map { "tag \($0)" } + ["tag 7", "missing"]
        let found = ItemTags(wanted).firstIndices(in: store)
        XCTAssertEqual(found.count, wanted.count)
        XCTAssertEqual(Array(found.prefix(3)), [49_999, 49_998, 49_997])
        XCTAssertEqual(Array(found.suffix(2)), [7, -1], "a tag given twice finds its first item; one not there, none")
    }

    /// Issue 22 item 11: whiptail's and dialog's password boxes have no placeholder; each is named
    /// by its question, so two boxes have two variables.
    func testAFieldWithoutPlaceholderIsNamedByTheQuestion() {
        func variables(title: String = "", message: String) -> [String] {
            AnswerRecord.secretVariables(Dialog(title: title, message: message, fields: [TextField(placeholder: "", isSecure: true)]))
        }
        XCTAssertEqual(variables(message: "Root password"), ["POPUPCTL_SECRET_ROOT_PASSWORD"])
        XCTAssertEqual(variables(title: "Installer", message: "Database password:"), ["POPUPCTL_SECRET_DATABASE_PASSWORD"])
        XCTAssertEqual(variables(title: "Root password", message: ""), ["POPUPCTL_SECRET_ROOT_PASSWORD"])
        XCTAssertEqual(variables(message: "Please enter the password of the administrator account on the new server now"),
                       ["POPUPCTL_SECRET_PLEASE_ENTER_THE_PASSWORD_OF_THE_ADMINISTRATOR"])
        XCTAssertEqual(variables(message: ""), ["POPUPCTL_SECRET_FIELD_1"])
    }

    func testADialogIsNamedByItsTitleElseItsText() {
        XCTAssertEqual(Dialog(title: "Deploy?", message: "To production").name, "Deploy?")
        XCTAssertEqual(Dialog(title: " ", message: "\n  Reboot now?\nIt takes a minute").name, "Reboot now?")
        XCTAssertEqual(Dialog(message: String(repeating: "long ", count: 1_000)).name.count, Dialog.nameLimit + 1)
        XCTAssertFalse(Dialog(message: "a\u{1B}[31mb").name.contains("\u{1B}"), "a name is sanitised like any text shown")
        XCTAssertEqual(Dialog().name, "")
    }
}
