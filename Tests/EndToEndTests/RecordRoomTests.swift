import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A recording that cannot be written is found before anything runs: on a full filesystem
/// `--progress -- CMD` with POPUPCTL_RECORD fails at once, and CMD never starts (as a recording
/// on /dev/full already did).
final class RecordRoomTests: XCTestCase {
    func testAFullFilesystemIsFoundBeforeTheCommandRuns() throws {
        let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-full-\(getpid())").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: mountPoint) }
        // A filesystem of 64 KiB to fill: needs the right to mount (root, with CAP_SYS_ADMIN).
        guard (try? Tmux.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]))?.status == 0 else {
            throw XCTSkip("cannot mount a small tmpfs here")
        }
        defer { _ = try? Tmux.run(["umount", mountPoint]) }
        _ = try Tmux.run(["sh", "-c", "touch '\(mountPoint)/recording'; dd if=/dev/zero of='\(mountPoint)/fill' bs=4k 2>/dev/null; true"])
        let ran = mountPoint + ".ran"
        unlink(ran)
        defer { unlink(ran) }
        let result = try ErrorLineTests.run(as: "popupctl", ["--progress", "-t", "Deploy", "--", "sh", "-c", "touch '\(ran)'"],
                                            environment: ["POPUPCTL_RECORD": mountPoint + "/recording"])
        print("record room: status \(result.status), command ran: \(access(ran, F_OK) == 0), stderr: \(result.stderr)")
        XCTAssertEqual(result.status, 125)
        XCTAssertTrue(result.stderr.contains("no space left"), result.stderr)
        XCTAssertNotEqual(access(ran, F_OK), 0, "the command ran before the recording was found unwritable")
        var info = stat()
        XCTAssertEqual(stat(mountPoint + "/recording", &info), 0)
        XCTAssertEqual(info.st_size, 0, "the room checked was taken back")
    }

    /// Where there is room, the check leaves nothing behind: the recording holds its lines only.
    func testTheCheckLeavesNoTrace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-room-\(getpid()).jsonl").path
        unlink(path)
        defer { unlink(path) }
        let result = try ErrorLineTests.run(as: "popupctl", ["--progress", "-t", "Deploy", "--", "true"], environment: ["POPUPCTL_RECORD": path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 2, text)
        XCTAssertTrue(text.hasPrefix("{"), text)
    }
}
