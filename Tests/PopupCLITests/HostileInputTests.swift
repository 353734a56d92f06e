import Foundation
import XCTest
import PopupCore
import PopupKit
@testable import PopupCLI
import PopupTestSupport

/// Hostile and odd text through the whole pipeline (argv or stdin → parser → resolver → run loop →
/// encoder → terminal bytes): nothing reaches the terminal raw, the box stays aligned, what lands
/// on the screen is the frame that was meant, and the output stays bounded.
final class HostileInputTests: XCTestCase {
    struct Case {
        var name: String
        var arguments: [String]
        var stdin: [UInt8] = []
        var size = Size(width: 80, height: 24)
        /// Bytes typed or pasted before Enter.
        var keys: [UInt8] = []
    }

    /// `text` in the title, the message and a label at once.
    static func everywhere(_ name: String, _ text: String) -> Case {
        Case(name: name, arguments: ["-t", "T\(text)t", "-m", "M\(text)m", "-b", "B\(text)b", "-b", "Other"])
    }

    static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value).map(Character.init) ?? "?") }

    static var textCases: [Case] {
        var cases: [Case] = []
        for value in UInt32(0x00)...0x1F { cases.append(everywhere("C0 \(value)", scalar(value))) }
        cases.append(everywhere("DEL", "\u{7F}"))
        for value in UInt32(0x80)...0x9F { cases.append(everywhere("C1 \(value)", scalar(value))) }
        let sequences = [
            "\u{1B}[31mred\u{1B}[0m", "\u{1B}[2J\u{1B}[H", "\u{1B}[?1049l", "\u{1B}[?25l", "\u{1B}[?1000h",
            "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\",
            "\u{1B}P+q544e\u{1B}\\", "\u{1B}_apc payload\u{1B}\\", "\u{1B}^pm\u{1B}\\", "\u{1B}Xsos\u{1B}\\",
            "\u{1B}c", "\u{1B}#8", "\u{1B}(0lqk\u{1B}(B", "\u{1B}[6n", "\u{1B}[>c", "\u{1B}[4h", "\u{1B}7\u{1B}8",
            "\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{90}q\u{9C}", "\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}[999999999999999999999A",
        ]
        for (index, sequence) in sequences.enumerated() { cases.append(everywhere("escape \(index)", sequence)) }
        let unicode: [(String, String)] = [
            ("LRE", "\u{202A}"), ("RLE", "\u{202B}"), ("PDF", "\u{202C}"), ("LRO", "\u{202D}"), ("RLO", "\u{202E}gnp.exe"),
            ("LRI", "\u{2066}"), ("RLI", "\u{2067}"), ("FSI", "\u{2068}"), ("PDI", "\u{2069}"),
            ("LRM", "\u{200E}"), ("RLM", "\u{200F}"), ("ALM", "\u{061C}"),
            ("ZWSP", "\u{200B}"), ("ZWNJ", "\u{200C}"), ("lone ZWJ", "a\u{200D}b"), ("word joiner", "\u{2060}"), ("BOM", "\u{FEFF}"),
            ("soft hyphen", "\u{AD}"), ("interlinear annotation", "\u{FFF9}x\u{FFFB}"),
            ("VS16", "\u{2714}\u{FE0F}"), ("VS15", "\u{2764}\u{FE0E}"), ("VS on a letter", "a\u{FE0F}"), ("lone VS", "\u{FE0F}"),
            ("VS17", "\u{8FBB}\u{E0100}"),
            ("tag flag", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"), ("stray tags", "a\u{E0041}\u{E0042}\u{E007F}"),
            ("LS", "one\u{2028}two"), ("PS", "one\u{2029}two"), ("NEL", "one\u{85}two"),
            ("ZWJ family", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"), ("skin tone", "\u{1F44D}\u{1F3FD}"),
            ("astronaut", "\u{1F9D1}\u{1F3FF}\u{200D}\u{1F680}"), ("flags", "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}"),
            ("lone regional indicator", "\u{1F1FA}x"), ("odd regional indicators", "\u{1F1FA}\u{1F1F8}\u{1F1EB}"),
            ("combining stack", "Z\u{0338}\u{0322}\u{031B}\u{0317}\u{0355}\u{0353}\u{033A}\u{0333}\u{0316}\u{032A}\u{0326}"),
            ("leading combining", "\u{0301}abc"), ("enclosing mark", "1\u{20E3}"), ("CJK", "日本語のテキスト"),
            ("fullwidth", "ＡＢＣ１２３"), ("hangul jamo", "\u{1100}\u{1161}\u{11A8}"), ("tabs", "a\tb\t\tc"),
            ("CR", "a\rb"), ("CRLF", "a\r\nb"), ("NUL", "a\u{0}b"), ("private use", "\u{E000}\u{F8FF}"),
            ("noncharacter", "\u{FFFE}\u{FFFF}"), ("replacement", "\u{FFFD}"), ("Arabic", "مرحبا بالعالم"),
            ("Devanagari", "क्षत्रिय"), ("Thai", "ภาษาไทย"),
            ("Hindi spacing vowels", "नमस्ते दुनिया, क्या आप फ़ाइलें हटाना चाहते हैं?"), ("Thai SARA AM", "น้ำใจ ทำงาน จำได้ กำลัง"),
            ("Lao AM", "ຄຳ"), ("long conjunct", "स्त्र"), ("Persian ZWNJ", "می\u{200C}خواهم"), ("Indic ZWJ", "क्\u{200D}ष"),
            ("unassigned", "\u{378}\u{5A06C}\u{10FFFF}"),
        ]
        for (name, text) in unicode { cases.append(everywhere(name, text)) }
        let badUTF8: [[UInt8]] = [
            [0x80], [0xBF, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xE6, 0x97], [0xC2], [0xC2, 0x9B, 0x33, 0x31, 0x6D],
        ]
        for (index, bytes) in badUTF8.enumerated() {
            cases.append(Case(name: "invalid UTF-8 \(index)", arguments: ["-m", "-", "-b", "OK"],
                              stdin: Array("before ".utf8) + bytes + Array(" after".utf8)))
        }
        cases.append(Case(name: "10 000 combining marks", arguments: ["-t", "e" + String(repeating: "\u{0301}", count: 10_000),
                                                                       "-m", "x" + String(repeating: "\u{0308}", count: 10_000), "-b", "OK"]))
        cases.append(Case(name: "100 000-character word", arguments: ["-m", String(repeating: "w", count: 100_000), "-b", "OK"]))
        cases.append(Case(name: "10 000 lines", arguments: ["-m", "-", "-b", "OK"],
                          stdin: Array((1...10_000).map { "line \($0)" }.joined(separator: "\n").utf8)))
        cases.append(Case(name: "empty strings", arguments: ["-t", "", "-m", ""]))
        cases.append(Case(name: "124 buttons", arguments: (0..<124).flatMap { ["-b", "Button \($0)"] }))
        cases.append(Case(name: "label wider than the terminal", arguments: ["-m", "x", "-b", String(repeating: "Wide", count: 80), "-b", "Short"]))
        cases.append(Case(name: "CJK label wider than the terminal", arguments: ["-b", String(repeating: "日本", count: 60)]))
        return cases
    }

    func testHostileTextNeverReachesTheTerminalRawAndTheBoxStaysAligned() throws {
        let cases = Self.textCases
        XCTAssertGreaterThan(cases.count, 150)
        for testCase in cases { try check(testCase) }
    }

    func testTenMegabyteMessage() throws {
        let paragraph = Array(String(repeating: "lorem ipsum dolor sit amet ", count: 40).utf8) + [0x0A]
        var message: [UInt8] = []
        message.reserveCapacity(10 << 20)
        while message.count < 10 << 20 { message += paragraph }
        message += Array("THE END".utf8)
        // End scrolls to the last line: the whole message was laid out, and it stays usable.
        let screen = try check(Case(name: "10 MB message", arguments: ["-m", "-", "-b", "OK"], stdin: message,
                                    keys: Array("\u{1B}[F".utf8)), comparesFrame: false)
        XCTAssertTrue(screen.lines.contains { $0.contains("THE END") }, screen.lines.joined(separator: "\n"))
        // Bounded: the message, its wrapped lines and a screen's worth of cells; measured at about
        // 80 MB for this whole test process.
        let peak = Self.peakResidentMegabytes()
        XCTAssertGreaterThan(peak, 0, "VmHWM not read")
        XCTAssertLessThan(peak, 512)
    }

    /// The process's peak resident memory (VmHWM), in megabytes.
    static func peakResidentMegabytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let fields = line.split { $0 == " " || $0 == "\t" }
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) / 1024
    }

    func testTinyAndHugeTerminals() throws {
        let inputs = [Self.everywhere("CJK", "日本語"), Self.everywhere("escape", "\u{1B}]0;x\u{07}"),
                      Case(name: "long", arguments: ["-t", "Title", "-m", String(repeating: "word ", count: 500), "--cancel", "Keep", "-d", "Delete"])]
        for size in [Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 3, height: 1), Size(width: 10, height: 3),
                     Size(width: 2000, height: 500)] {
            for var input in inputs {
                input.size = size
                input.name += " at \(size.width)×\(size.height)"
                // Too small to show the focused button and the message: Enter chooses nothing, and
                // the dialog ends only as its input does (hangup).
                try check(input, unanswered: size.width <= 10)
            }
        }
    }

    /// Typed and pasted bytes into a text field: the decoder and the line editor let none of it
    /// reach the terminal raw either.
    func testHostileKeysAndPastesIntoAField() throws {
        let inputs: [[UInt8]] = [
            Array("\u{1B}[200~\u{1B}]0;pwned\u{07}\u{1B}[31mred\u{9B}2J\u{202E}rtl\u{0}nul\u{1B}[201~".utf8),
            Array("\u{1B}[200~line one\r\nline two\ttab\u{1B}[201~".utf8),
            [0xC2, 0x9B, 0x32, 0x4A, 0xFF, 0xFE, 0x80, 0xE2, 0x80, 0xAE, 0x61],
            Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "z"), count: 100_000) + Array("\u{1B}[201~".utf8),
            Array("\u{1B}[200~日本語\u{200B}\u{1F469}\u{200D}\u{1F469}\u{1B}[201~".utf8),
            Self.controlKeys,
        ]
        for (index, keys) in inputs.enumerated() {
            try check(Case(name: "field input \(index)", arguments: ["-i", "Name", "-b", "OK"], keys: keys), comparesFrame: false)
        }
    }

    /// Every C0 control typed, but those that end or stop the dialog (Enter, Esc, Ctrl-C, Ctrl-\\, Ctrl-Z).
    static var controlKeys: [UInt8] {
        let ending: Set<UInt8> = [0x0A, 0x0D, 0x1B, 0x03, 0x1C, 0x1A]
        return (UInt8(0)..<UInt8(32)).filter { !ending.contains($0) }
    }

    /// Replies a terminal volunteers (focus, device attributes, cursor position, colours, mode
    /// reports) arrive while a field has focus: none of it becomes text, and the dialog carries on.
    func testUnsolicitedRepliesTypeNothing() {
        let replies = "\u{1B}[I\u{1B}[O\u{1B}[?62;22c\u{1B}[>0;95;0c\u{1B}[12;40R\u{1B}[0n\u{1B}[?2004;1$y\u{1B}[?1u"
            + "\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}_Gi=1;OK\u{1B}\\"
        let io = MemoryIO.drawing(script: [.text(replies), .text("\r")])
        XCTAssertEqual(io.run(["-i", "Name", "-b", "OK"]), 0)
        XCTAssertEqual(io.stdout, "\n")
    }

    /// Keys arriving a byte at a time over a slow link, 200 ms apart (but for the ESC that starts
    /// each sequence, which cannot wait that long without being the Esc key): the arrows move the
    /// cursor and no digit, semicolon or letter of a sequence lands in the field.
    func testSlowSequencesLeakNothingIntoAField() {
        var script: [MemoryTerminal.Step] = []
        for byte in Array("ab\u{1B}[1;5D\u{1B}[3~\u{1B}[<0;2;2M\u{1B}[<0;2;2m日\u{1B}[200~p\u{1B}[201~".utf8) {
            script.append(.bytes([byte]))
            script.append(.wait(byte == 0x1B ? 0.01 : 0.2))
        }
        script.append(.text("\r"))
        let io = MemoryIO.drawing(script: script)
        XCTAssertEqual(io.run(["-i", "Name", "-b", "OK", "--no-escape", "--no-tap-dismiss"]), 0)
        // Ctrl-Left goes to the word start, Delete removes "a", the click is outside the field.
        XCTAssertEqual(io.stdout, "日pb\n")
    }

    /// A label that differs from another only by an invisible character must not look the same.
    func testLookalikeLabelsLookDifferent() throws {
        for invisible in ["\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}", "\u{202E}", "\u{E0041}", "\u{AD}"] {
            let io = MemoryIO.drawing()
            XCTAssertEqual(io.run(["-m", "Which?", "-b", "Delete", "-b", "Del\(invisible)ete"]), 0)
            let screen = render(io)
            let labels = screen.lines.flatMap { line in
                line.components(separatedBy: "[ ").dropFirst().compactMap { $0.components(separatedBy: " ]").first }
            }
            XCTAssertEqual(labels.count, 2, "\(screen.lines)")
            XCTAssertNotEqual(labels.first, labels.last, "U+\(String(invisible.unicodeScalars.first!.value, radix: 16)) hid")
        }
    }

    // MARK: checking

    private func render(_ io: MemoryIO) -> TerminalScreen {
        var screen = TerminalScreen(width: io.terminal!.size.width, height: io.terminal!.size.height)
        screen.feed(io.terminal!.output)
        return screen
    }

    @discardableResult
    private func check(_ testCase: Case, comparesFrame: Bool = true, unanswered: Bool = false,
                       file: StaticString = #filePath, line: UInt = #line) throws -> TerminalScreen {
        let script: [MemoryTerminal.Step] = (testCase.keys.isEmpty ? [] : [.bytes(testCase.keys)]) + [.text("\r")]
        let io = MemoryIO.drawing(size: testCase.size, script: script, stdin: testCase.stdin)
        let status = io.run(testCase.arguments)
        let name = testCase.name
        XCTAssertEqual(io.stderr, "", name, file: file, line: line)
        XCTAssertTrue(unanswered ? status == 129 : (0...123).contains(status), "\(name): status \(status)", file: file, line: line)
        let output = io.terminal!.output
        XCTAssertEqual(TerminalOutputAudit.violations(output), [], name, file: file, line: line)
        // Bounded: a full frame per screen cell costs at most a move, a pen change and a 4-byte cluster.
        let cells = testCase.size.width * testCase.size.height
        XCTAssertLessThan(output.count, 2 * (cells * 48 + 4096), "\(name): \(output.count) bytes", file: file, line: line)

        let screen = render(io)
        // The leave sequence does not erase in the model; what is left is the last frame.
        if comparesFrame {
            let dialog = try DialogResolver.resolve(InvocationBuilder.build(testCase.arguments),
                                                    io: MemoryIO.drawing(stdin: testCase.stdin))
            // A screen wider than any drawn on is drawn on as far as the widest one goes.
            let margin = String(repeating: " ", count: testCase.size.width - testCase.size.clampedToScreen.width)
            let expected = Popup(dialog).preview(size: testCase.size).lines().map { $0 + margin }
            XCTAssertEqual(screen.lines, expected, "\(name): the screen is not the frame meant", file: file, line: line)
        }
        assertBoxAligned(screen, name, file: file, line: line)
        return screen
    }

    /// Every row of the box starts and ends with a border cell, in the same two columns.
    private func assertBoxAligned(_ screen: TerminalScreen, _ name: String, file: StaticString, line: UInt) {
        guard let top = screen.rows.firstIndex(where: { $0.contains("╭") }),
              let left = screen.rows[top].firstIndex(of: "╭"),
              let right = screen.rows[top].firstIndex(of: "╮") else { return }
        guard let bottom = screen.rows.indices.first(where: { $0 > top && screen.rows[$0][left] == "╰" }) else {
            XCTFail("\(name): no bottom-left corner under column \(left)", file: file, line: line)
            return
        }
        XCTAssertEqual(screen.rows[bottom][right], "╯", "\(name): bottom-right corner", file: file, line: line)
        for row in (top + 1)..<bottom {
            XCTAssertEqual(screen.rows[row][left], "│", "\(name): left edge, row \(row)", file: file, line: line)
            XCTAssertTrue(["│", "┃", "▲", "▼"].contains(screen.rows[row][right]),
                          "\(name): right edge, row \(row): '\(screen.rows[row][right])'", file: file, line: line)
        }
    }
}
