import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Every example that guards a command on popupctl's status (`&&`, `if`) puts the affirmative
/// first (issue 30 item 1): answered with any of its cancel buttons it is not 0, so the guarded
/// command does not run; answered with button 0 it is. README's recipes run whole in
/// `ReadmeRecipeTests`; these are `--help`'s and the man page's.
final class GuardedExamplesTests: XCTestCase {
    /// The popupctl command of each line that guards one, its words.
    static func guardedCommands(_ lines: [String]) -> [[String]] {
        lines.compactMap { line -> [String]? in
            let guards = line.contains("&&") || line.hasPrefix("if ")
            guard guards, let start = line.range(of: "popupctl ") else { return nil }
            let rest = line[start.upperBound...]
            let end = rest.firstIndex { ";&|)".contains($0) } ?? rest.endIndex
            return ShellWords.split(String(rest[..<end]))
        }
    }

    private func check(_ words: [String], _ source: String) {
        var cancels: [String] = []
        for (index, word) in words.enumerated() where (word == "-c" || word == "--cancel") && index + 1 < words.count {
            cancels.append(words[index + 1])
        }
        for cancel in cancels {
            let io = MemoryIO(stdin: Array("a\nb\n".utf8))
            let status = io.run(words + ["--answer", cancel])
            XCTAssertNotEqual(status, 0, "\(source): answered \(cancel), the guarded command would run: \(words)")
            XCTAssertNotEqual(status, 125, "\(source): \(io.stderr)")
        }
        let io = MemoryIO(stdin: Array("a\nb\n".utf8))
        if words.contains("--progress") { return }
        XCTAssertEqual(io.run(words + ["--answer", "0"] + (words.contains("--items-from") ? ["--answer-item", "a"] : [])), 0,
                       "\(source): button 0 is the affirmative: \(words) \(io.stderr)")
    }

    func testHelpExamples() {
        let commands = Self.guardedCommands(HelpText.examples.map(\.command))
        XCTAssertFalse(commands.isEmpty)
        for words in commands { check(words, "--help") }
    }

    func testManPageExamples() throws {
        // Lines continued with `\e` (a backslash) joined, roff's `\-` read as `-`.
        let text = try RepositoryFile.read("man/popupctl.1").replacing("\\e\n", with: " ").replacing("\\-", with: "-")
        let commands = Self.guardedCommands(text.components(separatedBy: "\n").map { $0.hasPrefix(".Ql ") ? String($0.dropFirst(4)) : $0 })
        XCTAssertGreaterThanOrEqual(commands.count, 3)
        for words in commands { check(words, "man page") }
    }

    /// README's figures are the code's: `<!-- figure: help-lines -->N<!-- /figure -->`.
    func testReadmeFiguresComeFromTheCode() throws {
        let readme = try RepositoryFile.read("README.md")
        let figure = try Regex(#"<!-- figure: help-lines -->(\d+)<!-- /figure -->"#)
        guard let match = readme.firstMatch(of: figure), let shown = match.output[1].substring.flatMap({ Int($0) }) else {
            return XCTFail("README gives --help's line count as a figure")
        }
        XCTAssertEqual(shown, HelpText.render(width: 80).split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    }
}

/// README stays scannable (issue 30 item 9): under 450 lines, the details in the man page.
final class ReadmeLengthTests: XCTestCase {
    func testReadmeIsUnder450Lines() throws {
        let lines = try RepositoryFile.read("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertLessThan(lines, 450)
    }
}
