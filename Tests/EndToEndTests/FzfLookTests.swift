import Foundation
import XCTest

/// Issue 32 item 2: popupctl linked as `fzf` draws fzf 0.74's layout, not its own box. Each case
/// states the screen fzf 0.74.5 draws for `seq 100 | fzf ARGUMENTS` in an 80×24 pane after the
/// keys (trailing spaces and blank rows at the end left out); popupctl must draw the same, and so
/// must fzf itself when it is installed (`FzfOracle`), so that the statement cannot drift from it.
final class FzfLookTests: XCTestCase {
    struct Case {
        var arguments: String
        /// Sent once the list is drawn; `=text` is typed.
        var keys: [String] = []
        var screen: [String]
    }

    static let cases: [Case] = [
        // The default layout: the list grows up from the prompt, the info line and header above it.
        Case(arguments: "--height 10 --prompt 'pick> ' --header hi", screen: [
            "▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌ 2",
            "▌ 1                                                                            │",
            "  hi",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            "pick>",
        ]),
        Case(arguments: "--height 10 --reverse --header hi", keys: ["Down"], screen: [
            ">",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            "  hi",
            "▌ 1                                                                            │",
            "▌ 2", "▌ 3", "▌ 4", "▌ 5", "▌ 6", "▌ 7",
        ]),
        Case(arguments: "--height 8 --layout=reverse-list", screen: [
            "▌ 1                                                                            │",
            "▌ 2", "▌ 3", "▌ 4", "▌ 5", "▌ 6",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
        ]),
        // -m with two rows marked: the marker beside them, the count of marked ones inline.
        Case(arguments: "--height 8 --info inline -m", keys: ["BTab", "BTab"], screen: [
            "▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌┃2",
            "▌┃1                                                                            │",
            ">   < 100/100 (2) ─────────────────────────────────────────────────────────────",
        ]),
        Case(arguments: "--height 8 --border --border-label Pick --info inline-right", screen: [
            "╭─────────────────────────────────────Pick─────────────────────────────────────╮",
            "│ ▌ 4                                                                          │",
            "│ ▌ 3                                                                          │",
            "│ ▌ 2                                                                          │",
            "│ ▌ 1                                                                         ││",
            "│ ──────────────────────────────────────────────────────────────────────────── │",
            "│ >                                                                    100/100 │",
            "╰──────────────────────────────────────────────────────────────────────────────╯",
        ]),
        Case(arguments: "--height 7 --info hidden --header-lines 1", keys: ["=5"], screen: [
            "▌ 52", "▌ 51", "▌ 50",
            "▌ 5                                                                            │",
            "  1",
            "───────────────────────────────────────────────────────────────────────────────",
            "> 5",
        ]),
        Case(arguments: "--height 8 --header-first --header hi --reverse", screen: [
            "  hi",
            ">",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            "▌ 1                                                                            │",
            "▌ 2", "▌ 3", "▌ 4", "▌ 5",
        ]),
        Case(arguments: "--height 6 -m --pointer '>' --marker '*'", keys: ["BTab"], screen: [
            "▌ 4", "▌ 3", "> 2",
            "▌*1                                                                            │",
            "  100/100 (1) ─────────────────────────────────────────────────────────────────",
            ">",
        ]),
        // The lines taken from the items stack up from --header's; the preview is framed beside the list.
        Case(arguments: "--height 8 --header-lines 2 --header hi", screen: [
            "▌ 5", "▌ 4",
            "▌ 3                                                                            │",
            "  2", "  1", "  hi",
            "  98/98 ───────────────────────────────────────────────────────────────────────",
            ">",
        ]),
        // In reverse-list the lines taken from the items stand above the first item, --header's by the info line.
        Case(arguments: "--height 6 --layout=reverse-list --header hi --header-lines 1", screen: [
            "  1",
            "▌ 2                                                                            │",
            "▌ 3", "  hi",
            "  99/99 ───────────────────────────────────────────────────────────────────────",
            ">",
        ]),
        Case(arguments: "--height 5 --border=double --border-label ABC --layout=reverse", screen: [
            "╔═════════════════════════════════════ABC══════════════════════════════════════╗",
            "║ >                                                                            ║",
            "║   100/100 ────────────────────────────────────────────────────────────────── ║",
            "║ ▌ 1                                                                         │║",
            "╚══════════════════════════════════════════════════════════════════════════════╝",
        ]),
        // A --header of two lines kept whole; the view scrolls keeping rows past the cursor (--scroll-off).
        Case(arguments: "--height 6 --no-scrollbar --header $'a\\nb'", screen: [
            "▌ 2", "▌ 1", "  a", "  b",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
        ]),
        Case(arguments: "--height 6", keys: ["Up", "Up", "Up", "Up", "Up", "Up", "Up"], screen: [
            "▌ 10", "▌ 9", "▌ 8",
            "▌ 7                                                                            │",
            "  100/100 ─────────────────────────────────────────────────────────────────────",
            ">",
        ]),
        Case(arguments: "--height 10 --preview 'echo {}'", screen: [
            "▌ 8                                     ╭──────────────────────────────────────╮",
            "▌ 7                                     │ 1                                    │",
            "▌ 6                                     │                                      │",
            "▌ 5                                     │                                      │",
            "▌ 4                                     │                                      │",
            "▌ 3                                     │                                      │",
            "▌ 2                                     │                                      │",
            "▌ 1                                    ││                                      │",
            "  100/100 ───────────────────────────── │                                      │",
            ">                                       ╰──────────────────────────────────────╯",
        ]),
    ]

