import XCTest
@testable import PopupCore

/// The file browser and the build list in a look that frames their lists (`ContentLook.framesLists`,
/// dialog's): where the frames, labels and marks stand, and keys paging by the rows the frames show;
/// popupctl's own look draws no frame.
final class FramedContentTests: XCTestCase {
    private var framed: Theme {
        var theme = Theme.standard
        theme.chrome.content.framesLists = true
        theme.chrome.list.scrolling = .frameMarks(arrows: CellStyle(), percent: CellStyle(), overTags: true)
        return theme
    }

    private func files(_ count: Int) -> FileBrowser {
        var browser = FileBrowser(path: "/data/", picksDirectories: false, conventions: .dialog)
        let names = [".", ".."].map { DirectoryEntry(name: $0, isDirectory: true) }
            + (0..<count).map { DirectoryEntry(name: String(format: "file%02d", $0), isDirectory: false) }
        browser.receive(names, of: "/data/")
        return browser
    }

    func testTheFileBrowsersListsAndPathStandInFrames() {
        let browser = files(20)
        // Forty columns, fourteen rows: the labels, the lists' frames (eight rows), the path's frame (three).
        let area = Rect(x: 0, y: 0, width: 40, height: 14)
        var buffer = Buffer(size: Size(width: 40, height: 14))
        browser.draw(in: area, focus: 2, theme: framed, clip: buffer.bounds, into: &buffer)
        let lines = buffer.lines()
        XCTAssertTrue(lines[0].hasPrefix("Directories") && lines[0].contains("Files"), "\(lines)")
        XCTAssertEqual(Array(lines[1]).first, "┌")
        XCTAssertEqual(lines[1].filter { $0 == "┌" }.count, 2, "two lists side by side: \(lines[1])")
        XCTAssertTrue(lines[2].hasPrefix("│.") && lines[2].contains("│file00"), "\(lines[2])")
        XCTAssertTrue(lines[10].contains("↓(+)") && lines[10].contains("40%"), "the files' marks: \(lines[10])")
        XCTAssertEqual(lines[12], "│/data/" + String(repeating: " ", count: 32) + "│")
        XCTAssertEqual(browser.cursor(in: area, part: 2, look: framed.chrome.content), Point(x: 7, y: 12))
        // popupctl's own look: no frame at all.
        var own = Buffer(size: Size(width: 40, height: 14))
        browser.draw(in: area, focus: 2, theme: .standard, clip: own.bounds, into: &own)
        XCTAssertFalse(own.lines().joined().contains("┌"), "\(own.lines())")
    }

    func testAFramedListPagesByTheRowsItShows() {
        var framedPage = files(40)
        var ownPage = files(40)
        let view = Size(width: 40, height: 14)
        _ = framedPage.handle(Key(.pageDown), part: 1, view: view, look: framed.chrome.content)
        _ = ownPage.handle(Key(.pageDown), part: 1, view: view)
        XCTAssertEqual(framedPage.choices[1], 8, "the frame shows eight rows")
        XCTAssertEqual(ownPage.choices[1], 11, "unframed, eleven")
    }

    func testTheBuildListsFramesMarkOnlyAPlacedListNotStartingAtTheFirstItem() {
        // Alpha is chosen: the left list starts at Beta, where the cursor is.
        var list = BuildList(items: [("Alpha", true), ("Beta", false), ("Gamma", false)])
        let area = Rect(x: 0, y: 0, width: 40, height: 5)
        func lines() -> [String] {
            var buffer = Buffer(size: Size(width: 41, height: 5))
            list.draw(in: area, focus: nil, theme: framed, clip: buffer.bounds, into: &buffer)
            return buffer.lines()
        }
        var shown = lines()
        XCTAssertTrue(shown[0].hasPrefix("┌") && shown[0].contains("↑(-)"), "the left list, placed, starts past item 0: \(shown)")
        XCTAssertEqual(shown[0].components(separatedBy: "↑(-)").count, 2, "the right list is not placed yet: \(shown[0])")
        XCTAssertTrue(shown[4].contains("100%"))
        XCTAssertTrue(shown[1].contains("Beta") && shown[1].contains("Alpha"), "\(shown)")
        XCTAssertEqual(Array(shown[0])[40], "┐", "the right frame reaches a column past the area")
        // Alpha moved back: the left list starts at item 0, no mark.
        _ = list.handle(Key(.character("^")), part: nil, view: Size(width: 40, height: 5), look: framed.chrome.content)
        XCTAssertEqual(list.cursor, 1)
        _ = list.handle(Key(.character("$")), part: nil, view: Size(width: 40, height: 5), look: framed.chrome.content)
        _ = list.handle(Key(.character(" ")), part: nil, view: Size(width: 40, height: 5), look: framed.chrome.content)
        shown = lines()
        XCTAssertFalse(shown[0].contains("↑(-)"), "\(shown)")
    }
}
