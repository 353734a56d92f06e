@testable import PopupCLI
import PopupTestSupport
import Foundation
import PopupCore
import PopupTTY
import XCTest

/// `ToolProfile.whiptail` and `ToolProfile.dialog`: the values that make each tool itself,
/// pinned, and shown to reach the dialog, the result bytes and the statuses a script sees.
final class ToolProfileTests: XCTestCase {
    private let whiptail = ToolProfile.whiptail
    private let dialog = ToolProfile.dialog

    private func plan(_ tool: CompatDialect, _ arguments: [String]) throws -> CompatPlan {
        try CompatDialogBuilder.plan(try tool.profile.readBox(arguments), io: MemoryIO())
    }

    func testEachToolNameHasItsProfile() {
        XCTAssertEqual(CompatDialect.allCases.map(\.profile.name), ["whiptail", "dialog"])
        XCTAssertEqual(CompatDialect.whiptail.profile.version, "whiptail (popupctl): \(HelpText.version)\n")
        XCTAssertEqual(CompatDialect.dialog.profile.version, "Version: \(HelpText.version) (popupctl as dialog)\n")
    }

    func testBoxes() throws {
        XCTAssertEqual(whiptail.boxes, [.msgbox, .yesno, .infobox, .inputbox, .passwordbox, .textbox, .menu, .checklist,
                                        .radiolist, .gauge])
        XCTAssertEqual(Set(dialog.boxes), Set(CompatBox.allCases))
        XCTAssertTrue(whiptail.unsupportedBoxes.isEmpty)
        XCTAssertTrue(dialog.unsupportedBoxes.isEmpty, "every box of dialog(1) is shown")
        XCTAssertTrue(dialog.unsupportedBoxes.isDisjoint(with: CompatBox.allCases.map(\.name)))
        // A box a tool lacks is an unknown option to it, as to the tool itself.
        XCTAssertThrowsError(try whiptail.readBox(["--form", "t", "10", "40", "1"])) {
            XCTAssertEqual($0 as? CompatError, .unknownOption("--form"))
        }
        XCTAssertEqual(try dialog.readBox(["--pause", "t", "10", "40", "5"]).box, .pause)
    }

    func testNoOptionIsNamedAsABox() {
        for profile in [whiptail, dialog] {
            let boxes = Set(profile.boxes.map(\.name)).union(profile.unsupportedBoxes)
            XCTAssertTrue(boxes.isDisjoint(with: profile.options.keys), "\(profile.name): an option named as a box")
        }
    }

    func testEveryValueOptionOfWhiptailMeansSomething() throws {
        for (name, option) in whiptail.options {
            guard case .value(let apply) = option.effect else { continue }
            var request = CompatRequest(profile: .whiptail)
            try apply(&request, Array(repeating: "no", count: option.words))
            XCTAssertNotEqual(request, CompatRequest(profile: .whiptail), name)
        }
    }

    func testButtonsLabelsOrderAndHotkeys() throws {
        XCTAssertEqual(whiptail.buttonOrder, [.ok, .cancel])
        XCTAssertEqual(dialog.buttonOrder, [.ok, .extra, .cancel, .help])
        XCTAssertEqual(whiptail.buttonHotkeys, .none)
        XCTAssertEqual(dialog.buttonHotkeys, .firstUnusedCapital)
        /// Each button's label and the letter that answers it.
        func labels(_ tool: CompatDialect, _ arguments: [String]) throws -> [String] {
            let io = MemoryIO(files: ["f": Array("text".utf8)])
            let buttons = try CompatDialogBuilder.plan(try tool.profile.readBox(arguments), io: io).dialog.buttons
            return buttons.map { $0.label + ($0.hotkey.map { " " + $0 } ?? "") }
        }
        XCTAssertEqual(try labels(.whiptail, ["--inputbox", "t", "10", "40"]), ["Ok", "Cancel"])
        XCTAssertEqual(try labels(.dialog, ["--inputbox", "t", "10", "40"]), ["OK o", "Cancel c"])
        XCTAssertEqual(try labels(.whiptail, ["--textbox", "f", "10", "40"]), ["Ok"])
        XCTAssertEqual(try labels(.dialog, ["--textbox", "f", "10", "40"]), ["EXIT e"])
        XCTAssertEqual(try labels(.dialog, ["--yesno", "t", "10", "40"]), ["Yes y", "No n"])
        XCTAssertEqual(try labels(.dialog, ["--ok-label", "A&B", "--msgbox", "t", "10", "40"]), ["A&B a"], "a given & is a literal")
        // dialog's letter is the first capital no button before has.
        XCTAssertEqual(try labels(.dialog, ["--yes-label", " Import ", "--no-label", " Skip ", "--yesno", "t", "10", "40"]),
                       [" Import  i", " Skip  s"])
        XCTAssertEqual(try labels(.dialog, ["--yes-label", "Exit", "--no-label", "Extra", "--yesno", "t", "10", "40"]),
                       ["Exit e", "Extra"])
        XCTAssertEqual(try labels(.dialog, ["--yes-label", "go on", "--no-label", "EXtra", "--yesno", "t", "10", "40"]),
                       ["go on", "EXtra e"])
        let both = try plan(.dialog, ["--extra-button", "--help-button", "--yesno", "t", "10", "40"])
        XCTAssertEqual(both.dialog.buttons.map(\.label), ["Yes", "Extra", "No", "Help"])
        XCTAssertEqual(both.buttons.map(\.rawValue), [0, 3, 1, 2])
        // whiptail's order has no Extra or Help, whatever the request says.
        var request = try whiptail.readBox(["--yesno", "t", "10", "40"])
        request.extraButton = true
        request.helpButton = true
        XCTAssertEqual(CompatDialogBuilder.buttons(request).map(\.status), [.ok, .cancel])
    }

