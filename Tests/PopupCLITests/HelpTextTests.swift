import XCTest
@testable import PopupCLI

final class HelpTextTests: XCTestCase {
    func testFitsIn60LinesAt80Columns() {
        let lines = HelpText.render(width: 80).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertLessThan(lines.count, 60, "--help at 80 columns is \(lines.count) lines")
    }

    func testNoLineIsWiderThanTheTerminal() {
        for width in [40, 60, 80, 100, 120] {
            for line in HelpText.render(width: width).split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, width, "at \(width) columns: '\(line)'")
            }
        }
    }

    func testEveryOptionIsListedOnceInItsGroup() {
        let help = HelpText.render(width: 80)
        let lines = help.split(separator: "\n").map(String.init)
        var group: String?
        var seen: [String: String] = [:]
        for line in lines {
            if !line.hasPrefix(" "), line.hasSuffix(":") { group = String(line.dropLast()) }
            for option in OptionTable.all where line.hasPrefix("  " + option.synopsis + " ") || line == "  " + option.synopsis {
                XCTAssertNil(seen[option.long], "--\(option.long) listed twice")
                seen[option.long] = group
            }
            // Options that change the button or field just added share a line of their group.
            for option in OptionTable.all where option.appliesTo != nil && line.hasPrefix("    ")
                && (line + " ").contains("--\(option.long)" + (option.valueName.map { " " + $0 } ?? "")) {
                seen[option.long] = group
            }
        }
        for option in OptionTable.all {
            XCTAssertEqual(seen[option.long], option.group.rawValue, "--\(option.long)")
        }
        for heading in ["Content:", "Buttons:", "Layout:", "Behaviour:", "Output:", "Exit status:", "Examples:"] {
            XCTAssertTrue(lines.contains(heading), heading)
        }
    }

    func testExitStatusTableAndExamples() {
        let help = HelpText.render(width: 80)
        // The statuses flow as wrapped text: compare with the line breaks folded away.
        let section = help.components(separatedBy: "Exit status:").last?.components(separatedBy: "Examples:").first ?? ""
        let folded = section.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for (code, meaning) in HelpText.exitStatuses {
            XCTAssertTrue(folded.contains(code + " " + meaning), code)
        }
        for (command, _) in HelpText.examples { XCTAssertTrue(help.contains(command), command) }
        XCTAssertGreaterThanOrEqual(HelpText.examples.count, 2)
    }

    func testExamplesBreakOutsideQuotes() {
        let lines = HelpText.wrapCommand("popupctl -t 'Delete 214 photos?' -c Keep -d Delete", width: 30)
        XCTAssertEqual(lines, ["popupctl -t \\", "    'Delete 214 photos?' -c \\", "    Keep -d Delete"])
        XCTAssertEqual(ShellWords.split(lines.joined(separator: "\n").replacingOccurrences(of: "\\\n", with: "")),
                       ["popupctl", "-t", "Delete 214 photos?", "-c", "Keep", "-d", "Delete"])
    }

    func testHelpAndVersionGoToStdout() {
        let io = MemoryIO()
        io.helpWidth = 72
        XCTAssertEqual(PopupCommand.run(["--help"], io: io), 0)
        XCTAssertEqual(io.stdout, HelpText.render(width: 72))
        XCTAssertEqual(io.stderr, "")
        XCTAssertFalse(io.terminalOpened)
    }
}
