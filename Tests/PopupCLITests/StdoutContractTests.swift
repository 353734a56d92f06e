import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// stdout carries content, the status carries the button (issue 30, items 1-4): a field's value
/// alone, nothing typed or picked after a cancel, and lists that never guess.
final class StdoutContractTests: XCTestCase {
    private static let right = "\u{1B}[C"

    /// `pw=$(popupctl -p Password)` is the password, not "OK" and then the password.
    func testAFieldPrintsItsValueAlone() {
        let io = MemoryIO.drawing(script: [.text("s3cret"), .text("\r")])
        XCTAssertEqual(io.run(["-t", "Database", "-p", "Password"]), 0)
        XCTAssertEqual(io.stdout, "s3cret\n")
        let two = MemoryIO.drawing(script: [.text("bob"), .text("\t"), .text("x"), .text("\r")])
        XCTAssertEqual(two.run(["-i", "Name", "-i", "Host"]), 0)
        XCTAssertEqual(two.stdout, "bob\nx\n", "one value a line, in field order")
    }

    /// At a terminal a typed value is printed as a pick is, but a masked one is not echoed there.
    func testAtATerminalValuesShowButAMaskedOneDoesNot() {
        let name = MemoryIO.drawing(script: [.text("bob"), .text("\r")])
        name.stdoutIsTerminal = true
        XCTAssertEqual(name.run(["-i", "Name"]), 0)
        XCTAssertEqual(name.stdout, "bob\n")
        let password = MemoryIO.drawing(script: [.text("s3cret"), .text("\r")])
        password.stdoutIsTerminal = true
        XCTAssertEqual(password.run(["-p", "Password"]), 0)
        XCTAssertEqual(password.stdout, "")
    }

    /// Buttons alone still print the label; `-o label` still asks for it before the values.
    func testNoContentPrintsTheLabelAndOutputStillChooses() {
        let buttons = MemoryIO.drawing()
        XCTAssertEqual(buttons.run(["-t", "Push?", "-b", "Push", "-c", "Wait", "--default", "Push"]), 0)
        XCTAssertEqual(buttons.stdout, "Push\n")
        let labelled = MemoryIO.drawing(script: [.text("bob"), .text("\r")])
        XCTAssertEqual(labelled.run(["-i", "Name", "-o", "label"]), 0)
        XCTAssertEqual(labelled.stdout, "OK\nbob\n")
    }

    /// Typed, then Cancel: the password typed never reaches stdout, in any output mode.
    func testCancelAfterTypingPrintsNothingTyped() {
        for (mode, expected) in [(nil, ""), ("values", ""), ("label", "Cancel\n"), ("index", "1\n")] {
            let io = MemoryIO.drawing(script: [.text("s3cret"), .text("\t"), .text(Self.right), .text("\r")])
            XCTAssertEqual(io.run(["-p", "Password", "-b", "OK", "-c", "Cancel"] + (mode.map { ["-o", $0] } ?? [])), 1, "\(mode ?? "default")")
            XCTAssertEqual(io.stdout, expected, "\(mode ?? "default")")
            XCTAssertFalse(io.stdout.contains("s3cret"))
        }
        let json = MemoryIO.drawing(script: [.text("s3cret"), .text("\t"), .text(Self.right), .text("\r")])
        XCTAssertEqual(json.run(["-p", "Password", "-b", "OK", "-c", "Cancel", "-o", "json"]), 1)
        XCTAssertTrue(json.stdout.contains(#""label":"Cancel""#), json.stdout)
        XCTAssertTrue(json.stdout.contains(#""values":null"#), json.stdout)
        XCTAssertFalse(json.stdout.contains("s3cret"))
    }

    /// Unattended, a cancel-role answer carries no values either.
    func testCancelAnsweredUnattendedPrintsNothingTyped() {
        let io = MemoryIO()
        XCTAssertEqual(io.run(["-p", "Password", "-b", "OK", "-c", "Cancel", "--answer", "Cancel", "--answer-value", "s3cret"]), 1)
        XCTAssertEqual(io.stdout, "")
        let json = MemoryIO()
        XCTAssertEqual(json.run(["-i", "Name", "-c", "Keep", "--item", "a", "--answer", "Keep", "--answer-value", "x", "-o", "json"]), 0)
        XCTAssertTrue(json.stdout.contains(#""values":null"#) && json.stdout.contains(#""items":null"#), json.stdout)
    }

    /// A checklist with nothing checked prints nothing, with Enter in the box too: no guess at the
    /// highlighted item (`… --multi --print0 | xargs -0r rm --` removes nothing).
    func testChecklistWithNothingCheckedPrintsNothing() {
        let io = MemoryIO.drawing()
        XCTAssertEqual(io.run(["--multi", "--item", "a.txt", "--item", "b.txt", "--print0"]), 0)
        XCTAssertEqual(io.stdout, "")
        let unattended = MemoryIO()
        XCTAssertEqual(unattended.run(["--multi", "--item", "a", "--item", "b", "--answer", "OK"]), 0)
        XCTAssertEqual(unattended.stdout, "")
        let checked = MemoryIO()
        XCTAssertEqual(checked.run(["--multi", "--item", "a", "--item", "b", "--checked", "b", "--answer", "OK"]), 0)
        XCTAssertEqual(checked.stdout, "b\n", "the items checked from the start are the answer")
    }

    /// Unattended, a menu answered without an item takes the one preselected, or is refused.
    func testMenuAnsweredWithoutAnItemTakesTheDefaultItemOrFails() {
        let guessed = MemoryIO()
        XCTAssertEqual(guessed.run(["--item", "keep", "--item", "wipe", "--answer", "OK"]), 125)
        XCTAssertEqual(guessed.stdout, "")
        XCTAssertEqual(guessed.stderr.filter { $0 == "\n" }.count, 1, guessed.stderr)
        let preselected = MemoryIO()
        XCTAssertEqual(preselected.run(["--item", "keep", "--item", "wipe", "--default-item", "wipe", "--answer", "OK"]), 0)
        XCTAssertEqual(preselected.stdout, "wipe\n")
        let named = MemoryIO()
        XCTAssertEqual(named.run(["--item", "keep", "--item", "wipe", "--default-item", "wipe", "--answer-item", "keep"]), 0)
        XCTAssertEqual(named.stdout, "keep\n")
    }

    /// `--default-item` puts the cursor on its item in the box; a tag that names none is an error.
    func testDefaultItemStartsTheCursorThere() {
        let io = MemoryIO.drawing()
        XCTAssertEqual(io.run(["--item", "a", "--item", "b", "--item", "c", "--default-item", "b"]), 0)
        XCTAssertEqual(io.stdout, "b\n")
        let missing = MemoryIO()
        XCTAssertEqual(missing.run(["--item", "a", "--default-item", "z", "--answer", "OK"]), 125)
        XCTAssertTrue(missing.stderr.contains("--default-item"), missing.stderr)
    }
}
