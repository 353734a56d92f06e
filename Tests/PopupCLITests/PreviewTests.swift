import XCTest
@testable import PopupCLI
import PopupCore
import PopupTestSupport

/// `--print-frame`: one frame on stdout, at the size asked for, with or without colour, and no terminal.
final class PreviewTests: XCTestCase {
    private func preview(_ arguments: [String], environment: [String: String] = [:], toTerminal: Bool = false) -> (Int32, MemoryIO) {
        let io = MemoryIO(environment: environment)
        io.stdoutIsTerminal = toTerminal
        let status = PopupCommand.run(["--print-frame"] + arguments, io: io)
        return (status, io)
    }

    func testPlainFrameAtTheGivenSize() {
        let (status, io) = preview(["--no-color", "--size", "40x10", "-t", "Title", "-m", "Body", "-b", "OK"])
        XCTAssertEqual(status, 0, io.stderr)
        XCTAssertFalse(io.terminalOpened, "a preview never opens the terminal")
        let lines = io.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 10)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 40 })
        XCTAssertFalse(io.stdout.contains("\u{1B}"))
        let top = lines.firstIndex { $0.contains("╭") }
        let bottom = lines.firstIndex { $0.contains("╰") }
        let title = lines.firstIndex { $0.contains("Title") }
        let button = lines.firstIndex { $0.contains("[ OK ]") }
        XCTAssertNotNil(top)
        XCTAssertTrue(top! < title! && title! < lines.firstIndex { $0.contains("Body") }! && button! < bottom!)
    }

    func testAPreviewPaneShowsItsCommandsOutputForTheFirstItem() {
        let (status, io) = preview(["--no-color", "--size", "80x10", "--item", "a b", "--item", "c",
                                    "--preview-command", "echo shown for {}; printf '\\033[31mred\\033[0m\\n'; exit 4"])
        XCTAssertEqual(status, 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("│ shown for a b"), io.stdout)
        XCTAssertTrue(io.stdout.contains("│ red "), "escape sequences taken out:\n\(io.stdout)")
        XCTAssertTrue(io.stdout.contains("exit status 4"), io.stdout)
        XCTAssertFalse(io.stdout.contains("shown for c"))
    }

    func testFzfsSpellingOfThePreviewIsThePreviewCommand() throws {
        // `--preview CMD` and `--preview=CMD` as fzf users type them; `--preview` alone was
        // popupctl's one frame before issue 30, and names `--print-frame` (PreviewRenameTests).
        for spelling in [["--preview", "echo shown for {}"], ["--preview=echo shown for {}"]] {
            let (status, io) = preview(["--no-color", "--size", "80x10", "--item", "a b", "--item", "c"] + spelling)
            XCTAssertEqual(status, 0, io.stderr)
            XCTAssertTrue(io.stdout.contains("│ shown for a b"), "\(spelling):\n\(io.stdout)")
        }
        let parsed = try ArgumentParser.parse(["--preview", "cat {}", "--print-frame", "--size", "9x9"])
        XCTAssertEqual(parsed.map(\.spec.long), ["preview-command", "print-frame", "size"])
        XCTAssertEqual(parsed[0].value, "cat {}")
        XCTAssertEqual(try InvocationBuilder.build(["--item", "a", "--preview", "cat {}", "--preview-window", "down:40%,border"])
            .previewPosition, .below)
        XCTAssertEqual(try InvocationBuilder.build(["--item", "a", "--preview=cat {}", "--preview-window=right:60%"])
            .previewPosition, .right)
        let (status, io) = preview(["--item", "a", "--preview", "cat {}", "--preview-window", "left:50%"])
        XCTAssertEqual(status, 125)
        XCTAssertEqual(io.stderr, "popupctl: invalid value 'left:50%' for '--preview-window'; "
                       + "expected one of right, down (the pane stands right of the list or below it)\n")
    }

    func testDefaultSizeIs80x24() {
        let (_, io) = preview(["--no-color", "-m", "Hi"])
        let lines = io.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 24)
        let row = lines.first { $0.contains("╭") }!
        let left = row.prefix { $0 == " " }.count
        XCTAssertEqual(left * 2 + row.dropFirst(left).count, 80, "centred on 80 columns")
    }

    private let colourTerminal = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    func testColourFollowsTheEnvironmentOnATerminal() {
        let (_, colour) = preview(["--size", "40x8", "--cancel", "Keep", "--destructive", "Delete"],
                                  environment: colourTerminal, toTerminal: true)
        XCTAssertTrue(colour.stdout.contains("\u{1B}[31m"), "destructive button in red")
        XCTAssertTrue(colour.stdout.contains("\u{1B}[1;7m") || colour.stdout.contains("\u{1B}[0;1;7m"),
                      "focused button in bold reverse")
        for line in colour.stdout.split(separator: "\n") where line.contains("\u{1B}") {
            XCTAssertTrue(line.hasSuffix("\u{1B}[0m") || line.hasSuffix("\u{1B}[39m"), "each line ends with the pen plain: \(line)")
        }
        let (_, plain) = preview(["--size", "40x8", "--cancel", "Keep"], environment: ["NO_COLOR": "1"], toTerminal: true)
        XCTAssertTrue(plain.stdout.contains("\u{1B}[1;7m( Keep )"), "attributes still show the focus: \(plain.stdout.debugDescription)")
        XCTAssertEqual(Self.colourCodes(plain.stdout), [], "but no colour")
    }

    /// The SGR parameters in `text` that set a colour.
    static func colourCodes(_ text: String) -> [String] {
        text.split(separator: "\u{1B}").dropFirst().flatMap { escape -> [String] in
            guard escape.hasPrefix("["), let end = escape.firstIndex(of: "m") else { return [] }
            return escape.dropFirst()[..<end].split(separator: ";").map(String.init).filter {
                guard let code = Int($0) else { return true }
                return (30...49).contains(code) || (90...107).contains(code)
            }
        }
    }

    /// `text` without its SGR sequences.
    static func stripped(_ text: String) -> String {
        text.replacing(try! Regex("\u{1B}\\[[0-9;]*m"), with: "")
    }

    /// NO_COLOR drops colour, not the attributes: forced or on a terminal, the focus still shows,
    /// in `--print-frame` and in `--theme preview` alike.
    func testNoColourKeepsAttributesOnATerminalOrWhenForced() {
        let noColour = ["NO_COLOR": "1", "TERM": "xterm-256color"]
        for (environment, terminal) in [(noColour.merging(["CLICOLOR_FORCE": "1"]) { $1 }, false), (noColour, true)] {
            let (_, io) = preview(["--size", "40x8", "-t", "Hi", "-b", "OK", "--cancel", "No"], environment: environment, toTerminal: terminal)
            XCTAssertTrue(io.stdout.contains("\u{1B}[1;7m( No )"), io.stdout.debugDescription)
            XCTAssertEqual(Self.colourCodes(io.stdout), [])
            let themes = MemoryIO(environment: environment)
            themes.stdoutIsTerminal = terminal
            XCTAssertEqual(PopupCommand.run(["--theme", "preview"], io: themes), 0, themes.stderr)
            XCTAssertEqual(themes.stdout.matches(of: try! Regex("\u{1B}\\[1;7m[(<] Keep")).count, BuiltinThemes.names.count,
                           "every theme shows its focus: \(themes.stdout.debugDescription)")
            XCTAssertEqual(Self.colourCodes(themes.stdout), [])
        }
    }

    /// `--preview > file` is text, as `ls --color=auto` does; CLICOLOR_FORCE keeps the colour.
    func testAPipeGetsPlainTextUnlessColourIsForced() {
        let arguments = ["--size", "40x8", "--cancel", "Keep", "--destructive", "Delete"]
        let (_, onTerminal) = preview(arguments, environment: colourTerminal, toTerminal: true)
        let (_, piped) = preview(arguments, environment: colourTerminal)
        XCTAssertFalse(piped.stdout.contains("\u{1B}"), piped.stdout)
        let (_, plainOnTerminal) = preview(arguments + ["--no-color"], environment: colourTerminal, toTerminal: true)
        XCTAssertEqual(piped.stdout, Self.stripped(plainOnTerminal.stdout), "the same text, without the escapes")
        let (_, pipedNoColour) = preview(arguments + ["--no-color"], environment: colourTerminal)
        XCTAssertEqual(pipedNoColour.stdout, piped.stdout)
        for force in ["1", "yes"] {
            let (_, forced) = preview(arguments, environment: colourTerminal.merging(["CLICOLOR_FORCE": force]) { $1 })
            XCTAssertEqual(forced.stdout, onTerminal.stdout, "CLICOLOR_FORCE=\(force)")
        }
        for unforced in ["", "0"] {
            let (_, notForced) = preview(arguments, environment: colourTerminal.merging(["CLICOLOR_FORCE": unforced]) { $1 })
            XCTAssertEqual(notForced.stdout, piped.stdout, "CLICOLOR_FORCE='\(unforced)'")
        }
        let (_, forcedButNoColor) = preview(arguments + ["--no-color"], environment: colourTerminal.merging(["CLICOLOR_FORCE": "1"]) { $1 })
        XCTAssertEqual(Self.colourCodes(forcedButNoColor.stdout), [], "--no-color wins over the colour")
        XCTAssertTrue(forcedButNoColor.stdout.contains("\u{1B}[1;7m"), "and the attributes stay, as in the dialog")
        XCTAssertEqual(Self.stripped(forcedButNoColor.stdout), piped.stdout)
    }

    func testThemePreviewIsColouredLikeAPreview() {
        let piped = MemoryIO(environment: colourTerminal)
        XCTAssertEqual(PopupCommand.run(["--theme", "preview"], io: piped), 0, piped.stderr)
        XCTAssertFalse(piped.stdout.contains("\u{1B}"))
        for name in BuiltinThemes.names { XCTAssertTrue(piped.stdout.contains(name), name) }
        let terminal = MemoryIO(environment: colourTerminal)
        terminal.stdoutIsTerminal = true
        XCTAssertEqual(PopupCommand.run(["--theme", "preview"], io: terminal), 0, terminal.stderr)
        XCTAssertTrue(terminal.stdout.contains("\u{1B}[48;2;"), "truecolor backgrounds on a terminal")
    }

    func testMessageFromStdin() {
        let io = MemoryIO()
        io.stdin = Array("from a pipe\n".utf8)
        XCTAssertEqual(PopupCommand.run(["--print-frame", "--no-color", "--size", "30x7", "-m", "-"], io: io), 0)
        XCTAssertTrue(io.stdout.contains("from a pipe"))
    }

    func testHostileTextIsNeutralisedInPreviews() {
        let (_, io) = preview(["--no-color", "-t", "evil\u{1B}]0;pwned\u{07}", "-m", "\u{9B}31m"])
        XCTAssertFalse(io.stdout.contains("\u{1B}"))
        XCTAssertFalse(io.stdout.contains("\u{9B}"))
        XCTAssertTrue(io.stdout.contains("␛]0;pwned"))
    }

    func testJoinersReachTheTitleAndTheValuesOnStdout() {
        let (status, io) = preview(["--no-color", "-t", "می\u{200C}خواهم"])
        XCTAssertEqual(status, 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("می\u{200C}خواهم"))
        XCTAssertFalse(io.stdout.contains("\u{FFFD}"))
        let answered = MemoryIO()
        let code = PopupCommand.run(["-i", "F", "-b", "OK", "--answer", "OK", "--answer-value", "a\u{200D}b\u{200C}c"], io: answered)
        XCTAssertEqual(code, 0, answered.stderr)
        XCTAssertEqual(answered.stdout, "a\u{200D}b\u{200C}c\n")
    }

    func testSizeErrors() {
        for (arguments, message) in [
            (["--print-frame", "--size", "80"], "invalid value '80' for '--size'; expected columns x rows from 1x1 to 1000x1000 (e.g. 60x16)"),
            (["--print-frame", "--size", "0x5"], "invalid value '0x5' for '--size'; expected columns x rows from 1x1 to 1000x1000 (e.g. 60x16)"),
            (["--print-frame", "--size", "5x1001"], "invalid value '5x1001' for '--size'; expected columns x rows from 1x1 to 1000x1000 (e.g. 60x16)"),
            (["--size", "60x16"], "'--size' only works together with '--print-frame'"),
        ] {
            let io = MemoryIO()
            XCTAssertEqual(PopupCommand.run(arguments, io: io), 125)
            XCTAssertEqual(io.stderr, "popupctl: \(message)\n")
        }
        let tiny = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--print-frame", "--size", "1x1", "-t", "T"], io: tiny), 0, "a 1x1 screen still works")
        let sizes = [("60x16", 60, 16), ("7X3", 7, 3), ("12×4", 12, 4)]
        for (text, width, height) in sizes {
            XCTAssertEqual(try InvocationBuilder.build(["--print-frame", "--size", text]).previewSize, .init(width: width, height: height))
        }
    }
}

