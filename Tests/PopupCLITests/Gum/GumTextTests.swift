@testable import PopupCLI
import PopupCore
import XCTest

/// `gum style`, `gum join`, `gum format` and `gum log`, from gum v2.0.0's style/options.go +
/// style/command.go + style/spacing.go + style/borders.go, join/options.go, format/options.go,
/// log/options.go: the bytes printed.
final class GumTextTests: XCTestCase {
    func testStyleDrawsBorderPaddingMarginAndWidth() {
        let boxed = GumRun.run(["style", "--border", "normal", "--padding", "0 1", "Hi"], terminal: false)
        XCTAssertEqual(boxed.stdout, "┌────┐\n│ Hi │\n└────┘\n")
        let margin = GumRun.run(["style", "--margin", "1", "--border", "rounded", "ok"], terminal: false)
        XCTAssertEqual(margin.stdout, "      \n ╭──╮ \n │ok│ \n ╰──╯ \n      \n")
        let wrapped = GumRun.run(["style", "--width", "6", "--align", "right", "aa bbbb"], terminal: false)
        XCTAssertEqual(wrapped.stdout, "    aa\n  bbbb\n")
        // Three numbers are no spacing, as style/spacing.go reads them.
        XCTAssertEqual(GumRun.run(["style", "--padding", "1 2 3", "x"], terminal: false).stdout, "x\n")
        XCTAssertEqual(GumRun.run(["style", "--height", "3", "x"], terminal: false).stdout, "x\n \n \n")
        XCTAssertEqual(GumRun.run(["style", "--trim"], stdin: "  a  \n b\n", terminal: false).stdout, "a\nb\n")
    }

    func testStyleColoursOnlyOnATerminal() {
        let plain = GumRun.run(["style", "--foreground", "212", "--bold", "Gum"], terminal: false)
        XCTAssertEqual(plain.stdout, "Gum\n", "a pipe gets no styling")
        let styled = GumRun.run(["style", "--foreground", "212", "--bold", "Gum"], environment: ["TERM": "xterm-256color"],
                                terminal: false, stdoutIsTerminal: true)
        XCTAssertEqual(styled.stdout, "\u{1B}[1;38;5;212mGum\u{1B}[0m\n")
        let hex = GumRun.run(["style", "--foreground", "#04B575", "G"], environment: ["COLORTERM": "truecolor", "TERM": "xterm"],
                             terminal: false, stdoutIsTerminal: true)
        XCTAssertEqual(hex.stdout, "\u{1B}[38;2;4;181;117mG\u{1B}[0m\n")
        let env = GumRun.run(["style", "x"], environment: ["GUM_STYLE_BORDER": "double"], terminal: false)
        XCTAssertEqual(env.stdout, "╔═╗\n║x║\n╚═╝\n")
        // Untrusted text never reaches the terminal raw.
        let hostile = GumRun.run(["style", "a\u{1B}]0;owned\u{07}b"], terminal: false, stdoutIsTerminal: true)
        XCTAssertFalse(hostile.stdout.contains("\u{1B}]"))
    }

    func testJoinHorizontalAndVertical() {
        XCTAssertEqual(GumRun.run(["join", "a\nb", "cc"], terminal: false).stdout, "acc\nb  \n")
        XCTAssertEqual(GumRun.run(["join", "--align", "bottom", "a\nb", "cc"], terminal: false).stdout, "a  \nbcc\n")
        XCTAssertEqual(GumRun.run(["join", "--vertical", "--align", "center", "abc", "x"], terminal: false).stdout, "abc\n x \n")
    }

    func testFormatMarkdownAndOtherTypes() {
        let markdown = GumRun.run(["format", "--", "# Title", "Some **bold** text", "- one", "1. first", "> said", "---",
                                   "[site](https://x.org)"], terminal: false)
        XCTAssertEqual(markdown.stdout, "\n   Title \n  Some bold text\n  • one\n  1. first\n  │ said\n  --------\n  site https://x.org\n\n")
        let code = GumRun.run(["format", "```", "let x = 1", "```"], terminal: false)
        XCTAssertEqual(code.stdout, "\n    let x = 1\n\n")
        XCTAssertEqual(GumRun.run(["format", "-t", "code", "**kept**"], terminal: false).stdout, "**kept**\n")
        XCTAssertEqual(GumRun.run(["format", "--type=template", "{{ x }}"], terminal: false).stdout, "{{ x }}\n")
    }

    func testLogWritesItsLineOnStderr() {
        let info = GumRun.run(["log", "--level", "info", "Started", "the", "job"], terminal: false)
        XCTAssertEqual(info.stdout, "")
        XCTAssertEqual(info.stderr, "INFO Started the job\n")
        XCTAssertEqual(GumRun.run(["log", "--structured", "-l", "error", "failed", "code", "3", "path", "a b"], terminal: false).stderr,
                       "ERRO failed code=3 path=\"a b\"\n")
        XCTAssertEqual(GumRun.run(["log", "--formatter", "json", "--level", "warn", "hot"], terminal: false).stderr,
                       "{\"level\":\"warn\",\"msg\":\"hot\"}\n")
        XCTAssertEqual(GumRun.run(["log", "-f", "%s has %d", "disk", "3"], terminal: false).stderr, "disk has 3\n")
        XCTAssertEqual(GumRun.run(["log", "--prefix", "app", "hi"], terminal: false).stderr, "app: hi\n")
        // GUM_LOG_LEVEL is the least level shown.
        XCTAssertEqual(GumRun.run(["log", "-l", "debug", "noise"], environment: ["GUM_LOG_LEVEL": "info"], terminal: false).stderr, "")
        XCTAssertEqual(GumRun.run(["log", "--level", "loud", "x"], terminal: false).status, 125)
    }
}
