import PopupTestSupport
import XCTest
@testable import PopupCore

/// Bound actions that change a list for the rest of its session: items taken out (fzf's
/// `exclude`), the ranking flipped (`toggle-sort`), how many may be checked (`--multi=N`).
final class ListSessionActionsTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 16), settles: true)

    private func list(_ lines: [String], _ selection: ListSpec.Selection = .single, ctrlX: [ListAction],
                      ranking: ListRanking = ListRanking()) -> Dialog {
        var dialog = Dialog(title: "Pick")
        dialog.list = ListSpec(items: ItemStore(lines: lines), selection: selection)
        dialog.list?.ranking = ranking
        dialog.conventions.list.keyActions = [Key.ctrl("x"): ctrlX]
        return dialog
    }

    func testTheItemAtAPositionSkipsThoseTakenOutAsAWalkWould() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var exclusion = ListExclusion()
            let total = Int.random(in: 1...40, using: &generator)
            for _ in 0..<Int.random(in: 0...total, using: &generator) { exclusion.insert(Int.random(in: 0..<total, using: &generator)) }
            let left = (0..<total).filter { !exclusion.contains($0) }
            XCTAssertEqual(exclusion.count, total - left.count)
            for (position, item) in left.enumerated() {
                XCTAssertEqual(exclusion.item(at: position), item)
                XCTAssertEqual(exclusion.position(of: item), position)
            }
        }
    }

    func testExcludeTakesTheCursorItemOutOfEveryLaterQuery() {
        let dialog = list(["alpha", "beta", "gamma", "ab"], ctrlX: [.exclude(checked: false)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual(state.list?.shownCount, 3)
        XCTAssertEqual(state.list?.cursorItem, 1, "the cursor keeps its place: the next item")
        _ = reducer.feed(dialog, &state, Array("a".utf8))
        XCTAssertEqual((0..<(state.list?.shownCount ?? 0)).compactMap { state.list?.item(at: $0) }.sorted(), [1, 2, 3])
    }

    func testExcludeInAReversedListCountsFromTheEnd() {
        let dialog = list(["a", "b", "c", "d"], ctrlX: [.down, .exclude(checked: false)], ranking: ListRanking(reversed: true))
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual((0..<3).compactMap { state.list?.item(at: $0) }, [3, 1, 0])
        XCTAssertEqual(state.list?.position(ofItem: 1), 1)
        XCTAssertEqual(state.list?.cursorItem, 1)
    }

    func testExcludeMultiTakesTheCheckedOnesAndUnchecksThem() {
        let dialog = list(["a", "b", "c", "d"], .multiple, ctrlX: [.exclude(checked: true)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        state.list?.checked = [0, 2]
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual(state.list?.checked, [])
        XCTAssertEqual((0..<2).compactMap { state.list?.item(at: $0) }, [1, 3])
    }

    func testToggleSortKeepsMatchesInInputOrderAndBack() {
        let dialog = list(["xaxxxxb", "ab", "a b"], ctrlX: [.toggleSort])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array("ab".utf8))
        XCTAssertEqual(state.list?.item(at: 0), 1, "ranked: the tightest match first")
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual((0..<3).compactMap { state.list?.item(at: $0) }, [0, 1, 2])
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual(state.list?.item(at: 0), 1)
    }

    func testACheckLimitRefusesMoreAndTabThenStays() {
        var dialog = list(["a", "b", "c"], .multiple, ctrlX: [.selectAll])
        dialog.list?.checkLimit = 2
        dialog.conventions.list.pickerKeys = true
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x18])
        XCTAssertEqual(state.list?.checked, [0, 1])
        state.list?.checked = [0]
        state.list?.checkLimit = 1
        state.list?.cursor = 1
        _ = reducer.feed(dialog, &state, [0x09])   // Tab past the limit: nothing checked, the cursor stays
        XCTAssertEqual(state.list?.checked, [0])
        XCTAssertEqual(state.list?.cursor, 1)
    }

    func testSearchOffKeepsTheMatchesWhateverIsTypedAndOnLooksForTheQuery() {
        let dialog = list(["alpha", "beta", "gamma"], ctrlX: [.setSearch(nil)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array("ga".utf8))
        _ = reducer.feed(dialog, &state, [0x18])
        _ = reducer.feed(dialog, &state, Array("x".utf8))
        XCTAssertEqual(state.list?.filter, "gax")
        XCTAssertEqual(state.list?.shownCount, 1, "the matches of the query before")
        _ = reducer.feed(dialog, &state, [0x7F, 0x7F, 0x18])   // back to "g", search on
        XCTAssertEqual(state.list?.filter, "g")
        XCTAssertEqual(state.list?.item(at: 0), 2)
    }
}
