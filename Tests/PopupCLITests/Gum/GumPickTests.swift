@testable import PopupCLI
import PopupCore
import Foundation
import XCTest

/// `gum choose` and `gum filter`, from gum v2.0.0's choose/options.go and filter/options.go (flags,
/// defaults, GUM_CHOOSE_* and GUM_FILTER_* variables) and choose/command.go, choose/choose.go,
/// filter/command.go (stdin's options, the delimiters, --select-if-one, the keys and statuses).
final class GumPickTests: XCTestCase {
    private typealias K = GumRun

    func testChooseOneByTheCursor() {
        let picked = GumRun.run(["choose", "fix", "feat", "docs"], keys: [K.down, K.enter])
        XCTAssertEqual(picked.status, 0)
        XCTAssertEqual(picked.stdout, "feat\n")
        XCTAssertTrue(picked.drawn.contains("Choose:"), "options.go: the header's default")
        // --selected starts the cursor on the option (limit 1).
        XCTAssertEqual(GumRun.run(["choose", "--selected", "docs", "fix", "feat", "docs"], keys: [K.enter]).stdout, "docs\n")
    }

    func testChooseNoLimitPrintsEachPickWithTheOutputDelimiter() {
        let keys = [K.space, K.down, K.down, K.space, K.enter]
        XCTAssertEqual(GumRun.run(["choose", "--no-limit", "a", "b", "c"], keys: keys).stdout, "a\nc\n")
        XCTAssertEqual(GumRun.run(["choose", "--no-limit", "--output-delimiter", ",", "a", "b", "c"], keys: keys).stdout, "a,c\n")
        XCTAssertEqual(GumRun.run(["choose", "--no-limit", "a", "b", "c"], keys: keys,
                                  environment: ["GUM_CHOOSE_OUTPUT_DELIMITER": " "]).stdout, "a c\n")
        // choose.go: Submit with nothing toggled and more than one allowed prints an empty line.
        XCTAssertEqual(GumRun.run(["choose", "--no-limit", "a", "b"], keys: [K.enter]).stdout, "\n")
        // --selected '*' starts with all of them picked.
        XCTAssertEqual(GumRun.run(["choose", "--no-limit", "--selected=*", "a", "b"], keys: [K.enter]).stdout, "a\nb\n")
    }

    func testChooseReadsStdinAndLabelDelimiter() {
        XCTAssertEqual(GumRun.run(["choose"], keys: [K.down, K.enter], stdin: "one\ntwo\n").stdout, "two\n")
        XCTAssertEqual(GumRun.run(["choose", "--input-delimiter", ";"], keys: [K.enter], stdin: "x;y").stdout, "x\n")
        // command.go: label:value shows the label and prints the value.
        let labelled = GumRun.run(["choose", "--label-delimiter", ":", "Cow:Moo", "Cat:Meow"], keys: [K.down, K.enter])
        XCTAssertEqual(labelled.stdout, "Meow\n")
        XCTAssertFalse(labelled.drawn.contains("Moo"), "the values are not shown")
        XCTAssertEqual(GumRun.run(["choose", "--label-delimiter", ":", "Cow"], keys: [K.enter]).status, 1)
        // Only one option and --select-if-one: printed, nothing asked.
        XCTAssertEqual(GumRun.run(["choose", "--select-if-one", "only"], terminal: false).stdout, "only\n")
        let none = GumRun.run(["choose"], terminal: false)
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stderr, "no options provided, see `gum choose --help`\n")
    }

    func testChooseEscTimeoutAndHeaderVariable() {
        let escaped = GumRun.run(["choose", "a", "b"], keys: [K.escape], wait: 0.2)
        XCTAssertEqual(escaped.status, 1)
        XCTAssertEqual(escaped.stdout, "")
        XCTAssertEqual(escaped.stderr, "nothing selected\n")
        XCTAssertEqual(GumRun.run(["choose", "a", "b"], keys: [K.ctrlC]).status, 130)
        let late = GumRun.run(["choose", "--timeout=100ms", "a", "b"], keys: [], wait: 1)
        XCTAssertEqual(late.status, 124)
        XCTAssertEqual(late.stderr, "timed out\n")
        let header = GumRun.run(["choose", "a"], keys: [K.enter], environment: ["GUM_CHOOSE_HEADER": "Pick a letter"])
        XCTAssertTrue(header.drawn.contains("Pick a letter"))
        XCTAssertEqual(GumRun.run(["choose", "--height", "x", "a"]).status, 125)
    }

    func testFilterMatchesTypedTextAndKeepsItsFlags() {
        let flavors = "Cherry\nGrape\nLime\nOrange\n"
        XCTAssertEqual(GumRun.run(["filter"], keys: ["li", K.enter], stdin: flavors).stdout, "Lime\n")
        XCTAssertEqual(GumRun.run(["filter", "--value", "gr"], keys: [K.enter], stdin: flavors).stdout, "Grape\n")
        XCTAssertEqual(GumRun.run(["filter", "--placeholder", "Favorite flavor?"], keys: [K.enter], stdin: flavors).stdout, "Cherry\n")
        let many = GumRun.run(["filter", "--no-limit", "a", "b"], keys: [K.space, K.down, K.space, K.enter])
        XCTAssertEqual(many.stdout, "a\nb\n")
        XCTAssertEqual(GumRun.run(["filter", "a", "b"], keys: [K.escape], wait: 0.2).status, 1)
        XCTAssertEqual(GumRun.run(["filter", "a", "b"], keys: [K.enter], environment: ["GUM_FILTER_VALUE": "b"]).stdout, "b\n")
        // Unattended: the item named, no terminal.
        XCTAssertEqual(GumRun.run(["filter", "--answer-item", "Lime"], stdin: flavors, terminal: false).stdout, "Lime\n")
    }

    func testFilterWithNothingGivenOffersTheWorkingTreesFiles() throws {
        // internal/files/files.go: files under the working directory, none hidden, none in node_modules.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gum-files-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in ["b.txt", "a/z.md", "a/.hidden", ".git/config", "node_modules/x.js", "c/d/e.swift"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        XCTAssertEqual(GumFiles.list(root: root), ["a/z.md", "b.txt", "c/d/e.swift"])
        XCTAssertEqual(GumFiles.list(root: root, limit: 2), ["a/z.md", "b.txt"])
    }
}
