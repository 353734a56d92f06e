import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 34 item 5: an editbox's file is split into its lines in one pass, each line straight into
/// an array sized once; 5 MB of line feeds (5 million empty lines) reached 342 MB, 69 bytes a line.
final class EditboxMemoryTests: XCTestCase {
    func testFiveMegabytesOfLineFeedsCostAFewWordsALine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("editbox-memory-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = 5_000_000
        let file = directory.appendingPathComponent("feeds.txt").path
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(repeating: 0x0A, count: lines)))
        let dialog = directory.appendingPathComponent("dialog").path
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, dialog), 0)

        // With no terminal the box is read, then refused: the lines are what it holds at its peak.
        let run = try PeakMemory.of([dialog, "--editbox", file, "0", "0"])
        print("memory: dialog --editbox over 5 MB of line feeds: \(run.bytes / 1_000_000) MB peak")
        XCTAssertEqual(run.status, 255)
        XCTAssertLessThan(run.bytes, 40 * lines, "\(run.bytes / lines) bytes a line")
    }
}
