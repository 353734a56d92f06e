import Foundation
import PopupTestSupport
import XCTest

/// A hundred resizes as fast as tmux can make them: no crash, and the last frame is exactly the
/// frame a dialog started at the final size draws.
final class ResizeStormTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let command = "-t 'Storm' -m 'The box follows the window through every resize.' --cancel Keep --destructive Delete"

    func testHundredResizesEndInTheFinalSizesFrame() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        var sizes = (0..<99).map { _ in (width: 20 + generator.next(below: 180), height: 6 + generator.next(below: 60)) }
        sizes.append((width: 57, height: 17))
        let final = sizes[sizes.count - 1]
        let reference = try DialogRun(command, width: final.width, height: final.height)
        for shell in ["sh", "bash"] {
            let run = try DialogRun(command, shell: shell)
            run.tmux.waitFor("< Delete >")
            // One tmux command line: the resizes arrive back to back, not one per process start.
            var arguments: [String] = []
            for size in sizes {
                arguments += ["resize-window", "-t", "main", "-x", "\(size.width)", "-y", "\(size.height)", ";"]
            }
            try run.tmux.tmux(Array(arguments.dropLast()))
            let expected = reference.tmux.waitFor("< Delete >")
            run.tmux.waitForScreen("the final size's frame (\(shell))") { $0 == expected }
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0, shell)
            run.assertTerminalRestored()
        }
    }
}
