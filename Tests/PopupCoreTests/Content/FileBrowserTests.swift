import PopupTestSupport
import XCTest
@testable import PopupCore

/// The file browser alone and in a dialog: the directory it asks for, the highlights following the
/// path typed, Space completing or taking a list's entry, and names with escapes drawn harmless.
final class FileBrowserTests: XCTestCase {
    private let view = Size(width: 50, height: 12)
    private let entries = [".", "..", "alpha", "beta", "gamma"].map { DirectoryEntry(name: $0, isDirectory: true) }
        + ["apple.txt", "banana.txt", "cherry.txt", "evil\u{1B}[31mred"].map { DirectoryEntry(name: $0, isDirectory: false) }

    private func browser(_ path: String = "/data/", directories: Bool = false) -> FileBrowser {
        var browser = FileBrowser(path: path, picksDirectories: directories, conventions: .dialog)
        // In no order: the browser sorts what the directory gives.
        var generator = SeededGenerator(seed: 0xF11E)
        browser.receive(entries.shuffled(using: &generator), of: browser.wantedDirectory!)
        return browser
    }

    private func type(_ browser: inout FileBrowser, _ keys: [Key], part: Int? = 2) -> [ContentReply] {
        keys.map { key in
            let reply = browser.handle(key, part: part, view: view)
            browser.settle(focus: part)
            return reply
        }
    }

    func testAsksForTheDirectoryOfThePath() {
        XCTAssertEqual(FileBrowser(path: "/data/logs/app.log", picksDirectories: false).wantedDirectory, "/data/logs/")
        // As dialog reads them: a name with no slash lists nothing until a slash is typed; nothing at all lists "./".
        XCTAssertNil(FileBrowser(path: "notes", picksDirectories: false).wantedDirectory)
        XCTAssertEqual(FileBrowser(path: "", picksDirectories: false).wantedDirectory, "./")
        var named = FileBrowser(path: "notes", picksDirectories: false)
        XCTAssertEqual(named.handle(.char("/"), part: 2, view: view), .handled)
        XCTAssertEqual(named.wantedDirectory, "notes/")
        let browser = browser()
        XCTAssertEqual(browser.directories, [".", "..", "alpha", "beta", "gamma"], "in byte order")
        XCTAssertEqual(browser.files, ["apple.txt", "banana.txt", "cherry.txt", "evil\u{1B}[31mred"])
        XCTAssertTrue(self.browser(directories: true).files.isEmpty)
        // Entries for another directory than the one it wants are not taken.
        var other = FileBrowser(path: "/x/", picksDirectories: false)
        other.receive(entries, of: "/y/")
        XCTAssertTrue(other.directories.isEmpty)
    }

    func testTheHighlightsFollowWhatIsTyped() {
        var browser = browser()
        _ = type(&browser, [.char("b")])
        XCTAssertEqual(browser.choices[0], 3, "beta")
        _ = type(&browser, [Key(.tab)], part: nil)
        XCTAssertEqual(browser.choices[1], 1, "banana.txt, a key later, as dialog finds it")
    }

    func testSpaceCompletesOrTakesAnEntry() {
        var browser = browser()
        XCTAssertEqual(type(&browser, [.char("c"), .char(" ")]), [.handled, .focus(2)])
        XCTAssertEqual(browser.path, "/data/cherry.txt")
        browser = self.browser()
        XCTAssertEqual(type(&browser, [.char("a"), .char(" ")]).last, .focus(2))
        XCTAssertEqual(browser.path, "/data/a", "alpha and apple.txt share only a")
        browser = self.browser()
        XCTAssertEqual(type(&browser, [.char("x"), .char(" ")]).last, .refused)
        // Space in the list of directories puts the highlighted one in the field.
        browser = self.browser()
        XCTAssertEqual(browser.handle(Key(.down), part: 0, view: view), .handled)
        _ = browser.handle(Key(.down), part: 0, view: view)
        XCTAssertEqual(browser.handle(.char(" "), part: 0, view: view), .focus(2))
        XCTAssertEqual(browser.path, "/data/alpha")
        // Typing in a list goes to the field.
        XCTAssertEqual(browser.handle(.char("/"), part: 0, view: view), .focus(2))
        XCTAssertEqual(browser.wantedDirectory, "/data/alpha/")
    }

    func testAnEmptyListIsNoStop() {
        var browser = FileBrowser(path: "/empty/", picksDirectories: false)
        browser.receive([], of: "/empty/")
        XCTAssertFalse(browser.isStop(0))
        XCTAssertFalse(browser.isStop(1))
        XCTAssertTrue(browser.isStop(2))
    }

    func testNamesAreDrawnHarmless() {
        let browser = browser()
        var buffer = Buffer(size: Size(width: 60, height: 14))
        browser.draw(in: Rect(x: 1, y: 1, width: 50, height: 12), focus: 2, theme: .standard, clip: buffer.bounds, into: &buffer)
        let text = buffer.lines().joined(separator: "\n")
        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.contains("banana.txt") && text.contains("gamma") && text.contains("/data/"), text)
    }

    func testADirectoryOfAHundredThousandEntriesStaysQuick() {
        let many = (0..<100_000).map { $0 % 10 == 0 ? DirectoryEntry(name: "dir-\($0)", isDirectory: true)
            : DirectoryEntry(name: "file-\($0)", isDirectory: false) }
        var browser = FileBrowser(path: "/big/", picksDirectories: false)
        let start = Date()
        browser.receive(many, of: "/big/")
        for character in "file-9999" {
            _ = browser.handle(.char(character), part: 2, view: view)
            browser.settle(focus: 2)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "each key is linear in the entries")
        XCTAssertEqual(browser.files[browser.choices[1]], "file-9999")
    }

    func testInADialogTheFieldHasTheFocusAndTabGoesRound() {
        var dialog = Dialog(title: "Pick a file", buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        dialog.content = .files(browser())
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .content(2))
        var seen: [Focus] = []
        let reducer = Reducer(screen: Size(width: 80, height: 24))
        for _ in 0..<5 {
            reducer.press(dialog, &state, [Key(.tab)])
            seen.append(state.focus)
        }
        XCTAssertEqual(seen, [.button(0), .button(1), .content(0), .content(1), .content(2)])
        XCTAssertEqual(reducer.press(dialog, &state, [.char("b")]), [])
        let end = reducer.press(dialog, &state, [Key(.enter)])
        XCTAssertEqual(end, [.finish(.chosen(index: 0, label: "OK", role: .default, values: ["/data/b"]))])
    }
}