extension PreviewTests {
    /// A `--no-wait` message is previewed as it is shown: no button, for nobody can press one.
    func testANoWaitMessageHasNoButton() {
        let (status, io) = preview(["--no-color", "--size", "40x10", "--no-wait", "-t", "Rebooting", "-m", "in 5 seconds"])
        XCTAssertEqual(status, 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("in 5 seconds"), io.stdout)
        XCTAssertFalse(io.stdout.contains("OK"), io.stdout)
    }
}

extension PreviewTests {
    /// A field's name stays on the row above it once it holds text (here its `--value`); `--label`
    /// names it there from the start and leaves the placeholder inside.
    func testAFieldIsNamedAboveItOnceItHoldsText() {
        func rows(_ arguments: [String]) -> [String] {
            let (status, io) = preview(["--no-color", "--size", "50x14"] + arguments + ["-b", "OK"])
            XCTAssertEqual(status, 0, io.stderr)
            return io.stdout.components(separatedBy: "\n")
        }
        let typed = rows(["-i", "Branch name", "--value", "fix/crash"])
        XCTAssertEqual(typed.firstIndex { $0.contains("Branch name") }.map { $0 + 1 }, typed.firstIndex { $0.contains("fix/crash") },
                       typed.joined(separator: "\n"))
        let labelled = rows(["-i", "e.g. alice", "--label", "User name"])
        XCTAssertEqual(labelled.firstIndex { $0.contains("User name") }.map { $0 + 1 }, labelled.firstIndex { $0.contains("e.g. alice") },
                       labelled.joined(separator: "\n"))
    }
}
