import PopupKit
import XCTest

/// The picture in the run loop, byte by byte: half blocks in the frame, or the terminal's image
/// protocol after it, and the picture taken away on the way out.
final class ImageSessionTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    private func dialog(fields: [TextField] = []) -> Dialog {
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for _ in 0..<16 { pixels += y < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return Dialog(title: "Picture", message: "Above the title.", buttons: [Button("OK")], fields: fields,
                      image: RGBAImage(width: 16, height: 8, pixels: pixels))
    }

    /// `moving`: the entry transition and the shake play (the script waits them out).
    private func run(_ dialog: Dialog, _ imageProtocol: ImageProtocol, depth: ColorDepth = .truecolor, inline: Bool = false,
                     moving: Bool = false, script: [MemoryTerminal.Step]) throws -> MemoryTerminal {
        let terminal = MemoryTerminal(size: screen, script: script)
        var presentation = Presentation(colorDepth: depth, inline: inline, reducedMotion: !moving, imageProtocol: imageProtocol)
        presentation.queriesBackground = false
        _ = try Popup(dialog, presentation: presentation).run(on: terminal)
        return terminal
    }

    /// Where the picture is; `refused`: with the fields' reasons shown under them (after a refusal).
    private func area(_ dialog: Dialog, on size: Size, refused: Bool = false) -> Rect? {
        var state = DialogState(dialog: dialog, reducedMotion: true)
        if refused { state.fields = state.fields.map { var field = $0; field.error = "required"; return field } }
        return Layout.compute(dialog, state: state, screen: size, theme: .standard, imageRowLimit: size.height / 3).image
    }

    private func count(_ text: String, in output: String) -> Int { output.components(separatedBy: text).count - 1 }

    /// The row (1-based) of the last cursor move before `text` in the output.
    private func row(of text: String, in output: String) -> Int? {
        guard let found = output.range(of: text) else { return nil }
        for sequence in output[..<found.lowerBound].components(separatedBy: "\u{1B}[").reversed() {
            let parts = sequence.split(separator: ";", maxSplits: 1)
            if parts.count == 2, let row = Int(parts[0]), parts[1].prefix(while: \.isNumber).count > 0,
               parts[1].drop(while: \.isNumber).hasPrefix("H") {
                return row
            }
        }
        return nil
    }

    /// Every APC is closed by ST before anything else starts, and all use one image number.
    private func assertWellFormedKitty(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let commands = output.components(separatedBy: "\u{1B}_G").dropFirst()
        XCTAssertFalse(commands.isEmpty, file: file, line: line)
        var ids = Set<String>()
        for command in commands {
            guard let end = command.range(of: "\u{1B}\\") else { XCTFail("unterminated: \(command.prefix(40))", file: file, line: line); continue }
            let body = command[..<end.lowerBound]
            XCTAssertFalse(body.contains("\u{1B}"), "escape inside a command", file: file, line: line)
            if let id = body.split(separator: ";")[0].split(separator: ",").first(where: { $0.hasPrefix("i=") }) { ids.insert(String(id)) }
        }
        XCTAssertEqual(ids.count, 1, "one image number: \(ids)", file: file, line: line)
        return ids.first
    }

