import PopupCore
import PopupTestSupport
import XCTest
@testable import PopupCLI

/// fzf's options of its look read into `PickerLook` (issue 32 item 2); the screens themselves are
/// compared with fzf's in EndToEndTests/FzfLookTests.
final class FzfLookOptionsTests: XCTestCase {
    private func read(_ words: [String]) throws -> FzfOptions {
        var options = FzfOptions()
        try FzfArguments.read(words, into: &options)
        return options
    }

    func testInfoBorderLabelAndHeaderFirstAreRead() throws {
        let options = try read(["--info=inline-right", "--border=sharp", "--border-label", "Pick", "--header-first", "--height=~40%"])
        XCTAssertEqual(options.info, .inlineRight)
        XCTAssertEqual(options.border, .square)
        XCTAssertEqual(options.borderLabel, "Pick")
        XCTAssertTrue(options.headerFirst)
        XCTAssertTrue(options.heightAdapts)
        XCTAssertEqual(try read(["--border"]).border, .rounded)
        XCTAssertNil(try read(["--border", "--no-border"]).border)
        XCTAssertEqual(try read(["--inline-info"]).info, .inline)
        XCTAssertEqual(try read(["--no-info"]).info, .hidden)
        XCTAssertEqual(try read(["--header", "a\nb"]).header, ["a", "b"])
        XCTAssertEqual(try read(["--no-scrollbar"]).scrollbar, "")
        XCTAssertEqual(try read(["--scroll-off=1"]).scrollOff, 1)
        XCTAssertEqual(FzfLook.theme(try read(["-m3"])).chrome.list.picker?.markLimit, 3)
        XCTAssertThrowsError(try read(["--info=sideways"]))
        XCTAssertThrowsError(try read(["--border=wavy"]))
        XCTAssertThrowsError(try read(["--color=fg:nocolour"]))
        XCTAssertThrowsError(try read(["--color=nosuchpart:1"]))
    }

    func testTheThemeCarriesFzfsLook() throws {
        let theme = FzfLook.theme(try read(["--reverse", "-m", "--pointer", "→", "--color", "prompt:1:underline,bg+:4", "--border"]))
        let picker = try XCTUnwrap(theme.chrome.list.picker)
        XCTAssertTrue(picker.promptOnTop)
        XCTAssertTrue(picker.countsMarked)
        XCTAssertEqual(picker.pointer, "→")
        XCTAssertEqual(picker.prompt, CellStyle(foreground: .indexed(1), attributes: [.underline]))
        XCTAssertEqual(picker.current.background, .indexed(4))
        XCTAssertEqual(picker.gutterStyle.foreground, .indexed(4))
        XCTAssertEqual(picker.inset, 1)
        XCTAssertEqual(theme.border, .rounded)
        XCTAssertEqual(FzfLook.theme(try read([])).chrome.list.picker, PickerLook())
        XCTAssertEqual(FzfLook.theme(try read([]), depth: .ansi16).chrome.list.picker, PickerLook.sixteen)
        XCTAssertEqual(FzfLook.theme(try read(["--no-color"])).chrome.list.picker, PickerLook().colourless)
    }

    func testAPercentHeightTakesAtLeastTenItemRowsAndWhatIsAroundThem() throws {
        XCTAssertEqual(FzfLook.height(try read(["--height", "40%", "--header", "hi"])), .percentAtLeast(40, least: 13))
        XCTAssertEqual(FzfLook.height(try read(["--height", "40%", "--info", "inline", "--border"])), .percentAtLeast(40, least: 13))
        XCTAssertEqual(FzfLook.height(try read(["--height", "8"])), .rows(8))
    }

    func testABadColourIsFzfsStatusTwo() {
        let io = MemoryIO(environment: [:], stdin: Array("a\n".utf8))
        XCTAssertEqual(FrontEnd.run(invokedAs: "/usr/bin/fzf", ["--color", "fg:bogus"], io: io), 2)
    }
}