    func testItemStatusWords() throws {
        XCTAssertEqual(whiptail.onWords, ["on", "yes", "1"])
        XCTAssertEqual(dialog.onWords, ["on"])
        let arguments = ["--checklist", "t", "20", "60", "5", "a", "A", "ON", "b", "B", "Yes", "c", "C", "1", "d", "D", "off"]
        XCTAssertEqual(try whiptail.readBox(arguments).items.map(\.on), [true, true, true, false])
        XCTAssertEqual(try dialog.readBox(arguments).items.map(\.on), [true, false, false, false])
    }

    func testRadioListKeepsAndDefaultItemRule() throws {
        XCTAssertEqual(whiptail.radioListKeeps, .last)
        XCTAssertEqual(dialog.radioListKeeps, .first)
        let radio = ["--default-item", "c", "--radiolist", "t", "20", "60", "5", "a", "A", "on", "b", "B", "on", "c", "C", "off"]
        XCTAssertEqual(try plan(.whiptail, radio).dialog.list?.checkedTags, ["b"])
        XCTAssertEqual(try plan(.dialog, radio).dialog.list?.checkedTags, ["a"])
        XCTAssertEqual(whiptail.defaultItemBoxes, [.menu])
        XCTAssertEqual(dialog.defaultItemBoxes, [.menu, .checklist, .radiolist, .inputmenu, .treeview])
        XCTAssertNil(try plan(.whiptail, radio).dialog.list?.initialTag)
        XCTAssertEqual(try plan(.dialog, radio).dialog.list?.initialTag, "c")
        let menu = ["--default-item", "b", "--menu", "t", "20", "60", "5", "a", "A", "b", "B"]
        XCTAssertEqual(try plan(.whiptail, menu).dialog.list?.initialTag, "b")
    }

    func testTextRules() {
        XCTAssertFalse(whiptail.reflowsText)
        XCTAssertFalse(whiptail.readsColorCodes)
        XCTAssertTrue(whiptail.fileFollowsTextRules)
        XCTAssertTrue(dialog.reflowsText)
        XCTAssertTrue(dialog.readsColorCodes)
        XCTAssertFalse(dialog.fileFollowsTextRules)
        XCTAssertFalse(whiptail.noItemLeavesOutText)
        XCTAssertTrue(dialog.noItemLeavesOutText)
    }

    func testListConventionsReachTheDialog() throws {
        let menu = ["--help-button", "--menu", "t", "20", "60", "5", "a", "A", "b", "B"]
        let whiptailList = try plan(.whiptail, Array(menu.dropFirst())).dialog.conventions.list
        XCTAssertTrue(whiptailList.jump.lettersOnly)
        XCTAssertFalse(whiptailList.sharesStopWithSubmit)
        let dialogList = try plan(.dialog, menu).dialog.conventions.list
        XCTAssertFalse(dialogList.jump.lettersOnly)
        XCTAssertTrue(dialogList.sharesStopWithSubmit)
        XCTAssertEqual(dialogList.cursorButton, 2, "Help, after OK and Cancel")
        for list in [whiptailList, dialogList] {
            XCTAssertFalse(list.marksCursor)
            XCTAssertFalse(list.pickCursorWhenNoneChecked)
        }
        XCTAssertEqual(whiptail.conventions.list, whiptailList)
        var withoutHelp = dialogList
        withoutHelp.cursorButton = nil
        XCTAssertEqual(dialog.conventions.list, withoutHelp)
    }

    func testFormRulesOnlyInFormsAndTheTimeoutRule() throws {
        let form = try plan(.dialog, ["--form", "t", "15", "50", "2", "Name:", "1", "1", "Ada", "1", "10", "20", "0"])
        XCTAssertTrue(form.dialog.conventions.fields.enterSubmitsFromEveryField)
        XCTAssertTrue(form.dialog.conventions.fields.showsLabels)
        XCTAssertTrue(form.dialog.conventions.fields.cursorsStartAtBeginning)
        XCTAssertEqual(try plan(.dialog, ["--inputbox", "t", "10", "40", "v"]).dialog.conventions.fields, FieldConventions())
        // A timeout is an Esc; a pause's countdown chooses OK.
        XCTAssertFalse(try plan(.dialog, ["--timeout", "3", "--msgbox", "t", "10", "40"]).dialog.conventions.timeoutChoosesDefault)
        let pause = try plan(.dialog, ["--pause", "t", "10", "40", "3"]).dialog
        XCTAssertTrue(pause.conventions.timeoutChoosesDefault)
        XCTAssertEqual(pause.timeout, 3)
        XCTAssertFalse(try plan(.whiptail, ["--msgbox", "t", "10", "40"]).dialog.conventions.timeoutChoosesDefault)
    }

