@testable import PopupCLI
import PopupTestSupport
import PopupCore
import PopupKit
import XCTest

/// A dialect is a reader and a result contract, registered with one line: a toy one, written
/// here, runs end to end through the same runner as popupctl's, whiptail's and dialog's.
final class ToyDialectTests: XCTestCase {
    /// `toy QUESTION`: Yes or No, the answer in words on stdout, 0 for yes and 1 for no.
    private struct Toy: Dialect {
        var names: [String] { ["toy"] }

        func wording(environment: [String: String]) -> ErrorWording { .popupctl }

        func read(_ arguments: [String], io: CommandIO) throws -> DialectReading {
            guard let question = arguments.first else { return .printed(Printed(Array("toy QUESTION\n".utf8), to: .stdout, status: 2)) }
            var presentation = Presentation.from(environment: io.environment)
            presentation.reducedMotion = true
            let dialog = Dialog(title: question, buttons: [Button("Yes"), Button("No", role: .cancel)])
            return .show(PlanChain(Plan(popup: Popup(dialog, presentation: presentation), kind: .ask,
                                        given: GivenAnswer(environment: io.environment), lines: false, log: .stderr, sink: .stdout,
                                        contract: Answer(), commandLine: ["toy"] + arguments, inputLimit: 1 << 10)))
        }
    }

    /// The toy's contract: the button's label in lower case, a status of its own.
    private struct Answer: ResultContract, Equatable {
        var writesResult: Bool { true }

        func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
            guard case .chosen(let index, _, _, _, _)? = outcome else { return 9 }
            return Int32(index)
        }

        func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8] {
            guard case .chosen(_, let label, _, _, _)? = outcome else { return [] }
            return Array((label.lowercased() + "\n").utf8)
        }
    }

    private let dialects = Dialects.standard.adding(Toy())

    func testAToyDialectRunsOnATerminal() {
        let io = MemoryIO()
        io.terminal = MemoryTerminal(size: Size(width: 60, height: 16), script: [.text("\r")])
        XCTAssertEqual(FrontEnd.run(invokedAs: "/usr/local/bin/toy", ["Ready?"], io: io, dialects: dialects), 1, io.stderr)
        XCTAssertEqual(io.stdout, "no\n", "the first focus is on the cancel-role button, as popupctl's")
        XCTAssertTrue(io.terminal?.outputText.contains("Ready?") ?? false, "the box was drawn")
    }

    func testAToyDialectIsAnsweredUnattended() {
        let io = MemoryIO(environment: ["POPUPCTL_ANSWER": "Yes"])
        XCTAssertEqual(FrontEnd.run(invokedAs: "toy", ["Ready?"], io: io, dialects: dialects), 0, io.stderr)
        XCTAssertEqual(io.stdout, "yes\n")
        XCTAssertFalse(io.terminalOpened)
    }

    func testItsFailuresAreWordedAsItSays() {
        let io = MemoryIO()
        XCTAssertEqual(FrontEnd.run(invokedAs: "toy", ["Ready?"], io: io, dialects: dialects), 125)
        XCTAssertTrue(io.stderr.hasPrefix("popupctl: no terminal"), io.stderr)
        XCTAssertEqual(FrontEnd.run(invokedAs: "toy", [], io: io, dialects: dialects), 2)
        XCTAssertTrue(io.stdout.hasPrefix("toy QUESTION"))
    }

    func testTheOtherNamesKeepTheirDialects() {
        for (name, status) in [("whiptail", Int32(1)), ("dialog", 255), ("popupctl", 125), ("anything", 125)] {
            let io = MemoryIO()
            XCTAssertEqual(FrontEnd.run(invokedAs: name, ["--bogus", "x"], io: io, dialects: dialects), status, name)
        }
    }
}
