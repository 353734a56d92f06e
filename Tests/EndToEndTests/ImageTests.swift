import Foundation
import XCTest

/// A picture at the top of a dialog in a real terminal: the colours tmux holds in each cell.
final class ImageTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private struct ScreenCell: Equatable {
        var character: Character
        var foreground: String
        var background: String
    }

    /// A binary PPM, 40×10: the top five rows red, the bottom five blue.
    private func twoColourImage() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-image-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var bytes = Array("P6\n40 10\n255\n".utf8)
        for y in 0..<10 {
            for _ in 0..<40 { bytes += y < 5 ? [255, 0, 0] : [0, 0, 255] }
        }
        let url = directory.appendingPathComponent("two colours.ppm")
        try Data(bytes).write(to: url)
        return url
    }

    /// Reads `capture-pane -e` output into cells with the colours in force at each: "38;2;255;0;0",
    /// "38;5;196", "" for the default.
    private func cells(_ capture: String) -> [[ScreenCell]] {
        var rows: [[ScreenCell]] = [[]]
        var foreground = ""
        var background = ""
        var characters = capture[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\n" {
                rows.append([])
            } else if character == "\u{1B}", characters.first == "[" {
                let body = characters.dropFirst().prefix { !$0.isLetter }
                characters = characters.dropFirst(body.count + 2)
                var codes = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                while !codes.isEmpty {
                    let code = codes.removeFirst()
                    switch code {
                    case 0:
                        foreground = ""
                        background = ""
                    case 38, 48:
                        let count = codes.first == 2 ? 4 : 2
                        let color = ([code] + codes.prefix(count)).map(String.init).joined(separator: ";")
                        codes = Array(codes.dropFirst(count))
                        if code == 38 { foreground = color } else { background = "4" + color.dropFirst() }
                    case 39: foreground = ""
                    case 49: background = ""
                    default: break
                    }
                }
            } else {
                rows[rows.count - 1].append(ScreenCell(character: character, foreground: foreground, background: background))
            }
        }
        return rows
    }

    func testTwoColourPictureAtTheTopOfTheBox() throws {
        let image = try twoColourImage()
        defer { try? FileManager.default.removeItem(at: image.deletingLastPathComponent()) }
        let depths: [(environment: [String: String], red: String, blue: String)] = [
            (["COLORTERM": "truecolor"], "2;255;0;0", "2;0;0;255"),
            (["TERM": "screen-256color"], "5;196", "5;21"),
        ]
        for depth in depths {
            let run = try DialogRun("--image \(Tmux.quote(image.path)) -t Colours -b OK --width 40", environment: depth.environment)
            let capture = run.tmux.waitForScreen(escapes: true, "the picture") { $0.contains("Colours") && $0.contains("▀") }
            let screen = cells(capture)
            guard let top = screen.firstIndex(where: { $0.contains { $0.character == "╭" } }),
                  let left = screen[top].firstIndex(where: { $0.character == "╭" }) else {
                XCTFail("no box:\n\(capture)")
                continue
            }
            let red = ("38;" + depth.red, "48;" + depth.red)
            let blue = ("38;" + depth.blue, "48;" + depth.blue)
            let mixed = ("38;" + depth.red, "48;" + depth.blue)
            // 38 columns inside the border: ⌈38 · 10 / 40 / 2⌉ = 5 rows, 10 pixel rows, pixel row 4
            // the last red one: so the third row is red over blue.
            let expected = [red, red, mixed, blue, blue]
            for (offset, colours) in expected.enumerated() {
                let row = screen[top + 1 + offset]
                XCTAssertEqual(row[left].character, "│")
                XCTAssertEqual(row[left + 39].character, "│", "the picture fills the inside of the border")
                for cell in row[(left + 1)...(left + 38)] {
                    XCTAssertEqual(cell, ScreenCell(character: "▀", foreground: colours.0, background: colours.1),
                                   "\(depth.environment) row \(offset)")
                }
            }
            let titleRow = screen.firstIndex { String($0.map(\.character)).contains("Colours") }
            XCTAssertEqual(titleRow, top + 1 + 5 + 1, "the title under the picture and the padding")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0)
            XCTAssertEqual(run.stderr, "")
            run.assertTerminalRestored()
        }
    }

    func testNoColourLeavesThePictureOut() throws {
        let image = try twoColourImage()
        defer { try? FileManager.default.removeItem(at: image.deletingLastPathComponent()) }
        let run = try DialogRun("--image \(Tmux.quote(image.path)) -t Colours -b OK --no-color")
        let screen = run.tmux.waitFor("Colours")
        XCTAssertFalse(screen.contains("▀"))
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }
}
