@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// What gum cannot: its verbs asked on plain lines (--plain, TERM=dumb, ACCESSIBLE=1), with gum's
/// statuses and result bytes (confirm/command.go, choose/command.go, input/command.go).
final class GumPlainTests: XCTestCase {
    private func run(_ arguments: [String], _ lines: [String], environment: [String: String] = [:]) -> (status: Int32, stdout: String, shown: String) {
        let terminal = MemoryLineTerminal(lines: lines)
        let io = MemoryIO.drawing(environment: environment, lineTerminal: terminal)
        let status = FrontEnd.run(invokedAs: "gum", arguments, io: io)
        XCTAssertEqual(io.terminal?.outputText ?? "", "", "no box drawn")
        return (status, io.stdout, terminal.output)
    }

    func testConfirmChooseAndInputOnLines() {
        let yes = run(["confirm", "Deploy?", "--plain"], ["yes"])
        XCTAssertEqual(yes.status, 0)
        XCTAssertTrue(yes.shown.contains("Deploy?"))
        XCTAssertEqual(run(["confirm", "Deploy?"], ["no"], environment: ["TERM": "dumb"]).status, 1)
        XCTAssertEqual(run(["confirm", "Deploy?"], ["2"], environment: ["ACCESSIBLE": "1"]).status, 1)
        let chosen = run(["choose", "--plain", "fix", "feat"], ["feat"])
        XCTAssertEqual(chosen.status, 0)
        XCTAssertEqual(chosen.stdout, "feat\n")
        // The value, then Enter at the one button.
        let typed = run(["input", "--plain", "--placeholder", "scope"], ["api", ""])
        XCTAssertEqual(typed.stdout, "api\n", "\(typed.status) \(typed.shown)")
    }
}
