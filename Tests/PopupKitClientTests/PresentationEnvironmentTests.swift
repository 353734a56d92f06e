import XCTest
import PopupKit
#if canImport(Glibc)
import Glibc
#endif

/// The environment is an input: a popup given no presentation takes colour and motion from the
/// terminal it is shown on, as it is shown; a memory terminal has its own, never the process's.
final class PresentationEnvironmentTests: XCTestCase {
    private let dialog = Dialog(title: "Hi", message: "There", buttons: [Button("OK")])

    func testWhatIsLeftToTheTerminalIsReadFromItsEnvironment() {
        let resolved = Presentation.automatic.resolved(environment: ["NO_COLOR": "1", "POPUPCTL_REDUCE_MOTION": "1",
                                                                    "TERM_PROGRAM": "WezTerm", "LANG": "de_DE.ISO-8859-1"])
        XCTAssertEqual(resolved.colorDepth, ColorDepth.none)
        XCTAssertTrue(resolved.reducedMotion)
        XCTAssertEqual(resolved.imageProtocol, .iterm)
        XCTAssertEqual(resolved.charset, .latin1)
        XCTAssertFalse(resolved.followsTerminal, "resolved once, for good")
        XCTAssertEqual(Presentation.automatic.resolved(environment: ["COLORTERM": "truecolor"]).colorDepth, .truecolor)
        XCTAssertEqual(Presentation.automatic.resolved(environment: [:]), Presentation(), "no environment: the defaults")
    }

    func testWhatWasSetStaysAsSet() {
        var presentation = Presentation.automatic
        presentation.colorDepth = .ansi256
        presentation.inline = true
        XCTAssertTrue(presentation.followsTerminal, "motion, pictures and characters are still the terminal's")
        let resolved = presentation.resolved(environment: ["NO_COLOR": "1", "POPUPCTL_REDUCE_MOTION": "1"])
        XCTAssertEqual(resolved.colorDepth, .ansi256)
        XCTAssertTrue(resolved.inline)
        XCTAssertTrue(resolved.reducedMotion)
        let explicit = Presentation(colorDepth: .ansi16)
        XCTAssertFalse(explicit.followsTerminal)
        XCTAssertEqual(explicit.resolved(environment: ["NO_COLOR": "1", "POPUPCTL_REDUCE_MOTION": "1"]), explicit)
    }

    func testAPopupGivenNoPresentationFollowsItsTerminal() throws {
        // Colour on: the terminal is asked for its background. NO_COLOR: it is not, and nothing is coloured.
        let coloured = MemoryTerminal(script: [.wait(1), .text("\r")])
        _ = try Popup(dialog).run(on: coloured)
        XCTAssertTrue(coloured.outputText.contains("\u{1B}]11;?"))
        let plain = MemoryTerminal(environment: ["NO_COLOR": "1"], script: [.wait(1), .text("\r")])
        _ = try Popup(dialog).run(on: plain)
        XCTAssertFalse(plain.outputText.contains("\u{1B}]11;?"))
        XCTAssertFalse(colourCodes(coloured.outputText).isEmpty)
        XCTAssertTrue(plain.outputText.contains("There"), "drawn")
        XCTAssertEqual(colourCodes(plain.outputText), [], "nothing coloured")
    }

    /// The colour codes (foreground, background) the SGR sequences in `text` set.
    private func colourCodes(_ text: String) -> [Int] {
        var codes: [Int] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { !$0.isNumber && $0 != ";" }) else { break }
            if after[end] == "m" {
                let colour = after[..<end].split(separator: ";").compactMap { Int($0) }
                    .filter { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }
                codes += colour
            }
            rest = after[end...]
        }
        return codes
    }

    func testAMemoryTerminalNeverReadsTheProcessEnvironment() throws {
        let saved = getenv("NO_COLOR").map { String(cString: $0) }
        setenv("NO_COLOR", "1", 1)
        defer { if let saved { setenv("NO_COLOR", saved, 1) } else { unsetenv("NO_COLOR") } }
        let terminal = MemoryTerminal(script: [.wait(1), .text("\r")])
        _ = try Popup(dialog).run(on: terminal)
        XCTAssertTrue(terminal.outputText.contains("\u{1B}]11;?"), "colour, whatever this process's NO_COLOR says")
        XCTAssertFalse(colourCodes(terminal.outputText).isEmpty)
        let progress = MemoryTerminal(script: [.wait(0.1), .text("\r")])
        _ = try ProgressPopup(title: "Copying", buttons: [Button("Stop", role: .cancel)]).start(on: progress).finish()
        XCTAssertTrue(progress.outputText.contains("\u{1B}]11;?"), "the same for a progress box")
    }
}
