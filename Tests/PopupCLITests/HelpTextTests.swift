import PopupCore
import XCTest
@testable import PopupCLI
import PopupTestSupport

final class HelpTextTests: XCTestCase {
    /// Lists and progress made it longer than its first 60 lines, fzf's options, the preview pane
    /// and inline rows a line more, fzf's prompt and preview window one more; it stays a page that
    /// scrolls little.
    func testFitsIn77LinesAt80Columns() {
        let lines = HelpText.render(width: 80).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertLessThan(lines.count, 77, "--help at 80 columns is \(lines.count) lines")
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
            // Options that change the button or field just added share a line of their group, as
            // do the options listed under a heading of their own.
            for option in OptionTable.all where (option.appliesTo != nil || option.helpLine != nil) && line.hasPrefix("    ")
                && (line + " ").contains("--\(option.long)" + (option.valueName.map { " " + $0 } ?? "")) {
                seen[option.long] = group
            }
        }
        for option in OptionTable.all where option.group != .info && option.appliesTo == nil {
            XCTAssertEqual(seen[option.long], option.group.rawValue, "--\(option.long)")
        }
        for option in OptionTable.all {
            guard let heading = option.helpLine else { continue }
            XCTAssertEqual(help.components(separatedBy: option.mention + ",").count + help.components(separatedBy: option.mention + "\n").count - 2,
                           1, option.mention)
            XCTAssertTrue(help.contains(heading + ": "), heading)
        }
        // Modifiers: on their group's "For the … just added:" line, once.
        for option in OptionTable.all {
            guard let target = option.appliesTo else { continue }
            let mention = "--" + option.long + (option.valueName.map { " " + $0 } ?? "")
            XCTAssertEqual(help.components(separatedBy: mention).count - 1, 1, mention)
            XCTAssertTrue(help.contains("For the \(target) just added: "), target)
        }
        let headings = lines.filter { !$0.hasPrefix(" ") && $0.hasSuffix(":") }
        XCTAssertEqual(headings, ["Content:", "Buttons:", "Lists:", "Layout:", "Behaviour:", "Output:", "Examples:"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("Exit status: ") }.count, 1)
        XCTAssertTrue(HelpText.render(width: 50).split(separator: "\n").contains("Exit status:"), "its own line when narrow")
    }

    /// --help, --version and --completions are commands of their own, named in the usage lines.
    func testInformationOptionsAreInTheUsage() {
        let usage = HelpText.render(width: 80).split(separator: "\n").prefix(4).joined(separator: "\n")
        for option in OptionTable.all where option.group == .info {
            XCTAssertTrue(usage.contains("--" + option.long), "--\(option.long)")
            if let short = option.short { XCTAssertTrue(usage.contains("-\(short)|--\(option.long)"), "-\(short)") }
            if !option.choices.isEmpty { XCTAssertTrue(usage.contains(option.choices.joined(separator: "|"))) }
        }
    }

    func testExitStatusTableAndExamples() {
        for width in [50, 80] {
            let help = HelpText.render(width: width)
            for (code, meaning) in HelpText.exitStatuses {
                XCTAssertTrue(help.contains(code.padding(toLength: 13) + Wrap.lines(meaning, width: width - 15)[0]), "\(code) at \(width)")
            }
        }
        let help = HelpText.render(width: 80)
        for (command, comment) in HelpText.examples { XCTAssertTrue(help.contains("  \(command)   # \(comment)"), command) }
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
