import Foundation
import PopupTestSupport
import XCTest

/// `--scheme` and `--tiebreak` against fzf 0.74.5: the same `--filter` runs over a corpus of
/// paths and command-like lines (words that repeat, white space at the ends, matches that tie),
/// stdout compared byte for byte.
final class FzfRankingTests: XCTestCase {
    static let queries = ["foo", "doc", "fb", "oo", "f/b", "'foo", "^foo", ".c$", "foo bar", "doc | main", "!foo bar"]
    static let options = ["", "--scheme=path", "--scheme=history", "--tiebreak=begin", "--tiebreak=end", "--tiebreak=chunk",
                          "--tiebreak=pathname", "--tiebreak=length,begin", "--tiebreak=end,length", "--tiebreak=index",
                          "--tac --tiebreak=begin", "--scheme=path --tiebreak=chunk,end", "-e --tiebreak=end"]

    /// Items made the same way every run (a fixed linear congruential sequence).
    static func corpus() -> String {
        let directories = ["src", "lib", "doc", "docs", "test", "foo", "bar", "app", "core", "util", "cmd", "x", "ab"]
        let names = ["main", "foo", "bar", "readme", "index", "config", "food", "barfoo", "foo_bar", "FooBar", "utils", "a", "doc", "make"]
        let extensions = [".c", ".go", ".md", ".txt", "", ".rs", ".py"]
        var state: UInt64 = 7
        func next(_ count: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(count))
        }
        var seen = Set<String>()
        var lines: [String] = []
        while lines.count < 300 {
            var line = (0..<next(4)).map { _ in directories[next(directories.count)] + "/" }.joined()
            line += names[next(names.count)] + extensions[next(extensions.count)]
            if next(7) == 0 { line = "  " + line }
            if next(9) == 0 { line += " " + names[next(names.count)] }
            if seen.insert(line).inserted { lines.append(line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testSchemesAndTiebreaksRankAsFzf() throws {
        guard let oracle = FzfOracle.path else { throw XCTSkip("fzf \(FzfOracle.version) is not installed") }
        let ours = try FzfOracle.linkDirectory() + "/fzf"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-ranking-\(getpid()).txt")
        try Self.corpus().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var differing: [String] = []
        for query in Self.queries {
            for options in Self.options {
                let line = "--filter \(Tmux.quote(query)) \(options) < \(Tmux.quote(file.path))"
                let theirs = try Tmux.run(["sh", "-c", "\(Tmux.quote(oracle)) \(line)"])
                let mine = try Tmux.run(["sh", "-c", "\(Tmux.quote(ours)) \(line)"])
                XCTAssertFalse(theirs.output.isEmpty && query == "foo", "fzf found nothing for foo: the corpus is wrong")
                if mine.output != theirs.output || mine.status != theirs.status { differing.append("[\(query)] \(options)") }
            }
        }
        XCTAssertEqual(differing, [], "ranked otherwise than fzf 0.74.5")
    }
}
