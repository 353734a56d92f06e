import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26 item 16: an answer line is read once, into a buffer of its size, and its items into
/// compact tags: a 59 MB line once took 800 MB (13.6 times itself); now about its size again.
final class AnswerLineMemoryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("answer-memory-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testALongAnswerLineCostsASmallMultipleOfItself() throws {
        let count = 200_000
        let tags = (0..<count).map { "item\(String(1_000_000 + $0).dropFirst())" }
        let items = directory.appendingPathComponent("items.txt").path
        let answers = directory.appendingPathComponent("big.answers").path
        try (tags.joined(separator: "\n") + "\n").write(toFile: items, atomically: true, encoding: .utf8)
        let line = #"{"answer":"OK","items":["# + tags.map { "\"\($0)\"" }.joined(separator: ",") + "]}\n"
        try line.write(toFile: answers, atomically: true, encoding: .utf8)

        let list = [RepositoryPaths.popupctl, "--items-from", items, "--multi", "-o", "none"]
        let given = try PeakMemory.of(list + ["--answer", "OK"])
        let replayed = try PeakMemory.of(list + ["--answer-file", answers])
        XCTAssertEqual(given.status, 0)
        XCTAssertEqual(replayed.status, 0)
        let cost = replayed.bytes - given.bytes
        XCTAssertLessThan(cost, 3 * line.utf8.count,
                          "the \(line.utf8.count)-byte line cost \(cost) bytes more than the list alone (\(given.bytes))")
    }
}
