@testable import PopupCLI
import PopupTestSupport
import PopupCore
import XCTest

/// Plans are values: what a dialect reads from a command line can be compared, part by part,
/// result contract included.
final class PlanTests: XCTestCase {
    private func plans(_ dialect: any Dialect, _ arguments: [String], environment: [String: String] = [:]) throws -> [Plan] {
        let io = MemoryIO(environment: environment, files: ["f": Array("text".utf8)])
        guard case .show(let chain) = try dialect.read(arguments, io: io) else { return [] }
        return try (0..<chain.count).map(chain.plan)
    }

    func testTheSameCommandLineMakesEqualPlans() throws {
        let popupctl = ["-t", "T", "-d", "Delete", "-c", "Keep"]
        XCTAssertEqual(try plans(PopupctlDialect(), popupctl), try plans(PopupctlDialect(), popupctl))
        XCTAssertNotEqual(try plans(PopupctlDialect(), popupctl), try plans(PopupctlDialect(), popupctl + ["-o", "json"]))
        let chain = ["--inputbox", "a", "8", "40", "x", "--and-widget", "--yesno", "b", "8", "40"]
        XCTAssertEqual(try plans(CompatDialect.dialog, chain), try plans(CompatDialect.dialog, chain))
        XCTAssertNotEqual(try plans(CompatDialect.dialog, chain), try plans(CompatDialect.dialog, chain, environment: ["DIALOG_OK": "5"]),
                          "the statuses are the contract's")
    }

    /// The contract carries what the chain needs of each box: no state is learned as plans are made.
    func testEachBoxOfAChainCarriesItsOwnContract() throws {
        let chain = try plans(CompatDialect.dialog, ["--separate-widget", "|", "--inputbox", "a", "8", "40", "x",
                                                     "--and-widget", "--menu", "b", "10", "40", "2", "t", "T"])
        let contracts = chain.compactMap { $0.contract as? CompatContract }
        XCTAssertEqual(contracts.map(\.separator), [[], Array("|".utf8)], "from the second box that writes a result")
        XCTAssertEqual(contracts.map(\.buttons), [[.ok, .cancel], [.ok, .cancel]])
        let menu = chain[1]
        let picked = Outcome.chosen(index: 0, label: "OK", role: .default, values: [], items: [0])
        XCTAssertEqual(menu.contract.result(picked, status: 0, dialog: menu.dialog, query: nil), Array("|t".utf8))
        XCTAssertTrue(chain[0].contract.lets(.unlessStopped, after: .chosen(index: 1, label: "Cancel", role: .cancel, values: [])))
        XCTAssertFalse(chain[0].contract.lets(.afterOK, after: .chosen(index: 1, label: "Cancel", role: .cancel, values: [])))
        XCTAssertFalse(chain[0].contract.lets(.unlessStopped, after: .dismissed(.escape)))
    }
}
