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
        let given = try peakMemory(list + ["--answer", "OK"])
        let replayed = try peakMemory(list + ["--answer-file", answers])
        XCTAssertEqual(given.status, 0)
        XCTAssertEqual(replayed.status, 0)
        let cost = replayed.bytes - given.bytes
        XCTAssertLessThan(cost, 3 * line.utf8.count,
                          "the \(line.utf8.count)-byte line cost \(cost) bytes more than the list alone (\(given.bytes))")
    }

    /// Runs `arguments` with nothing on its standard streams; its exit status and peak memory
    /// (the kernel's count for exactly that child, from wait4).
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"].map { (text: String) in strdup(text) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard started == 0 else { throw NSError(domain: "spawn", code: Int(started)) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
    }
}