    /// fzf's colours on a terminal of 16 (TERM=screen): `seq 100 | fzf --height 6 -m --header hi`
    /// after Shift-Tab (1 marked, the cursor on 2). Each cell stated is in the colours fzf draws it.
    func testFzfsColoursForPointerGutterMarkerHeaderInfoAndPrompt() throws {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        let stated: [(x: Int, y: Int, pen: String)] = [
            (0, 0, "8 on default"),        // the gutter: bg+ as its colour
            (0, 1, "1 on 8 bold"),         // the pointer on bg+
            (2, 1, "15 on 8 bold"),        // the cursor's text: fg+ on bg+
            (1, 2, "5 on default"),        // the marker
            (2, 2, "default on default"),  // a marked item's text
            (2, 3, "6 on default"),        // the header
            (2, 4, "3 on default"),        // the counts
            (0, 5, "4 on default bold"),   // the prompt
        ]
        var programs = [("popupctl as fzf", try FzfOracle.linkDirectory())]
        if let real = FzfOracle.directory { programs.append(("fzf \(FzfOracle.version)", real)) }
        for (who, path) in programs {
            let tmux = try Tmux(script: "seq 100 | PATH=\(Tmux.quote(path)):$PATH fzf --height 6 -m --header hi", shell: "bash")
            tmux.waitFor("hi")
            tmux.send("BTab")
            tmux.waitForScreen("\(who): 1 marked, the cursor on 2") { $0.contains("▌┃1") }
            let screen = CapturedScreen(tmux.screen(escapes: true), width: 80, height: 24)
            XCTAssertEqual(screen.text.prefix(6).map { String($0.reversed().drop { $0 == " " }.reversed()) },
                           ["▌ 3", "▌ 2", "▌┃1                                                                            │", "  hi",
                            "  100/100 (1) ─────────────────────────────────────────────────────────────────", ">"], who)
            for cell in stated {
                XCTAssertEqual(screen[cell.x, cell.y].pen.description, cell.pen, "\(who): the cell at \(cell.x),\(cell.y)")
            }
        }
    }

    /// The screen as the cases state it: trailing spaces and blank rows at the end left out.
    static func stated(_ screen: String) -> [String] {
        var lines = screen.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    func testFzfsScreenForEachLayoutInfoHeaderBorderAndMarks() throws {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        let links = try FzfOracle.linkDirectory()
        var programs = [("popupctl as fzf", links)]
        if let real = FzfOracle.directory { programs.append(("fzf \(FzfOracle.version)", real)) }
        for testCase in Self.cases {
            let runs = try programs.map { ($0.0, try Tmux(script: "seq 100 | PATH=\(Tmux.quote($0.1)):$PATH fzf \(testCase.arguments)",
                                                          shell: "bash")) }
            for (who, tmux) in runs {
                tmux.waitFor("1")
                for key in testCase.keys {
                    if key.hasPrefix("=") { tmux.type(String(key.dropFirst())) } else { tmux.send(key) }
                }
                tmux.waitForScreen("\(who)'s screen for fzf \(testCase.arguments), keys \(testCase.keys):\n"
                                   + testCase.screen.joined(separator: "\n")) { Self.stated($0) == testCase.screen }
            }
        }
    }
}