    func testResultStyles() throws {
        XCTAssertEqual(whiptail.listResult, .quotedEach)
        XCTAssertEqual(dialog.listResult, .quotedWhenNeeded)
        let arguments = ["--checklist", "t", "20", "60", "5", "a", "A", "on", "b", "B", "on"]
        let outcome = Outcome.chosen(index: 0, label: "Ok", role: .default, values: [], items: [0, 1])
        XCTAssertEqual(String(decoding: CompatResultWriter.bytes(outcome, plan: try plan(.whiptail, arguments)), as: UTF8.self),
                       #""a" "b""#)
        XCTAssertEqual(String(decoding: CompatResultWriter.bytes(outcome, plan: try plan(.dialog, arguments)), as: UTF8.self), "a b")
    }

    func testStatuses() throws {
        XCTAssertFalse(whiptail.readsStatusVariables)
        XCTAssertTrue(dialog.readsStatusVariables)
        XCTAssertEqual(whiptail.signalStatuses, [:])
        XCTAssertEqual(dialog.signalStatuses, [SignalNumbers.interrupt: 1, SignalNumbers.terminate: 1])
        let environment = ["DIALOG_OK": "7", "DIALOG_ESC": "9"]
        let ok = Outcome.chosen(index: 0, label: "OK", role: .default, values: [], items: [])
        for (tool, okStatus, escStatus, interrupted, hungUp) in [(CompatDialect.whiptail, Int32(0), Int32(255), Int32(130), Int32(129)),
                                                                 (.dialog, 7, 9, 1, 129)] {
            let plan = try plan(tool, ["--msgbox", "t", "10", "40"])
            XCTAssertEqual(CompatContract(plan, environment: environment).status(ok, Plan.Ending()), okStatus, tool.profile.name)
            XCTAssertEqual(CompatContract(plan, environment: environment).status(.dismissed(.escape), Plan.Ending()), escStatus, tool.profile.name)
            XCTAssertEqual(CompatContract(plan, environment: [:]).status(.interrupted(signal: SignalNumbers.interrupt), Plan.Ending()),
                           interrupted, tool.profile.name)
            XCTAssertEqual(CompatContract(plan, environment: [:]).status(.interrupted(signal: SignalNumbers.hangup), Plan.Ending()),
                           hungUp, tool.profile.name)
        }
    }

    func testErrorWordingAndStatus() {
        XCTAssertEqual(CompatError.unknownOption("--x").message(whiptail), "--x: unknown option\n")
        XCTAssertEqual(CompatError.unknownOption("--x").status(whiptail), 1)
        XCTAssertEqual(CompatError.unknownOption("--x").message(dialog), "Unknown option --x.\nUse --help to list options.\n")
        XCTAssertEqual(CompatError.unknownOption("--x").status(dialog), 255)
        XCTAssertEqual(CompatError.usage("why").status(whiptail), 255)
        XCTAssertTrue(CompatError.unsupportedBox("calendar").message(whiptail).contains("--gauge)"))
        XCTAssertFalse(CompatError.unsupportedBox("calendar").message(whiptail).contains("--form"))
        XCTAssertTrue(CompatError.unsupportedBox("calendar").message(dialog).contains("--form"))
    }

    func testHelpListsTheToolsBoxesAndStatuses() {
        let whiptailHelp = CompatHelp.usage(whiptail)
        XCTAssertFalse(whiptailHelp.contains("--form"))
        XCTAssertTrue(whiptailHelp.contains("Exit status: 0 OK/Yes, 1 Cancel/No, 255 Esc or error."))
        let dialogHelp = CompatHelp.usage(dialog)
        XCTAssertTrue(dialogHelp.contains("--form"))
        XCTAssertTrue(dialogHelp.contains("Exit status: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Esc or error."))
    }

    /// Code outside the profile never asks which tool it is: a name becomes a profile only in
    /// `Dialects` (by the name it was run as), and the readers pick their own profile.
    func testNoToolChecksOutsideTheProfile() throws {
        let sources = RepositoryFile.root.appendingPathComponent("Sources")
        let checks = try NSRegularExpression(pattern: #"\btool\s*[!=]=|[!=]=\s*\.(whiptail|dialog)\b|case\s*\(?\s*\.(whiptail|dialog)\b|switch\s+(tool|request\.tool)\b"#)
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return XCTFail("no Sources") }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(sources.path.count + 1))
            if url.lastPathComponent.hasPrefix("ToolProfile") || RepositoryFile.tools.contains(where: { path.hasPrefix($0 + "/") }) {
                continue
            }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                if checks.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "tool checks outside ToolProfile:\n" + found.joined(separator: "\n"))
    }
}
