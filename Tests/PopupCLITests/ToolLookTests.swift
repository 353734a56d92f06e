@testable import PopupCLI
import PopupTestSupport
import PopupCore
import XCTest

/// `ToolLook.whiptail` and `ToolLook.dialog`: each tool's look box by box, as the theme values
/// the core draws (the screens themselves are compared with the real tools in CompatScreenTests).
final class ToolLookTests: XCTestCase {
    private func request(_ tool: CompatDialect, _ arguments: [String]) throws -> CompatRequest {
        try tool.profile.readArguments(arguments, MemoryIO()).firstBox
    }

    private func theme(_ tool: CompatDialect, _ arguments: [String], environment: [String: String] = [:]) throws -> Theme {
        try CompatTheme.load(try request(tool, arguments), io: MemoryIO(environment: environment)).checked()
    }

    private func dialog(_ tool: CompatDialect, _ arguments: [String]) throws -> Dialog {
        try CompatDialogBuilder.plan(try request(tool, arguments), io: MemoryIO(files: ["f": Array("a\tb".utf8)])).dialog
    }

    func testWhiptailsLook() throws {
        let msgbox = try theme(.whiptail, ["--msgbox", "t", "10", "40"])
        XCTAssertEqual(msgbox.chrome.title, .border(open: "┤ ", close: " ├", shift: 0))
        XCTAssertEqual([msgbox.paddingY, msgbox.chrome.paddingBottom], [1, 1], "a message starts a row down")
        XCTAssertEqual(msgbox.chrome.buttonRow, .slots([8]))
        XCTAssertFalse(msgbox.chrome.buttonRule)
        XCTAssertEqual([msgbox.shadowOffsetX, msgbox.shadowOffsetY], [1, 1])
        XCTAssertEqual(try theme(.whiptail, ["--yesno", "t", "10", "40"]).chrome.buttonRow, .slots([9, 7]))
        let input = try theme(.whiptail, ["--inputbox", "t", "10", "40"])
        XCTAssertEqual(input.paddingY, 0, "a question's text at once")
        XCTAssertEqual(input.chrome.buttonRow, .slots([9, 9]))
        XCTAssertEqual(input.chrome.field.fill, "_")
        XCTAssertEqual(try theme(.whiptail, ["--passwordbox", "t", "10", "40"]).chrome.field.secretMask, "*")
        let menu = try theme(.whiptail, ["--menu", "t", "10", "40", "3", "a", "A"]).chrome.list
        XCTAssertEqual(menu.placement, .centred)
        XCTAssertEqual(menu.columnGap, 1)
        XCTAssertEqual(menu.scrolling, .besideRows(gap: 2))
        let checklist = try theme(.whiptail, ["--checklist", "t", "10", "40", "3", "a", "A", "on"]).chrome.list
        XCTAssertEqual(checklist.placement, .indented(1))
        XCTAssertTrue(checklist.cursorOnMark)
        XCTAssertEqual(checklist.checkedMark, "*")
    }

    func testDialogsLook() throws {
        let msgbox = try theme(.dialog, ["--msgbox", "t", "10", "40"])
        XCTAssertEqual(msgbox.chrome.title, .border(open: "", close: "", shift: -1))
        XCTAssertTrue(msgbox.chrome.buttonRule)
        XCTAssertTrue(msgbox.chrome.backtitleRule)
        XCTAssertTrue(msgbox.chrome.centresShadow)
        XCTAssertEqual(msgbox.chrome.buttonRow, .stepped(minimum: 6))
        XCTAssertNotNil(msgbox.chrome.shadedEdge, "lit from the top left")
        XCTAssertEqual(msgbox.buttons[.default]?.focusedHotkey?.foreground, .ansi(7))
        XCTAssertEqual(msgbox.buttons[.cancel]?.hotkey?.foreground, .ansi(1), "red hotkey letters")
        let menu = try theme(.dialog, ["--menu", "t", "10", "40", "3", "a", "A"]).chrome.list
        XCTAssertTrue(menu.frame && menu.fillsHeight)
        XCTAssertEqual(menu.cursor?.background, .ansi(4), "a blue selection")
        XCTAssertEqual(menu.tagKey?.foreground, .ansi(1))
        let input = try theme(.dialog, ["--inputbox", "t", "10", "40"]).chrome.field
        XCTAssertTrue(input.frame)
        XCTAssertNil(try theme(.dialog, ["--passwordbox", "t", "10", "40"]).chrome.field.secretMask, "nothing shows")
        XCTAssertEqual(try theme(.dialog, ["--insecure", "--passwordbox", "t", "10", "40"]).chrome.field.secretMask, "*")
        let form = try theme(.dialog, ["--form", "t", "10", "40", "2", "L", "1", "1", "v", "1", "5", "5", "5"]).chrome.field
        XCTAssertTrue(form.groupFrame)
        XCTAssertFalse(form.frame)
        let gauge = try theme(.dialog, ["--gauge", "t", "10", "40"]).chrome.progress
        XCTAssertFalse(gauge.showsTimes)
        XCTAssertTrue(gauge.ruleAboveLog)
    }

    func testAThemeThePersonChoseKeepsPopupctlsFurniture() throws {
        XCTAssertEqual(try theme(.dialog, ["--msgbox", "t", "10", "40"], environment: ["POPUPCTL_THEME": "dark"]).chrome, BoxChrome())
    }

    func testTheBoxIsAsTallAsAskedItsButtonsSideBySide() throws {
        XCTAssertEqual(try dialog(.whiptail, ["--msgbox", "t", "20", "60"]).height, 20)
        XCTAssertNil(try dialog(.whiptail, ["--msgbox", "t", "0", "0"]).height, "0 fits the content")
        XCTAssertEqual(try dialog(.dialog, ["--msgbox", "t", "-1", "-1"]).height, Size.largestScreen.height, "-1: the screen")
        let four = try dialog(.dialog, ["--extra-button", "--help-button", "--inputbox", "t", "10", "40"])
        XCTAssertEqual(four.effectiveButtons.count, 4)
        XCTAssertEqual(four.axis, .horizontal)
        XCTAssertEqual(try dialog(.dialog, ["--progressbox", "t", "20", "50"]).progress?.showsBar, false, "a log")
        XCTAssertEqual(try dialog(.dialog, ["--gauge", "t", "20", "50"]).progress?.showsBar, true)
    }

    func testTabsAsEachToolDrawsThem() throws {
        XCTAssertEqual(try dialog(.whiptail, ["--textbox", "f", "10", "40"]).message, "a        b", "newt: eight spaces")
        XCTAssertEqual(try dialog(.dialog, ["--textbox", "f", "10", "40"]).message, "a      b", "to the stop eight from the window's edge")
        XCTAssertEqual(ToolLook.dialog.tabs(.msgbox), .stops(8, lead: 2))
    }

    func testColourCodesReachTheDialogAsMarks() throws {
        let dialog = try dialog(.dialog, ["--colors", "--title", "\\Z1T", "--msgbox", "a \\Zbb", "10", "40"])
        XCTAssertEqual(dialog.title, "T")
        XCTAssertEqual(dialog.titleStyles, [StyleMark(offset: 0, .foreground(.ansi(1)))])
        XCTAssertEqual(dialog.message, "a b")
        XCTAssertEqual(dialog.messageStyles, [StyleMark(offset: 2, .attribute(.bold, on: true))])
    }
}
