import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A line that never ends (`--items-from - < /dev/zero`) is cut at the longest item a list keeps
/// (4 MiB): memory stays bounded while it pours in, Ctrl-C is answered at once, and stderr says
/// once that an item was cut.
final class EndlessLineTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private static func proc(_ pid: Int32, _ file: String, _ key: String) -> Int? {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/\(file)", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix(key) } ?? ""
        return line.split { $0 == " " || $0 == "\t" }.dropFirst().first.flatMap { Int($0) }
    }

    func testAnEndlessLineIsCutAndCtrlCIsAnswered() throws {
        let run = try DialogRun("--items-from - < /dev/zero")
        defer { Latency.stop(run) }
        guard let pid = run.pid() else { return XCTFail("no pid") }
        run.tmux.waitFor("reading")
        // Half a gigabyte read: kept whole, it would be at least that much memory.
        let read = Poll.until(timeout: 60, every: 0.05, { Self.proc(pid, "io", "rchar:") ?? 0 }, { $0 > 512 << 20 })
        XCTAssertTrue(read.met, "popupctl read \(read.value) bytes of /dev/zero")
        let peak = (Self.proc(pid, "status", "VmHWM:") ?? 0) / 1024
        print("endless line: \(read.value >> 20) MB read, peak resident memory \(peak) MB")
        XCTAssertGreaterThan(peak, 0)
        XCTAssertLessThan(peak, 128, "memory grew with the line")
        Latency.assertExit(run, "Ctrl-C while /dev/zero pours into one item", status: 130) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
        let said = run.stderr.split(separator: "\n").filter { $0.contains("longer than 4 MiB") }
        XCTAssertEqual(said.count, 1, "stderr: \(run.stderr.prefix(500))")
    }

    func testLongLinesAreCutToTheDocumentedSizeAndSaidOnce() throws {
        let before = "(head -c 6000000 /dev/zero | tr '\\0' a; echo; printf x; yes é | head -n 3000000 | tr -d '\\n'; echo; echo short) > items.txt"
        let run = try DialogRun("--items-from items.txt", before: before)
        defer { Latency.stop(run) }
        run.tmux.waitFor("3 items")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        let picked = run.stdout
        print("long lines: the pick is \(picked.utf8.count) bytes; stderr: \(run.stderr)")
        XCTAssertEqual(picked.utf8.count, (4 << 20) + 1, "the pick is the item cut to 4 MiB")
        XCTAssertTrue(picked.utf8.dropLast().allSatisfy { $0 == UInt8(ascii: "a") })
        XCTAssertEqual(run.stderr, "popupctl: 2 items were longer than 4 MiB, the most a list keeps of one; cut to that\n")
    }
}
