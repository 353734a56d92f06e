import XCTest

/// `--print-frame` from the real binary, detached from any terminal: it must not need one.
final class PreviewEndToEndTests: XCTestCase {
    func testPreviewNeedsNoTerminal() throws {
        let result = try Tmux.run(["setsid", "-w", RepositoryPaths.popupctl, "--print-frame", "--no-color", "--size", "50x9",
                                   "-t", "Detached", "-m", "No terminal here", "--cancel", "Keep", "--destructive", "Delete"])
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 9)
        XCTAssertTrue(result.output.contains("Detached") && result.output.contains("( Keep )") && result.output.contains("< Delete >"))
    }

    /// The preview matches what the dialog really draws: the same rows, in a real terminal.
    func testPreviewMatchesTheLiveDialog() throws {
        try requireTmux()
        let arguments = "-t 'Same picture' -m 'Drawn twice' --cancel Keep --destructive Delete"
        let run = try DialogRun(arguments, width: 60, height: 14, before: "clear")
        let screen = run.tmux.waitFor("< Delete >")
        let preview = try Tmux.run(["sh", "-c", "\(Tmux.quote(RepositoryPaths.popupctl)) --print-frame --no-color --size 60x14 \(arguments)"])
        // Row by row from the top; only trailing spaces and trailing empty rows may differ.
        let rows = { (text: String) -> [String] in
            var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(line.reversed().drop { $0 == " " }.reversed())
            }
            while rows.last == "" { rows.removeLast() }
            return rows
        }
        XCTAssertEqual(rows(screen), rows(preview.output))
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }
}
