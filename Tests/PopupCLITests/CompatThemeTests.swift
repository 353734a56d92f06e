@testable import PopupCLI
import PopupCore
import XCTest
import PopupTestSupport

/// The look under the tools' names: the whiptail theme, NEWT_COLORS / NEWT_COLORS_FILE for
/// whiptail and DIALOGRC for dialog mapped onto it, unknown keys ignored.
final class CompatThemeTests: XCTestCase {
    func testWhiptailThemeWithWhiptailsPaddingUnlessPopupctlThemeIsSet() throws {
        let theme = try CompatTheme.load(CompatRequest(profile: .whiptail), io: MemoryIO()).checked()
        XCTAssertEqual(theme.name, "whiptail")
        XCTAssertEqual(theme.paddingX, 1)
        XCTAssertEqual(theme.buttons[.default]?.brackets.open, "<")
        XCTAssertEqual(try CompatTheme.load(CompatRequest(profile: .dialog), io: MemoryIO(environment: ["POPUPCTL_THEME": "mono"])).checked().name, "mono")
    }

    func testNewtColorsMapOntoTheTheme() throws {
        let io = MemoryIO(environment: ["NEWT_COLORS_FILE": "colors", "NEWT_COLORS": "root=,red;actbutton=white,green bogus=x,y"],
                          files: ["colors": Array("window=black,cyan\ntitle=brightred,\nroot=,blue".utf8)])
        let theme = try CompatTheme.load(CompatRequest(profile: .whiptail), io: io).checked()
        XCTAssertEqual(theme.box.background, .ansi(6))
        XCTAssertEqual(theme.title.foreground, .ansi(9))
        // NEWT_COLORS comes after the file.
        XCTAssertEqual(theme.backdrop?.background, .ansi(1))
        XCTAssertEqual(theme.buttons[.cancel]?.focused.background, .ansi(2))
        XCTAssertEqual(theme.buttons[.default]?.focused.foreground, .ansi(15))
    }

    func testDialogRCMapsOntoTheTheme() throws {
        let rc = """
        # a comment
        use_shadow = OFF
        screen_color = (CYAN,MAGENTA,ON)
        dialog_color = (BLACK,YELLOW,OFF)
        button_active_color = (WHITE,RED,ON)
        title_color = dialog_color
        border2_color = (BLUE,YELLOW,OFF)
        item_selected_color = (RED,GREEN,ON)
        tag_key_color = (CYAN,YELLOW,OFF)
        unknown_key = (RED,RED,ON)
        """
        let io = MemoryIO(environment: ["DIALOGRC": "rc"], files: ["rc": Array(rc.utf8)])
        let theme = try CompatTheme.load(CompatRequest(profile: .dialog), io: io).checked()
        XCTAssertNil(theme.shadow)
        XCTAssertEqual(theme.backdrop?.background, .ansi(5))
        XCTAssertEqual(theme.box.background, .ansi(3))
        XCTAssertEqual(theme.title.foreground, .ansi(0))
        XCTAssertEqual(theme.buttons[.default]?.focused.background, .ansi(1))
        XCTAssertEqual(theme.buttons[.default]?.focused.attributes, [.bold])
        XCTAssertEqual(theme.buttons[.default]?.focusedLabel?.background, .ansi(1), "the label on the button's colour")
        XCTAssertEqual(theme.chrome.shadedEdge?.foreground, .ansi(4))
        XCTAssertEqual(theme.chrome.list.cursor?.background, .ansi(2))
        XCTAssertEqual(theme.chrome.list.tagKey?.foreground, .ansi(6))
        // whiptail reads no DIALOGRC.
        XCTAssertNotEqual(try CompatTheme.load(CompatRequest(profile: .whiptail), io: io).checked().box.background, .ansi(3))
    }
}
