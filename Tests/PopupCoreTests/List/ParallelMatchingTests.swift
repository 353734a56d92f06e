import XCTest
@testable import PopupCore
import PopupTestSupport

/// Matching spread over workers finds what one thread finds, in the same ranked order, whatever
/// order the tasks run in; and a slice then covers the workers' share each.
final class ParallelMatchingTests: XCTestCase {
    /// Workers that run the tasks one by one, last first: a result that depended on the order
    /// the tasks ran in would differ.
    private static let backwards = MatchWorkers(count: 4) { tasks, body in
        for task in (0..<tasks).reversed() { body(task) }
    }

    private func list(_ workers: MatchWorkers, count: Int = 60_000, ranking: ListRanking = ListRanking()) -> ListSpec {
        var list = ListSpec(items: ItemStore(lines: (1...count).map { "line number \($0) of the list" }))
        list.workers = workers
        list.ranking = ranking
        return list
    }

    private func ranked(_ list: ListSpec, _ text: String, narrowing previous: MatchList? = nil) -> (MatchList, slices: Int) {
        var matches = MatchList(list.query(text), narrowing: previous, ranking: list.ranking)
        var slices = 0
        while matches.isBehind(list.items.count) {
            matches.advance(in: list, loaded: list.items.count)
            slices += 1
        }
        return (matches, slices)
    }

    private func order(_ matches: MatchList) -> [Int] { (0..<matches.count).map { matches[$0] } }

    /// An unbounded budget (`-f`, an unattended answer) spread over workers matches everything in
    /// one go: the per-task limit must not overflow.
    func testAnUnboundedBudgetOverWorkersMatchesAllAtOnce() {
        let spread = list(Self.backwards)
        var matches = MatchList(spread.query("n77l"), narrowing: nil, ranking: spread.ranking)
        matches.advance(in: spread, loaded: spread.items.count, budget: .max)
        XCTAssertFalse(matches.isBehind(spread.items.count))
        XCTAssertEqual(order(matches), order(ranked(list(.serial), "n77l").0))
    }

    func testTheSameMatchesInTheSameOrder() {
        for ranking in [ListRanking(), ListRanking(sorts: false), ListRanking(reversed: true)] {
            let (serial, serialSlices) = ranked(list(.serial, ranking: ranking), "n77l")
            let (spread, spreadSlices) = ranked(list(Self.backwards, ranking: ranking), "n77l")
            XCTAssertGreaterThan(serial.count, 500)
            XCTAssertEqual(order(spread), order(serial), "ranking \(ranking)")
            XCTAssertLessThan(spreadSlices, serialSlices, "four workers cover more items a slice")
        }
    }

    /// Slices whose tasks run out of budget part way (fuzzy tables cost more than the bytes
    /// planned) leave the chunks after the first unfinished one to the next slice: nothing is lost
    /// or found twice.
    func testSmallBudgetsStillFindEveryMatchOnce() {
        let spread = list(Self.backwards)
        var matches = MatchList(spread.query("n77l"), narrowing: nil, ranking: spread.ranking)
        var slices = 0
        while matches.isBehind(spread.items.count) {
            matches.advance(in: spread, loaded: spread.items.count, budget: MatchList.leastParallelWork / 3)
            slices += 1
        }
        XCTAssertGreaterThan(slices, 4)
        XCTAssertEqual(order(matches), order(ranked(list(.serial), "n77l").0))
    }

    /// Consecutive items are planned from their lines' ends; the same items picked one by one
    /// are planned alike.
    func testTheSlicePlanOfConsecutiveItemsIsTheOneItemByItem() {
        var generator = SeededGenerator(seed: 0x511CE)
        for _ in 0..<200 {
            var ends: [UInt32] = []
            var total: UInt32 = 0
            for _ in 0..<Int.random(in: 1...300, using: &generator) {
                // Now and then an item too long to match at once.
                total += Bool.random(using: &generator) && Int.random(in: 0..<40, using: &generator) == 0
                    ? UInt32(MatchList.wholeItemWork + 1) : UInt32.random(in: 0...400, using: &generator)
                ends.append(total)
            }
            let start = Int.random(in: 0..<ends.count, using: &generator)
            let positions = start..<Int.random(in: (start + 1)...ends.count, using: &generator)
            let limit = Int.random(in: 1...(1 << 17), using: &generator)
            let count = Int.random(in: 1...8, using: &generator)
            let terms = Int.random(in: 1...3, using: &generator)
            ends.withUnsafeBufferPointer { ends in
                let planned = SlicePlan.chunks(positions, item: nil, ends: ends, terms: terms, scale: 2, limit: limit, least: 1_000, into: count)
                let picked = SlicePlan.chunks(positions, item: { $0 }, ends: ends, terms: terms, scale: 2, limit: limit, least: 1_000, into: count)
                XCTAssertEqual(planned, picked, "\(positions) limit \(limit) into \(count)")
                XCTAssertLessThanOrEqual(planned.count, count)
                XCTAssertTrue(zip(planned, planned.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
            }
        }
    }

    func testANarrowerQueryFromThePreviousMatchesAlike() {
        let serialList = list(.serial)
        let spreadList = list(Self.backwards)
        let (wide, _) = ranked(serialList, "n7")
        let (wideSpread, _) = ranked(spreadList, "n7")
        XCTAssertEqual(order(ranked(spreadList, "n77l", narrowing: wideSpread).0), order(ranked(serialList, "n77l", narrowing: wide).0))
        XCTAssertEqual(order(ranked(serialList, "n77l", narrowing: wide).0), order(ranked(serialList, "n77l").0))
    }

    func testThePartsCoverTheItemsInOrderWithAboutEqualWork() {
        let costs = [5, 5, 5, 5, 20, 5, 5, 5, 5]
        let parts = SlicePlan.cut(10..<19, total: costs.reduce(0, +), into: 3) { costs[$0 - 10] }
        XCTAssertEqual(parts.first?.lowerBound, 10)
        XCTAssertEqual(parts.last?.upperBound, 19)
        XCTAssertTrue(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        XCTAssertLessThanOrEqual(parts.count, 3)
        XCTAssertEqual(SlicePlan.cut(0..<1, total: 1, into: 4) { _ in 1 }, [0..<1])
    }
}
