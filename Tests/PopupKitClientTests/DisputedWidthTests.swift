import XCTest
import PopupKit
import PopupTestSupport

/// Issue 17: whatever width a terminal gives an emoji sequence, a flag, a modifier or a combining
/// cluster, nothing else on the screen moves. Each test runs the whole session and replays every
/// write on terminals that split text as popupctl does, per code point (VTE, xterm) and as tmux
/// does, and as an emulator of Unicode 8 does; after each write they must agree everywhere but in the disputed clusters' own cells.
final class DisputedWidthTests: XCTestCase {
    static let title = "幅の広いタイトル"
    static let message = "家族 👨‍👩‍👧‍👦 flags 🇯🇵🇫🇷 skin 👍🏽 heart ❤️ 漢字かな交じり文 Indic क्षि é"
    private let size = Size(width: 80, height: 24)

    private var issueDialog: Dialog {
        Dialog(title: Self.title, message: Self.message).button("はい").button("いいえ")
    }

    func testTheIssuesDialogStaysSquareInEveryStyleAndTransition() throws {
        for style in DialogStyle.allCases {
            for exit in [ExitTransition.none, .fadeOut, .zoomOut] {
                var dialog = issueDialog.style(style)
                dialog.exitTransition = exit
                let script: [MemoryTerminal.Step] = [.wait(0.5), .text("\t"), .wait(0.05), .bytes([0x0C]), .wait(0.05),
                                                     .resize(Size(width: 70, height: 20)), .wait(0.05), .text("\r"), .wait(0.5)]
                try assertSquare(dialog, script: script, "\(style) \(exit)")
            }
        }
    }

    func testEveryEntryTransitionAndInlineMode() throws {
        for transition in Transition.allCases {
            var dialog = issueDialog
            dialog.transition = transition
            try assertSquare(dialog, script: [.wait(0.5), .text("\r")], "\(transition)")
        }
        var inline = Presentation(colorDepth: .ansi256)
        inline.inline = true
        try assertSquare(issueDialog, presentation: inline, script: [.wait(0.5), .text("\t"), .text("\r")], "inline")
    }

    func testTitlesAndButtonsWithTheText() throws {
        let dialog = Dialog(title: "👨‍👩‍👧‍👦 🇯🇵 क्षि", message: "👍🏽👍🏽👍🏽 e\u{301}")
            .button("👨‍👩‍👧‍👦 家族").button("🇫🇷 skin 👍🏽", role: .cancel).button("❤️ é", role: .destructive)
        try assertSquare(dialog, script: [.wait(0.5), .text("\t"), .text("\t"), .text("\u{1B}[D"), .text("\r")], "buttons")
        var narrow = dialog
        narrow.axis = .vertical
        try assertSquare(narrow, script: [.wait(0.5), .text("\t"), .text("\r")], "vertical buttons")
    }

    /// A field being edited with the text: the box stays square, and the terminal's cursor stands
    /// where popupctl means it to on every terminal.
    func testAFieldBeingEditedKeepsItsBoxAndItsCursor() throws {
        let dialog = Dialog(title: Self.title).field("Name", value: Self.message).button("OK")
        let left = MemoryTerminal.Step.text("\u{1B}[D")
        let script: [MemoryTerminal.Step] = [.wait(0.5), .text("👨‍👩‍👧‍👦"), left, left, left, .text("क्षि"), .text("\u{1B}[H"),
                                             .text("🇯🇵"), .text("👍"), .text("\u{7F}"), .text("\u{1B}[F"), .text("x"), .text("\r")]
        try assertSquare(dialog, script: script, "field", checksCursor: true)
        // A terminal that draws 👍 one column wide must not keep the b beside it.
        let ascii = Dialog(title: "abc").field("Name", value: "abc").button("OK")
        try assertSquare(ascii, script: [.wait(0.5), .text("\u{1B}[H"), .text("👍"), .text("\r")], "narrower", checksCursor: true)
    }

    /// A list of items with the text, as a menu and as a checklist: moving the cursor, checking,
    /// filtering and scrolling redraw rows of disputed clusters.
    func testAListOfItemsWithTheText() throws {
        let words = Self.message.split(separator: " ").map(String.init)
        let lines = words.indices.map { "\($0) " + words[$0...].prefix(4).joined(separator: " ") }
        for selection in [ListSpec.Selection.single, .multiple] {
            var dialog = Dialog(title: Self.title, message: "👨‍👩‍👧‍👦")
            dialog.list = ListSpec(items: ItemStore(lines: lines), selection: selection, preferredRows: 5)
            let down = MemoryTerminal.Step.text("\u{1B}[B")
            let script: [MemoryTerminal.Step] = [.wait(0.5), down, down, .text(" "), down, down, down, down, .text(" "),
                                                 .text("\u{1B}[A"), .text("f"), .text("\u{7F}"), .text("\r")]
            try assertSquare(dialog, script: script, "list \(selection)")
        }
    }

