import Foundation
import XCTest

/// Colour depth as a real terminal receives it (tmux re-encodes what it was sent, so this shows
/// what actually took effect), and a focused button that shows without colour.
final class ColorDepthEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let command = "-m 'Which one?' --cancel Keep -d Delete -b Other"

    /// SGR colour parameters in a capture: 30–37, 90–97, 38;… and their backgrounds.
    private func colours(_ capture: String) -> [String] {
        var found: [String] = []
        for piece in capture.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = piece.firstIndex(of: "m") else { continue }
            for code in piece[..<end].split(separator: ";") {
                if let value = Int(code), (30...38).contains(value) || (40...48).contains(value) || (90...107).contains(value) {
                    found.append(String(code))
                }
            }
        }
        return found
    }

    func testNoColourKeepsTheFocusVisibleByReverseVideo() throws {
        for (extra, environment) in [("", ["NO_COLOR": "1"]), (" --no-color", [:])] {
            let run = try DialogRun(command + extra, environment: environment)
            let capture = run.tmux.waitForScreen(escapes: true, "the dialog") { $0.contains("( Keep )") }
            XCTAssertEqual(colours(capture), [], "no colour at all (\(environment)\(extra))")
            let row = capture.components(separatedBy: "\n").first { $0.contains("( Keep )") } ?? ""
            let before = row.components(separatedBy: "( Keep )")[0]
            XCTAssertTrue(before.contains("\u{1B}[7m") || before.contains(";7m"), "the focused button in reverse video: \(row.debugDescription)")
            let other = capture.components(separatedBy: "\n").first { $0.contains("< Delete >") } ?? ""
            XCTAssertFalse(other.contains("7m"), "only the focused one: \(other.debugDescription)")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0)
        }
    }

    func testColourDepthsReachTheTerminal() throws {
        let sixteen = try DialogRun(command)
        let capture = sixteen.tmux.waitForScreen(escapes: true, "the dialog") { $0.contains("( Keep )") }
        XCTAssertTrue(colours(capture).contains("31"), "red destructive button in 16 colours: \(colours(capture))")
        XCTAssertFalse(colours(capture).contains("38"))
        sixteen.tmux.send("Enter")
        XCTAssertEqual(sixteen.status(), 0)
    }
}
