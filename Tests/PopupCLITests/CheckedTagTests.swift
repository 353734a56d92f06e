import XCTest
@testable import PopupCLI
import PopupTestSupport

/// `--checked` names items of a checklist: a typo or a plain list is said at once, never ignored.
final class CheckedTagTests: XCTestCase {
    private func run(_ arguments: [String], files: [String: [UInt8]] = [:]) -> (status: Int32, stdout: String, stderr: String) {
        let io = MemoryIO(files: files)
        let status = PopupCommand.run(arguments + ["--answer", "OK"], io: io)
        return (status, io.stdout, io.stderr)
    }

    func testATagThatNamesNoItemIsAnError() {
        let result = run(["--multi", "--item", "git", "--item", "vim", "--checked", "gti"])
        XCTAssertEqual(result.status, 125)
        XCTAssertEqual(result.stderr, "popupctl: invalid value 'gti' for '--checked'; expected the tag of an item in the list\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testTagsAreMatchedAgainstItemsFromAFileAndTheirTagsOnly() {
        let files = ["pkgs.txt": Array("curl\tTransfer URLs\nvim\tEditor\n".utf8)]
        XCTAssertEqual(run(["--multi", "--items-from", "pkgs.txt", "--checked", "vim"], files: files).stdout, "vim\n")
        let whole = run(["--multi", "--items-from", "pkgs.txt", "--checked", "vim\tEditor"], files: files)
        XCTAssertEqual(whole.status, 125, "a tag is the text before the tab")
    }

    func testCheckedWithoutMultiIsAnError() {
        let result = run(["--item", "a", "--item", "b", "--checked", "b"])
        XCTAssertEqual(result.status, 125)
        XCTAssertEqual(result.stderr, "popupctl: '--checked' only works together with '--multi'\n")
    }
}
