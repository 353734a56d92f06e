@testable import PopupCLI
import PopupCore
import PopupTestSupport
import PopupTTY
import XCTest

/// dialog's boxes beyond text and lists: how their arguments become content, and how their
/// results are written.
final class CompatBoxesTests: XCTestCase {
    private func plan(_ arguments: [String], files: [String: [UInt8]] = [:]) throws -> CompatPlan {
        let invocation = try ToolProfile.dialog.readArguments(arguments, MemoryIO())
        return try CompatDialogBuilder.plan(try invocation.firstBox, io: MemoryIO(files: files))
    }

    private func result(_ arguments: [String], values: [String] = [], items: [Int] = [], button: Int = 0,
                        files: [String: [UInt8]] = [:]) throws -> String {
        let plan = try plan(arguments, files: files)
        let outcome = Outcome.chosen(index: button, label: "", role: .default, values: values, items: items)
        return String(decoding: CompatResultWriter.bytes(outcome, plan: plan), as: UTF8.self)
    }

    func testFormFieldsStandWhereTheScriptPutThem() throws {
        let plan = try plan(["--form", "t", "0", "0", "0", "Name:", "1", "1", "Adalovelace", "1", "10", "20", "3",
                             "Fixed:", "2", "1", "kept", "2", "10", "0", "0", "Neg:", "0", "-4", "n", "x", "10", "-5", "0"])
        let fields = plan.dialog.fields
        XCTAssertEqual(fields.map(\.value), ["Ada", "kept", "n"], "cut to ILEN; read-only values kept whole")
        XCTAssertEqual(fields.map(\.isReadOnly), [false, true, true])
        XCTAssertEqual(fields[0].place, FieldPlace(labelRow: 0, labelColumn: 0, row: 0, column: 9, width: 20))
        XCTAssertEqual(fields[2].place, FieldPlace(labelRow: 0, labelColumn: 0, row: 0, column: 9, width: 5),
                       "0, a negative number and a word are row and column 1, as atoi and dialog read them")
        XCTAssertEqual(try result(["--form", "t", "0", "0", "0", "A", "1", "1", "a", "1", "3", "5", "0", "B", "2", "1", "b", "2", "3", "0", "0"],
                                  values: ["x", "b"]), "x\n", "a field without columns is not written")
        let mixed = try self.plan(["--mixedform", "t", "0", "0", "0", "P", "1", "1", "", "1", "3", "5", "0", "1", "R", "2", "1", "r", "2", "3", "5", "0", "2"])
        XCTAssertEqual(mixed.dialog.fields.map(\.isSecure), [true, false])
        XCTAssertEqual(mixed.dialog.fields.map(\.isReadOnly), [false, true])
        XCTAssertEqual(try result(["--separator", ",", "--mixedform", "t", "0", "0", "0", "P", "1", "1", "", "1", "3", "5", "0", "1"],
                                  values: ["pw"]), "pw,")
    }

    func testTheEditboxWritesEachLineAfterItsSeparator() throws {
        let files = ["f": Array("one\ntwo".utf8)]
        let plan = try plan(["--editbox", "f", "12", "40"], files: files)
        guard case .editor(let editor)? = plan.dialog.content else { return XCTFail("no editor") }
        XCTAssertEqual(editor.lines, ["one", "two"])
        XCTAssertEqual(editor.pageRows, 6, "dialog's editing window: the height less six rows")
        XCTAssertEqual(plan.dialog.message, "", "the file is edited, not shown as the text")
        XCTAssertEqual(try result(["--editbox", "f", "12", "40"], values: ["one", "", "t\u{1B}wo"], files: files), "one\n\nt\u{1B}wo\n")
        XCTAssertEqual(try result(["--output-separator", "|", "--editbox", "f", "0", "0"], values: ["a", "b"], files: files), "a|b|")
    }

    func testTheCalendarStartsWhereDialogStartsIt() {
        let now = LocalTime(year: 2026, month: 12, day: 31, hour: 12, minute: 0, second: 0)
        XCTAssertEqual(CompatContent.date(day: 15, month: 3, year: 2024, now: now).iso, "2024-03-15")
        XCTAssertEqual(CompatContent.date(day: nil, month: nil, year: nil, now: now).iso, "2026-12-31")
        XCTAssertEqual(CompatContent.date(day: 31, month: 13, year: 2023, now: now).iso, "2024-01-31", "month 13 is next January")
        XCTAssertEqual(CompatContent.date(day: 0, month: 2, year: 2023, now: now).iso, "2023-03-03",
                       "no day given: today's 31, which February runs on from, as mktime has it")
        XCTAssertEqual(CompatContent.date(day: 5, month: -1, year: 1850, now: now).iso, "2026-12-05", "a year before 1900 is this year's")
    }

    /// The conversions dialog 1.3 wrote for 15/03/2024 at 02:57:28 UTC (its calendar takes the
    /// time of day it is), and the epoch seconds of another clock.
    func testTheRestOfStrftimesConversionsAreDialogs() {
        let moment = CompatTimeFormat.Moment(date: CivilDate(year: 2024, month: 3, day: 15), hour: 2, minute: 57, second: 28)
        XCTAssertEqual(CompatTimeFormat.format("%H:%M:%S|%s|%x|%X|%c|%U|%W|%V|%G|%g|%z", moment),
                       "02:57:28|1710471448|03/15/24|02:57:28|Fri Mar 15 02:57:28 2024|10|11|11|2024|24|+0000")
        var east = moment
        east.utcOffset = 5 * 3600 + 30 * 60
        XCTAssertEqual(CompatTimeFormat.format("%s %z", east), "1710451648 +0530")
        // ISO weeks across a year's turn: 2021-01-01 (a Friday) is in 2020's week 53; 2024-12-30 in 2025's week 1.
        XCTAssertEqual(CompatTimeFormat.format("%G-%V", .init(date: CivilDate(year: 2021, month: 1, day: 1))), "2020-53")
        XCTAssertEqual(CompatTimeFormat.format("%G-%V %U %W", .init(date: CivilDate(year: 2024, month: 12, day: 30))), "2025-01 52 53")
    }