    /// The model itself: per code point, the family is four wide cells; in tmux, the fourth
    /// emoji does not fit the first cell and takes one of its own. Without the encoder's help,
    /// both would push the border right.
    /// `--no-wait` (and whiptail's infobox) draws once and returns: auto-wrap, turned off for a
    /// cluster of disputed width, must be on again when it does, or the shell's lines stop wrapping.
    func testADialogDrawnOnceLeavesAutoWrapOn() throws {
        let terminal = MemoryTerminal(size: size, script: [])
        try Popup(issueDialog, presentation: Presentation(colorDepth: .ansi256)).show(on: terminal)
        let text = terminal.outputText
        let off = try XCTUnwrap(text.range(of: "\u{1B}[?7l", options: .backwards), "the disputed clusters turn auto-wrap off")
        XCTAssertNotNil(text.range(of: "\u{1B}[?7h", range: off.upperBound..<text.endIndex), "auto-wrap left off")
    }

    func testTheModelsDisagreeWithPopupctlAsTerminalsDo() {
        let family = "👨‍👩‍👧‍👦|"
        var perCodePoint = TerminalScreen(width: 20, height: 1, clustering: .perCodePoint)
        perCodePoint.feed(Array(family.utf8))
        XCTAssertEqual(perCodePoint.cursor.x, 9)
        var tmux = TerminalScreen(width: 20, height: 1, clustering: .tmux)
        tmux.feed(Array(family.utf8))
        XCTAssertEqual(tmux.cursor.x, 5)
        var clusters = TerminalScreen(width: 20, height: 1, clustering: .clusters)
        clusters.feed(Array(family.utf8))
        XCTAssertEqual(clusters.cursor.x, 3)
        var unicode8 = TerminalScreen(width: 20, height: 1, clustering: .unicode8)
        unicode8.feed(Array("👍|".utf8))
        XCTAssertEqual(unicode8.cursor.x, 2)
    }

    // MARK: helpers

    private func assertSquare(_ dialog: Dialog, presentation: Presentation = Presentation(colorDepth: .truecolor),
                              script: [MemoryTerminal.Step], _ label: String, checksCursor: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let terminal = MemoryTerminal(size: size, script: script)
        _ = try Popup(dialog, presentation: presentation).run(on: terminal)
        // A resize to a smaller size is replayed on the first size's grid: every frame after it
        // clears the whole screen, and the box is far from the edges.
        var reference = TerminalScreen(width: size.width, height: size.height, clustering: .clusters)
        var others = [TerminalScreen(width: size.width, height: size.height, clustering: .perCodePoint),
                      TerminalScreen(width: size.width, height: size.height, clustering: .tmux),
                      TerminalScreen(width: size.width, height: size.height, clustering: .unicode8)]
        var sawDisputed = false
        for (number, bytes) in terminal.writes.enumerated() {
            reference.feed(bytes)
            for index in others.indices {
                others[index].feed(bytes)
                let disputed = disputedColumns(reference)
                sawDisputed = sawDisputed || !disputed.isEmpty
                let context = "\(label), write \(number), \(others[index].clustering)"
                XCTAssertEqual(rightBorders(reference), rightBorders(others[index]), "right borders moved: \(context)\n"
                               + others[index].lines.joined(separator: "\n"), file: file, line: line)
                for y in 0..<reference.height {
                    for x in 0..<reference.width {
                        let expected = reference.rows[y][x]
                        let shown = others[index].rows[y][x]
                        let fits = disputed[y * reference.width + x].map { shown.isPart(of: $0) } ?? (shown == expected)
                        if !fits {
                            XCTFail("cell \(x),\(y) is \(shown): \(context)\n" + others[index].lines.joined(separator: "\n"),
                                    file: file, line: line)
                            return
                        }
                    }
                }
                if checksCursor {
                    XCTAssertTrue(reference.cursor == others[index].cursor, "cursor: \(context)", file: file, line: line)
                }
            }
        }
        XCTAssertTrue(sawDisputed, "\(label): the test shows no disputed cluster", file: file, line: line)
    }

    /// The disputed clusters of the reference screen by the columns they take (y * width + x).
    private func disputedColumns(_ screen: TerminalScreen) -> [Int: String] {
        var columns: [Int: String] = [:]
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen.rows[y][x]
                guard cell.width > 0, let character = cell.text.first, cell.text.count == 1,
                      !WidthAgreement.isSettled(character) else { continue }
                for column in x..<(x + cell.width) { columns[y * screen.width + column] = cell.text }
            }
        }
        return columns
    }

    /// Each row's rightmost border glyph column, or -1.
    private func rightBorders(_ screen: TerminalScreen) -> [Int] {
        let glyphs: Set<String> = ["│", "╮", "╯", "┐", "┘", "|", "+"]
        return screen.rows.map { row in row.lastIndex { glyphs.contains($0.text) } ?? -1 }
    }
}

extension TerminalScreen.Cell {
    /// In a disputed cluster's columns a terminal may show the cluster or a piece of it, the rest
    /// of a wide cell, or a blank: never text that was there before.
    func isPart(of cluster: String) -> Bool {
        width == 0 || text == " " || text.unicodeScalars.allSatisfy { cluster.unicodeScalars.contains($0) }
    }
}
