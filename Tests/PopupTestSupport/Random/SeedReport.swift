import Foundation
import XCTest

/// Prints the seeds a test drew its inputs from when it fails, so that the failure can be replayed
/// with `POPUPCTL_TEST_SEED` even when the seed was not the one written in the test.
final class SeedReport: NSObject, XCTestObservation, @unchecked Sendable {
    private static let shared: SeedReport = {
        let report = SeedReport()
        XCTestObservationCenter.shared.addTestObserver(report)
        return report
    }()

    private let lock = NSLock()
    private var seeds: [UInt64] = []
    private var reported = false

    /// Records a seed for the test that runs now.
    static func used(_ seed: UInt64) {
        shared.lock.withLock { shared.seeds.append(seed) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.withLock { (seeds, reported) = ([], false) }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let seeds: [UInt64]? = lock.withLock {
            guard !reported, !self.seeds.isEmpty else { return nil }
            reported = true
            return self.seeds
        }
        guard let seeds else { return }
        let list = seeds.map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
        print("\(testCase.name) drew its inputs from seed \(list); POPUPCTL_TEST_SEED=SEED replays them")
    }
}
