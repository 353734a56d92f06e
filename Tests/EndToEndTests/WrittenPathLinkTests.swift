import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A symbolic link another user planted among the directories of a recording's path is not
/// followed: the run is refused before anything is asked (exit 125), and
/// nothing is written where the link points. Links of root's or ours are followed as before.
final class WrittenPathLinkTests: XCTestCase {
    func testAnotherUsersLinkedDirectoryIsRefused() throws {
        guard geteuid() == 0 else { throw XCTSkip("making a link owned by another user needs root") }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-links-\(getpid())").path
        try? FileManager.default.removeItem(atPath: base)
        try FileManager.default.createDirectory(atPath: base + "/target", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/shared", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        XCTAssertEqual(symlink(base + "/target", base + "/shared/planted"), 0)
        XCTAssertEqual(lchown(base + "/shared/planted", 65534, 65534), 0, "the link made nobody's")
        XCTAssertEqual(symlink(base + "/target", base + "/shared/ours"), 0)

        let recorded = try ErrorLineTests.run(as: "popupctl", ["--answer", "0", "-b", "OK"],
                                              environment: ["POPUPCTL_RECORD": base + "/shared/planted/record.jsonl"])
        print("linked directory: recording: status \(recorded.status), stderr: \(recorded.stderr)")
        XCTAssertEqual(recorded.status, 125)
        XCTAssertTrue(recorded.stderr.contains("another user's symbolic link"), recorded.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/target/record.jsonl"), "written through the planted link")

        try "{\"v\":1,\"index\":0}\n".write(toFile: base + "/target/answers.jsonl", atomically: true, encoding: .utf8)
        let replayed = try ErrorLineTests.run(as: "popupctl", ["--answer-file", base + "/shared/planted/answers.jsonl", "-b", "OK"])
        print("linked directory: replayed through it: status \(replayed.status), stderr: \(replayed.stderr)")
        // Replaying only reads there: its progress is kept in the runtime directory (issue 30 item 6).
        XCTAssertEqual(replayed.status, 0, replayed.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base + "/target"), ["answers.jsonl"],
                       "nothing written through the planted link")

        let ours = try ErrorLineTests.run(as: "popupctl", ["--answer", "0", "-b", "OK"],
                                          environment: ["POPUPCTL_RECORD": base + "/shared/ours/record.jsonl"])
        XCTAssertEqual(ours.status, 0, ours.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: base + "/target/record.jsonl"), "a link of our own is followed")
    }
}
