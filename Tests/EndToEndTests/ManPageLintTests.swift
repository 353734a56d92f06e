import XCTest

/// man/popupctl.1 is clean for both formatters, when they are installed (.ci/run installs mandoc).
final class ManPageLintTests: XCTestCase {
    private let page = RepositoryPaths.path("man/popupctl.1")

    func testMandocLint() throws {
        guard RepositoryPaths.has("mandoc") else { throw XCTSkip("mandoc is not installed") }
        let result = try Tmux.run(["mandoc", "-T", "lint", "-W", "warning", page])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testGroffWarnsOfNothing() throws {
        guard RepositoryPaths.has("groff") else { throw XCTSkip("groff is not installed") }
        let result = try Tmux.run(["groff", "-mandoc", "-ww", "-z", "-Tutf8", page])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    /// As `man -t` and a plain `groff -man` format it (the PostScript device): no character it
    /// lacks, no line it cannot adjust.
    func testGroffForPrintWarnsOfNothing() throws {
        guard RepositoryPaths.has("groff") else { throw XCTSkip("groff is not installed") }
        let result = try Tmux.run(["groff", "-man", "-ww", "-z", page])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testRendersEveryOption() throws {
        guard RepositoryPaths.has("mandoc") else { throw XCTSkip("mandoc is not installed") }
        // Bold and underline come as overstrikes ("x\bx", "_\bx"): keep the last of each pair.
        let rendered = try Tmux.run(["mandoc", "-T", "utf8", page]).output
            .replacing(try Regex("[^\u{8}]\u{8}"), with: "")
        let help = try Tmux.run([RepositoryPaths.popupctl, "--help"]).output
        let pattern = try Regex(#"--[a-z][a-z-]+"#)
        for match in help.matches(of: pattern) {
            XCTAssertTrue(rendered.contains(String(help[match.range])), "man page lacks \(help[match.range])")
        }
    }

    /// `{}` is quoted for the shell, but an item that begins with `-` still reaches the command as
    /// an option: the page says so beside the quoting rules, with the `--` idiom in its example.
    func testPreviewCommandDocumentsOptionInjection() throws {
        let source = try String(contentsOfFile: page, encoding: .utf8)
        guard let start = source.range(of: ".It Fl \\-preview\\-command Ar cmd"),
              let end = source.range(of: ".It Fl", range: start.upperBound..<source.endIndex) else {
            return XCTFail("no --preview-command entry")
        }
        let entry = source[start.upperBound..<end.lowerBound]
        XCTAssertTrue(entry.contains("as an option"), "the injection is not named")
        XCTAssertTrue(entry.contains("\\-\\-output="), "no example of an injected option")
        XCTAssertTrue(entry.contains("\\-\\- {}'"), "no `-- {}` in the example")
    }
}
