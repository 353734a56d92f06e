import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Under dialog's name keys are read a byte at a time (what a box does not take stays typed for
/// the next one), so a Ctrl-C typed behind a thousand letters waits for them: each letter, a jump
/// to the next item it starts, must cost the same whatever the size of the list.
final class DialogListTypeAheadTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func link() throws -> String { try ToolLink.make("dialog", in: "typeahead") }

    func testCtrlCBehindAThousandLettersInEveryListBox() throws {
        let boxes = [("menu", "item& description"), ("checklist", "item& description off"), ("radiolist", "item& description off"),
                     ("treeview", "item& description off 0"), ("inputmenu", "item& description"),
                     ("buildlist", "item& description off")]
        var worst = 0.0
        for (box, item) in boxes {
            // The items' words from a file (dialog's --file): 160 000 words are more than argv holds.
            let run = try DialogRun("--\(box) Pick 20 70 10 --file items.txt", program: try link(),
                                    before: "seq 40000 | sed 's/.*/\(item)/' > items.txt", stdout: "")
            defer { Latency.stop(run) }
            run.tmux.waitFor("Pick", timeout: 20)
            // No item starts with q: each letter looks at every item, the most a letter costs.
            run.tmux.type(String(repeating: "q", count: 1000))
            let seconds = Latency.assertExit(run, "Ctrl-C behind 1 000 letters in a 40 000-item dialog --\(box)", status: 1) {
                run.tmux.send("C-c")
            }
            worst = max(worst, seconds ?? .infinity)
            run.assertTerminalRestored()
        }
        print("latency: worst of the list boxes: \(String(format: "%.3f", worst)) s")
    }
}
