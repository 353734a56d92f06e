@testable import PopupCLI
import PopupCore
import XCTest

/// fzf's `--scheme` and `--tiebreak` as values: each scheme's tiebreaks, a later option winning,
/// fzf's refusals, and paths assumed when the items come from the walker.
final class FzfRankingOptionTests: XCTestCase {
    func testTiebreakLists() throws {
        XCTAssertEqual(try FzfRanking.tiebreaks("length"), [.length])
        XCTAssertEqual(try FzfRanking.tiebreaks("END,begin,index"), [.end, .begin])
        XCTAssertEqual(try FzfRanking.tiebreaks("index"), [])
        for bad in ["length,length", "index,length", "size", "", "chunk,length,begin,end", "length,"] {
            XCTAssertThrowsError(try FzfRanking.tiebreaks(bad), bad)
        }
    }

    func testSchemes() throws {
        XCTAssertEqual(try FzfRanking.scheme("Path"), .path)
        XCTAssertThrowsError(try FzfRanking.scheme("paths"))
        XCTAssertEqual(FzfRanking.tiebreaks(of: .path), [.pathname, .length])
        XCTAssertEqual(FzfRanking.tiebreaks(of: .history), [])
    }

    func testResolving() {
        var options = FzfOptions()
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: false).scheme, .default)
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).scheme, .path)
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).tiebreaks, [.pathname, .length])
        options.tiebreaks = [.begin]
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).scheme, .default)
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).tiebreaks, [.begin])
        options.scheme = .history
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).scheme, .history)
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).tiebreaks, [.begin])
    }

    func testAReloadAtStartKeepsTheDefaultScheme() throws {
        var options = FzfOptions()
        options.bindings = try FzfBinding.parse("start:reload(ls)")
        XCTAssertEqual(FzfRanking.resolve(options, stdinIsTerminal: true).scheme, .default)
    }
}