    func testDatesAndTimesAreWrittenAsDialogWritesThem() throws {
        let calendar = ["--calendar", "t", "0", "0", "1", "2", "2020"]
        XCTAssertEqual(try result(calendar, values: ["2020-02-01"]), "01/02/2020")
        XCTAssertEqual(try result(["--date-format", "%Y%m%d %j %A %b"] + calendar, values: ["2020-02-01"]), "20200201 032 Saturday Feb")
        XCTAssertEqual(try result(["--timebox", "t", "0", "0", "1", "2", "3"], values: ["01:02:03"]), "01:02:03")
        XCTAssertEqual(try result(["--time-format", "%I.%M %p"] + ["--timebox", "t", "0", "0"], values: ["13:05:00"]), "01.05 PM")
        XCTAssertEqual(try result(["--calendar", "t", "0", "0"], values: ["2020-02-01"], button: 1), "", "Cancel writes nothing")
        XCTAssertEqual(CompatTimeFormat.format("100%% %q %", .init(date: CivilDate(year: 2020, month: 1, day: 1))), "100% %q %",
                       "an unknown conversion stays as written")
        XCTAssertThrowsError(try plan(["--timebox", "t", "0", "0", "24"]), "an hour past 23 is dialog's error")
    }

    func testTheRangeBoxPagesByItsBarsCells() throws {
        XCTAssertEqual(CompatContent.pageStep(width: 60, minimum: 0, maximum: 100), 2, "101 values in 54 cells")
        XCTAssertEqual(CompatContent.pageStep(width: 60, minimum: 0, maximum: 10), 4, "11 values, 4 cells each")
        guard case .range(let range)? = try plan(["--rangebox", "t", "0", "60", "-5", "10"]).dialog.content else { return XCTFail() }
        XCTAssertEqual([range.minimum, range.maximum, range.value], [-5, 10, -5], "the value defaults to the minimum")
        XCTAssertThrowsError(try plan(["--rangebox", "t", "0", "0"]), "the minimum is needed")
    }

    func testListBoxesAndTheirResults() throws {
        let tree = try self.plan(["--treeview", "t", "0", "0", "0", "r", "Root", "off", "0", "a", "A", "ON", "1", "b", "B", "on", "2"])
        XCTAssertEqual(tree.dialog.list?.checkedTags, ["a"], "the first item on only")
        XCTAssertEqual(tree.dialog.list.map { ListRow.description($0, 2) }, "│  │  B")
        XCTAssertEqual(tree.dialog.list?.showsTags, false)
        let menu = ["--inputmenu", "t", "0", "0", "0", "a b", "Alpha", "c", "Gamma"]
        XCTAssertEqual(try plan(menu).dialog.effectiveButtons.map(\.label), ["OK", "Rename", "Cancel"])
        XCTAssertEqual(try result(menu, values: ["New text"], items: [0], button: 1), "RENAMED a b New text")
        XCTAssertEqual(try result(["--quoted"] + menu, values: ["New text"], items: [0], button: 1), "RENAMED \"a b\" \"New text\"")
        XCTAssertEqual(try result(menu, items: [1]), "c")
        let build = ["--buildlist", "t", "0", "0", "0", "a b", "A", "on", "c", "C", "off", "d$", "D", "on"]
        XCTAssertEqual(try result(build, items: [0, 2]), "\"a b\" \"d\\$\"")
        XCTAssertEqual(try result(["--separate-output"] + build, items: [2, 0]), "d$\na b", "the right list's order")
    }

    func testTheGaugeStatesAsDialogNamesThem() {
        XCTAssertEqual(CompatContent.gaugeState("0"), .text("Succeeded"))
        XCTAssertEqual(CompatContent.gaugeState("7"), .text("In Progress"))
        XCTAssertNil(CompatContent.gaugeState("8"), "8 hides the step")
        XCTAssertEqual(CompatContent.gaugeState("-30"), .percent(30))
        XCTAssertEqual(CompatContent.gaugeState("-x"), .text("x%"))
        XCTAssertNil(CompatContent.gaugeState(" spaced"))
        XCTAssertEqual(CompatContent.gaugeState("Waiting"), .text("Waiting"))
    }

    func testProgramBoxesAndTailboxes() throws {
        let prg = try self.plan(["--prgbox", "Title", "make all", "10", "40"])
        XCTAssertEqual(prg.request.command, "make all")
        XCTAssertEqual(prg.dialog.progress?.waitsAtEnd, true)
        XCTAssertEqual(prg.dialog.progress?.keysWaitForEnd, true)
        XCTAssertEqual(try plan(["--prgbox", "ls", "10", "40"]).request.command, "ls")
        XCTAssertEqual(try plan(["--programbox", "10", "40"]).request.text, "")
        let tail = try self.plan(["--tailbox", "log.txt", "10", "40"])
        XCTAssertEqual(tail.dialog.message, "", "the file is followed, not its name shown")
        XCTAssertEqual(tail.dialog.effectiveButtons.map(\.label), ["EXIT"])
        guard case .log(let log)? = try plan(["--tailboxbg", "f", "10", "40"], files: ["f": Array("a\nb\nc\n".utf8)]).dialog.content else {
            return XCTFail("no log")
        }
        XCTAssertEqual(Array(log.lines), ["a", "b", "c"])
    }
}
