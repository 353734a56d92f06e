@testable import PopupCLI
import Synchronization
import XCTest

/// The dialect table: a name picks its dialect, and only that one is made.
final class DialectsTests: XCTestCase {
    /// Each standard entry answers to the names its dialect says it has.
    func testEachEntryAnswersToItsDialectsNames() {
        for entry in Dialects.standard.entries {
            XCTAssertEqual(entry.make().names, entry.names)
        }
    }

    /// A run by one name makes that dialect alone: the others' tables are not built at its start.
    func testOnlyTheDialectNamedIsMade() {
        final class Made: Sendable { let names = Mutex<[String]>([]) }
        let made = Made()
        func entry(_ name: String) -> Dialects.Entry {
            Dialects.Entry(names: [name]) {
                made.names.withLock { $0.append(name) }
                return CompatDialect.whiptail
            }
        }
        let dialects = Dialects(entries: [entry("popupctl"), entry("whiptail"), entry("dialog")])
        _ = dialects.dialect(invokedAs: "/usr/bin/dialog")
        _ = dialects.dialect(invokedAs: "anything")
        XCTAssertEqual(made.names.withLock { $0 }, ["dialog", "popupctl"])
    }
}
