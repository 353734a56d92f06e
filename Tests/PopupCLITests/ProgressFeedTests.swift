import XCTest
import PopupCore
@testable import PopupKit
import PopupTTY

/// The queue between a program's thread and its progress box's: sending never waits, and the
/// descriptor the box polls is readable exactly while something waits to be taken.
final class ProgressFeedTests: XCTestCase {
    func testSendingNeverWaitsForTheBox() throws {
        let feed = try ProgressFeed()
        // Far more than a pipe holds (64 KiB): nobody takes any, and no call waits.
        let message = String(repeating: "m", count: 1000)
        for index in 0..<2000 { XCTAssertTrue(feed.send([.percent(Double(index % 100)), .message(message)])) }
        let taken = feed.take()
        XCTAssertEqual(taken.count, 4000)
        XCTAssertEqual(taken.first, .percent(0))
        XCTAssertEqual(taken[taken.count - 2], .percent(99), "oldest first, in order")
        XCTAssertEqual(feed.take(), [], "all of it, once")
        XCTAssertNil(feed.next(waitingAtMost: 0.01), "and the descriptor says nothing waits")
    }

    func testOneCallAtATime() throws {
        let feed = try ProgressFeed()
        XCTAssertTrue(feed.send([.percent(1)]))
        XCTAssertTrue(feed.send([.percent(2), .message("two")]))
        XCTAssertTrue(feed.send([.end]))
        XCTAssertEqual(feed.next(waitingAtMost: 1), [.percent(1)])
        XCTAssertEqual(feed.next(waitingAtMost: 1), [.percent(2), .message("two")])
        XCTAssertEqual(feed.take(), [.end])
        XCTAssertNil(feed.next(waitingAtMost: 0.01))
    }

    func testAClosedFeedTakesNothingMore() throws {
        let feed = try ProgressFeed()
        XCTAssertTrue(feed.isOpen)
        feed.close()
        XCTAssertFalse(feed.isOpen)
        XCTAssertFalse(feed.send([.percent(5)]), "the box is gone: the program hears so")
        XCTAssertEqual(feed.take(), [])
    }

    func testACallFromAnotherThreadWakesTheBox() throws {
        let feed = try ProgressFeed()
        let worker = try Worker { _ = feed.send([.message("from afar")]) }
        defer { worker.join() }
        XCTAssertEqual(feed.next(waitingAtMost: 10), [.message("from afar")])
    }
}
