import XCTest
@testable import PopupCore

/// Listing a directory is an effect the reducer asks for (`Command.listDirectory`), once for each
/// directory the content comes to want, and the entries come back as an event.
final class ListingCommandTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    private func apply(_ event: Event, _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
        Update.apply(event, to: &state, dialog: dialog, layout: Layout.compute(dialog, state: state, screen: screen, theme: .standard))
    }

    func testTheDirectoryWantedIsAskedForOnceAndAgainWhenThePathCrossesASlash() {
        var dialog = Dialog(title: "Pick a file", buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        dialog.content = .files(FileBrowser(path: "/data/", picksDirectories: false, conventions: .dialog))
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(Update.start(&state), [.listDirectory("/data/")])
        XCTAssertEqual(Update.start(&state), [], "asked for once")
        let entries = [DirectoryEntry(name: "logs", isDirectory: true)]
        XCTAssertEqual(apply(.listing(directory: "/data/", entries: entries), &state, dialog), [])
        XCTAssertEqual(apply(.key(.char("l")), &state, dialog), [], "the same directory")
        var commands: [Command] = []
        for character in "ogs/" { commands += apply(.key(.char(character)), &state, dialog) }
        XCTAssertEqual(commands, [.listDirectory("/data/logs/")])
    }

    func testADialogWithoutSuchAContentAsksForNothing() {
        let dialog = Dialog(title: "Hello")
        var state = DialogState(dialog: dialog)
        XCTAssertEqual(Update.start(&state), [])
        XCTAssertEqual(apply(.tick(0), &state, dialog), [])
    }
}
