import XCTest
@testable import PopupCLI
import PopupTestSupport

/// What README.md shows is what the code does: the pictures are `--print-frame` output, the Swift
/// example is a program the package builds, the install commands name files that exist.
final class ReadmeTests: XCTestCase {
    struct Block {
        var argument: String
        var body: String
    }

    /// Each `<!-- KIND: ARGUMENT -->` and the fenced block right after it.
    static func blocks(_ kind: String, in readme: String) -> [Block] {
        let lines = readme.components(separatedBy: "\n")
        var blocks: [Block] = []
        let prefix = "<!-- \(kind): "
        for (index, line) in lines.enumerated() where line.hasPrefix(prefix) && line.hasSuffix(" -->") {
            let argument = String(line.dropFirst(prefix.count).dropLast(4))
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
                  let end = lines[(index + 2)...].firstIndex(of: "```") else {
                blocks.append(Block(argument: argument, body: "<no fenced block after the marker>"))
                continue
            }
            blocks.append(Block(argument: argument, body: lines[(index + 2)..<end].map { $0 + "\n" }.joined()))
        }
        return blocks
    }

    func testPicturesAreWhatPreviewDraws() throws {
        let pictures = Self.blocks("picture", in: try RepositoryFile.read("README.md"))
        var styles = Set<String>()
        for picture in pictures {
            var words = ShellWords.split(picture.argument)
            // `printf 'FEED' | popupctl …`: a progress box's input, `\n` its line breaks.
            var stdin: [UInt8] = []
            if words.first == "printf", words.count > 3, words[2] == "|" {
                stdin = Array(words[1].replacing("\\n", with: "\n").utf8)
                words.removeFirst(3)
            }
            XCTAssertEqual(words.first, "popupctl")
            XCTAssertTrue(words.contains("--print-frame"), picture.argument)
            let io = MemoryIO(stdin: stdin)
            XCTAssertEqual(PopupCommand.run(Array(words.dropFirst()), io: io), 0, io.stderr)
            XCTAssertEqual(picture.body, io.stdout,
                           "README picture is stale (run swift build, then Tests/Tools/update_docs.py): \(picture.argument)")
            XCTAssertFalse(io.stdout.contains("\u{1B}"), "README pictures are plain text")
            let style = words.firstIndex(of: "--style").map { words[$0 + 1] } ?? "alert"
            styles.insert(style)
        }
        XCTAssertEqual(styles, ["alert", "sheet", "floating"], "one picture per style")
    }

    /// The program and the test shown are files the package compiles (the test runs with the others).
    func testSwiftExamplesAreFilesThePackageCompiles() throws {
        let examples = Self.blocks("swift", in: try RepositoryFile.read("README.md"))
        XCTAssertEqual(examples.map(\.argument), ["Sources/popupkit-example/main.swift",
                                                   "Tests/PopupKitClientTests/ReadmeMemoryTerminalTests.swift"])
        for example in examples {
            XCTAssertTrue((example.argument.hasPrefix("Sources/") || example.argument.hasPrefix("Tests/")) && example.argument.hasSuffix(".swift"),
                          "the example must be a file the package compiles")
            XCTAssertEqual(example.body, try RepositoryFile.read(example.argument))
        }
    }

    /// Every file the install commands copy exists, and every man page and completion is installed.
    func testInstallCommandsCopyEveryShippedFile() throws {
        let readme = try RepositoryFile.read("README.md")
        let installs = readme.components(separatedBy: "\n").filter { $0.hasPrefix("sudo install ") }
        let sources = Set(installs.compactMap { line in ShellWords.split(line).dropLast().last })
        var shipped: Set<String> = [".build/release/popupctl", "man/popupctl.1"]
        for shell in CompletionShell.allCases { shipped.insert("completions/" + shell.fileName) }
        XCTAssertEqual(sources, shipped)
        let listed = try FileManager.default.contentsOfDirectory(atPath: RepositoryFile.root.appendingPathComponent("completions").path)
        XCTAssertEqual(Set(listed.map { "completions/" + $0 }), shipped.filter { $0.hasPrefix("completions/") })
        XCTAssertTrue(readme.contains("swift build -c release"))
    }

    /// Every local link and image in the README points at a file that exists.
    func testLocalLinksExist() throws {
        let readme = try RepositoryFile.read("README.md")
        let links = readme.matches(of: try Regex(#"\]\(([^)#:]+)\)"#)).compactMap { $0.output[1].substring.map(String.init) }
        XCTAssertGreaterThanOrEqual(links.count, 7)
        for link in links {
            XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryFile.root.appendingPathComponent(link).path), link)
        }
    }
}

extension ReadmeTests {
    /// The README's Options section names every option of the table, in the table's groups and order.
    func testTheOptionsSectionNamesEveryOptionInItsGroup() throws {
        let readme = try RepositoryFile.read("README.md")
        guard let start = readme.range(of: "### Options\n") else { return XCTFail("no Options section") }
        let section = String(readme[start.upperBound...].prefix { $0 != "#" })
        var position = section.startIndex
        for option in OptionTable.all {
            let name = "`--" + option.long
            XCTAssertTrue(section.contains(name), "README's Options section lacks --\(option.long)")
            if let found = section.range(of: name, range: position..<section.endIndex) {
                position = found.upperBound
            } else {
                XCTFail("--\(option.long) is out of the table's order in README's Options section")
            }
            if let short = option.short { XCTAssertTrue(section.contains("`-\(short)`/`--\(option.long)"), "-\(short)") }
        }
        let groups = OptionSpec.Group.allCases.filter { $0 != .info }.map { $0.rawValue.lowercased() + ":" }
        var at = section.startIndex
        for group in groups {
            guard let found = section.range(of: "- " + group, range: at..<section.endIndex) else { return XCTFail("no \(group) group, in order") }
            at = found.upperBound
        }
    }
}

extension ReadmeTests {
    /// The binary is installed stripped (`install -s`): half its size, and nothing at run time reads
    /// the symbols. The README says what it weighs either way.
    func testTheBinaryIsInstalledStripped() throws {
        let readme = try RepositoryFile.read("README.md")
        let binary = readme.components(separatedBy: "\n").first { $0.hasPrefix("sudo install ") && $0.hasSuffix(" /usr/local/bin/popupctl") }
        XCTAssertEqual(binary.map { ShellWords.split($0).contains("-s") }, true, binary ?? "no install line for the binary")
        XCTAssertTrue(readme.contains("`install -s` strips"), "README says why and by how much")
    }
}
