import Foundation
import Glibc
import PopupTestSupport
import XCTest

/// The system call names the end-to-end tests wait on mean what the kernel shows on this machine's
/// architecture: a thread of ours is parked in each call and its /proc entry read while it waits.
final class SystemCallTests: XCTestCase {
    func testAThreadInPollIsSeenPolling() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (reader, writer) = (fds[0], fds[1])
        defer {
            close(reader)
            close(writer)
        }
        let parked = ParkedThread {
            var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 10_000)
        }
        let call = parked.waitForCall { $0.isPoll(descriptors: 1, timeoutMilliseconds: 10_000) }
        XCTAssertEqual(call?.isWrite, false)
        XCTAssertEqual(call?.isPoll(descriptors: 2, timeoutMilliseconds: 10_000), false, "the count is checked")
        var byte: UInt8 = 0x78
        XCTAssertEqual(write(writer, &byte, 1), 1)
        parked.join()
    }

    func testAThreadWritingToAFullPipeIsSeenWriting() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (reader, writer) = (fds[0], fds[1])
        defer { close(reader) }
        // Far more than a pipe holds: the write blocks until we read.
        let parked = ParkedThread {
            let bytes = [UInt8](repeating: 0x78, count: 1 << 20)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + offset, $0.count - offset) }
                guard written > 0 else { break }
                offset += written
            }
            close(writer)
        }
        let call = parked.waitForCall { $0.isWrite }
        XCTAssertEqual(call?.isPoll(descriptors: 1, timeoutMilliseconds: 100), false)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = read(reader, &chunk, chunk.count)
            guard count > 0 else { break }
            total += count
        }
        XCTAssertEqual(total, 1 << 20)
        parked.join()
    }

    func testAProcessInNoCallHasNone() {
        XCTAssertNil(SystemCall(procText: "running\n"))
        XCTAssertNil(SystemCall(procText: "-1 0x7ffd3a1c9e18 0x7f0c2b5e1b2d\n"))
        XCTAssertNil(SystemCall(procText: ""))
    }
}

/// A thread running `body` (a blocking call), which says where /proc shows it.
private final class ParkedThread: @unchecked Sendable {
    private let lock = NSCondition()
    private var entry: String?
    private var done = false

    init(_ body: @escaping @Sendable () -> Void) {
        Thread { [self] in
            // "PID/task/TID": this thread's own directory.
            let task = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "?"
            lock.withLock { entry = "/proc/\(task)/syscall" }
            body()
            lock.withLock {
                done = true
                lock.broadcast()
            }
        }.start()
    }

    /// Polls the thread's /proc entry until the call it waits in satisfies `matches`; fails after 10 s.
    func waitForCall(file: StaticString = #filePath, line: UInt = #line,
                     _ matches: (SystemCall) -> Bool) -> SystemCall? {
        let text = eventually("the thread to show the call", describe: { "/proc said: \($0 ?? "nothing")" }, file: file, line: line, {
            lock.withLock({ entry }).map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        }, until: { $0.flatMap(SystemCall.init(procText:)).map(matches) ?? false })
        return text.flatMap(SystemCall.init(procText:)).flatMap { matches($0) ? $0 : nil }
    }

    /// Waits for `body` to return.
    func join() {
        lock.withLock {
            while !done { lock.wait() }
        }
    }
}
