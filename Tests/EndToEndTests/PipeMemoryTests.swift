import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 33 item 3: items read through a pipe cost what they hold, as from a file. The store once
/// grew by doubling when the size was not known: at each step (past 64 MiB, say) the old buffer and the
/// new one were resident together, half as much memory again as the items at the worst moment.
final class PipeMemoryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-memory-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testItemsThroughAPipeCostNoMoreThanFromAFile() throws {
        // 72 MB of items: past the 64 MiB a doubling store copies itself at, and more than this
        // test process holds (wait4 counts what the spawned sh inherited, so both runs must pass it).
        let line = "an item of the list, padded to forty!"
        let count = 72_000_000 / (line.utf8.count + 8)
        let items = directory.appendingPathComponent("items.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: items.path, contents: nil))
        let file = try FileHandle(forWritingTo: items)
        var bytes = 0
        var chunk = ""
        for number in 0..<count {
            chunk += line + String(1_000_000 + number) + "\n"
            if chunk.utf8.count > 1 << 20 || number == count - 1 {
                bytes += chunk.utf8.count
                try file.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        try file.close()

        let command = "\(RepositoryPaths.popupctl) --items-from - --multi -o none --answer OK"
        let fromFile = try peakMemory("exec \(command) < '\(items.path)'")
        let throughPipe = try peakMemory("cat '\(items.path)' | \(command)")
        XCTAssertEqual(fromFile.status, 0)
        XCTAssertEqual(throughPipe.status, 0)
        XCTAssertGreaterThan(fromFile.bytes, bytes, "the items are resident, all of them")
        XCTAssertLessThan(throughPipe.bytes, fromFile.bytes + bytes / 5,
                          "\(bytes) bytes of items: \(throughPipe.bytes) bytes through a pipe, \(fromFile.bytes) from a file")
    }

    /// The room made ahead for a pipe is address space only, but under `ulimit -v` (or strict
    /// overcommit) it cannot be had: the items are then read as they come, never a crash.
    func testAPipeUnderAnAddressSpaceLimitIsStillRead() throws {
        let popupctl = Tmux.binaryDirectory.appendingPathComponent("popupctl").path
        let out = directory.appendingPathComponent("out").path
        let run = try peakMemory("ulimit -v 1200000; seq 10 | \(Tmux.quote(popupctl)) -t T --items-from - --default-item 3 --answer OK > \(Tmux.quote(out))")
        XCTAssertEqual(run.status, 0, "exit status under a 1.2 GB address-space limit (134: the reservation trapped)")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "3\n")
    }

    /// `script` run by sh: its status and the peak memory of the largest process it ran (wait4
    /// counts the children sh waited for, and what sh inherited from this process).
    private func peakMemory(_ script: String) throws -> (status: Int32, bytes: Int) {
        try PeakMemory.of(["/bin/sh", "-c", script])
    }
}