    func testALibraryDecodesAFileAndShowsIt() throws {
        // A 2×2 binary PGM: white over black.
        let image = try ImageDecoder.decode(Array("P5 2 2 255\n".utf8) + [255, 255, 0, 0])
        let built = Dialog(title: "Contrast").image(image).button("OK")
        let preview = Popup(built, presentation: Presentation(colorDepth: .truecolor)).preview(size: Size(width: 60, height: 24))
        guard let row = preview.lines().firstIndex(where: { $0.contains("▀") }),
              let column = preview.lines()[row].firstIndex(of: "▀") else { return XCTFail("no picture") }
        let x = preview.lines()[row].distance(from: preview.lines()[row].startIndex, to: column)
        XCTAssertEqual(preview[x, row].style, CellStyle(foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255)))
        let last = preview.lines().lastIndex { $0.contains("▀") } ?? row
        XCTAssertEqual(preview[x, last].style, CellStyle(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0)))
        let mono = Popup(built, presentation: Presentation(colorDepth: .none)).preview(size: Size(width: 60, height: 24))
        XCTAssertFalse(mono.lines().contains { $0.contains("▀") }, "no colour, no picture")
        XCTAssertThrowsError(try ImageDecoder.decode(Array("GIF89a".utf8))) { error in
            XCTAssertEqual(error as? ImageError, .notAnImage)
        }
    }

    func testKittySendsThePictureOnceAndPlacesItOverItsCells() throws {
        let dialog = dialog()
        let smaller = Size(width: 70, height: 21)
        let terminal = try run(dialog, .kitty, script: [.wait(0.1), .resize(smaller), .wait(0.1), .text("\r")])
        let output = terminal.outputText
        guard let id = assertWellFormedKitty(output), let first = area(dialog, on: screen),
              let second = area(dialog, on: smaller) else { return XCTFail("no picture") }

        XCTAssertEqual(count("a=t,", in: output), 2, "sent at the start and again after the resize cleared the screen")
        for placed in [first, second] {
            let move = "\u{1B}[\(placed.y + 1);\(placed.x + 1)H"
            XCTAssertTrue(output.contains(move + "\u{1B}_Ga=p,\(id),p=1,c=\(placed.width),r=\(placed.height),C=1,q=2\u{1B}\\"),
                          "placed at \(placed)")
        }
        XCTAssertFalse(count("▀", in: output) > 0, "no half blocks under the real picture")

        // The way out: the picture deleted (data too), then the modes turned off, and nothing after.
        let removal = "\u{1B}_Ga=d,d=I,\(id),q=2\u{1B}\\"
        guard let deleted = output.range(of: removal, options: .backwards),
              let left = output.range(of: "\u{1B}[?1049l", options: .backwards) else { return XCTFail("no clean-up") }
        XCTAssertLessThan(deleted.lowerBound, left.lowerBound)
        XCTAssertFalse(output[deleted.upperBound...].contains("\u{1B}_G"))
        XCTAssertTrue(output.hasSuffix("\u{1B}[?1049l"))
    }

    func testKittyMovesThePlacementWhileTheBoxShakes() throws {
        let dialog = dialog(fields: [TextField(placeholder: "Name", isRequired: true)])
        let terminal = try run(dialog, .kitty, moving: true,
                               script: [.wait(2), .text("\r"), .wait(1), .bytes([0x1B]), .wait(0.1)])
        let output = terminal.outputText
        _ = assertWellFormedKitty(output)
        XCTAssertEqual(count("a=t,", in: output), 1, "moving needs no new pixels")
        XCTAssertGreaterThanOrEqual(count("a=p,", in: output), 4, "placed again as the box moves")
        XCTAssertEqual(count("\u{1B}[2J", in: output), 1, "no full redraws")
    }

    func testITermWaitsForTheShakeToEndThenRedrawsAndSendsAgain() throws {
        let dialog = dialog(fields: [TextField(placeholder: "Name", isRequired: true)])
        let terminal = try run(dialog, .iterm, moving: true,
                               script: [.wait(2), .text("\r"), .wait(1), .bytes([0x1B]), .wait(0.1)])
        let sends = terminal.writes.map { String(decoding: $0, as: UTF8.self) }.filter { $0.contains("\u{1B}]1337;File=") }
        XCTAssertEqual(sends.count, 2, "once when the entry has settled, once when the shake has")
        for (index, send) in sends.enumerated() {
            // The second time, the refusal's reason under the field may have moved the box.
            guard let placed = area(dialog, on: screen, refused: index == 1) else { return XCTFail("no picture") }
            XCTAssertEqual(count("\u{1B}]1337;File=", in: send), 1)
            guard let image = send.range(of: "\u{1B}7\u{1B}]1337;File=inline=1;") else {
                XCTFail("no picture")
                continue
            }
            if index == 1 {
                // The shake drew over the picture: a full frame wipes what is left of it first.
                XCTAssertLessThan(send.range(of: "\u{1B}[2J")?.lowerBound ?? send.endIndex, image.lowerBound)
            }
            XCTAssertTrue(send[..<image.lowerBound].hasSuffix("\u{1B}[\(placed.y + 1);\(placed.x + 1)H"))
            XCTAssertTrue(send.contains("width=\(placed.width);height=\(placed.height);preserveAspectRatio=0;doNotMoveCursor=1:"))
            XCTAssertTrue(send.contains("\u{07}\u{1B}8"), "the cursor is put back")
        }
        let shaking = terminal.writes.map { String(decoding: $0, as: UTF8.self) }.filter { !$0.contains("]1337;") }
        XCTAssertGreaterThan(shaking.count, 3, "frames drawn while it shook, without the picture")
    }

    func testBlocksDrawTheColoursInTheFrame() throws {
        let truecolor = try run(dialog(), .blocks, script: [.wait(0.05), .text("\r")]).outputText
        XCTAssertTrue(truecolor.contains("\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀") ||
                      truecolor.contains("38;2;255;0;0;48;2;255;0;0m▀"))
        XCTAssertTrue(truecolor.contains("48;2;0;0;255m▀"))
        XCTAssertFalse(truecolor.contains("\u{1B}_G") || truecolor.contains("]1337;"))
        let indexed = try run(dialog(), .blocks, depth: .ansi256, script: [.wait(0.05), .text("\r")]).outputText
        XCTAssertTrue(indexed.contains("38;5;196") && indexed.contains("48;5;21"))
        XCTAssertFalse(indexed.contains("38;2;"))
    }

    func testNoColourOrNoProtocolLeavesThePictureOut() throws {
        for (imageProtocol, depth) in [(ImageProtocol.none, ColorDepth.truecolor), (.kitty, .none), (.blocks, .none)] {
            let output = try run(dialog(), imageProtocol, depth: depth, script: [.wait(0.05), .text("\r")]).outputText
            XCTAssertFalse(output.contains("▀") || output.contains("\u{1B}_G") || output.contains("]1337;"), "\(imageProtocol) \(depth)")
            var plain = dialog()
            plain.image = nil
            let titleRow = Layout.compute(plain, state: DialogState(dialog: plain, reducedMotion: true), screen: screen, theme: .standard).titleTop
            XCTAssertEqual(row(of: "Picture", in: output), titleRow + 1, "laid out as if there were no picture")
        }
    }

    func testInlineKittyDeletesThePictureBeforeErasingItsRows() throws {
        let output = try run(dialog(), .kitty, inline: true, script: [.wait(0.05), .text("\r")]).outputText
        guard let id = assertWellFormedKitty(output) else { return }
        guard let deleted = output.range(of: "\u{1B}_Ga=d,d=I,\(id),q=2\u{1B}\\", options: .backwards),
              let erased = output.range(of: "\u{1B}[J", options: .backwards) else { return XCTFail("no clean-up") }
        XCTAssertLessThan(deleted.lowerBound, erased.lowerBound)
    }
}
