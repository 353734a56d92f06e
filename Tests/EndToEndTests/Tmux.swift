import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A real terminal for end-to-end tests: a private tmux server running one pane of a fixed size.
/// Tests poll the screen with a deadline; they never sleep to synchronise.
final class Tmux {
    static let isAvailable: Bool = (try? Tmux.run(["tmux", "-V"]).status) == 0

    let socket: String
    let workDir: URL
    private static let counter = Counter()

    /// Starts `script` under `shell` (dash by default) in an `width`×`height` pane. The script's
    /// files live in `workDir`; when the script ends the pane stays open for inspection.
    init(script: String, shell: String = "sh", width: Int = 80, height: Int = 24,
         environment: [String: String] = [:]) throws {
        socket = "popupctl-e2e-\(getpid())-\(Tmux.counter.next())"
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
        var exports = "export TERM=screen LANG=C.UTF-8 LC_ALL=C.UTF-8 PATH='\(Tmux.binaryDirectory.path):/usr/bin:/bin'\n"
        exports += "unset NO_COLOR COLORTERM POPUPCTL_ANSWER ACCESSIBLE POPUPCTL_THEME\n"
        // Tests that read positions off the screen want the final frame at once; the
        // transition tests turn motion back on with POPUPCTL_REDUCE_MOTION=0.
        exports += "export POPUPCTL_REDUCE_MOTION=1\n"
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            exports += "export \(key)=\(Tmux.quote(value))\n"
        }
        let scriptFile = workDir.appendingPathComponent("run.sh")
        try (exports + "cd \(Tmux.quote(workDir.path))\n" + script + "\nexec tail -f /dev/null\n")
            .write(to: scriptFile, atomically: true, encoding: .utf8)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main",
                  "\(shell) \(Tmux.quote(scriptFile.path))"])
        try tmux(["set-option", "-g", "status", "off"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: workDir)
    }

    /// The directory holding the built popupctl, next to the test bundle.
    static var binaryDirectory: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("popupctl").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return testBinary.deletingLastPathComponent()
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try Tmux.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else {
            throw NSError(domain: "tmux", code: Int(result.status),
                          userInfo: [NSLocalizedDescriptionKey: "tmux \(arguments.joined(separator: " ")): \(result.output)"])
        }
        return result.output
    }

    /// The screen as text lines (with `escapes`, the colours and attributes too).
    func screen(escapes: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-t", "main"] + (escapes ? ["-e"] : []))) ?? ""
    }

    /// Pane modes seen from outside: alternate screen, cursor visible, mouse reporting, keypad.
    func modes() -> (alternate: Bool, cursorVisible: Bool, mouse: Bool, mouseSGR: Bool, keypad: Bool) {
        let format = "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag} #{keypad_flag}"
        let text = (try? tmux(["display", "-p", "-t", "main", format])) ?? ""
        let flags = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
        guard flags.count == 5 else { return (false, false, false, false, false) }
        return (flags[0], flags[1], flags[2], flags[3], flags[4])
    }

    /// Whether the program in the pane has rung the bell (BEL): tmux marks the window of a session
    /// no client is attached to, and nothing here clears the mark.
    var bellRang: Bool {
        ((try? tmux(["display", "-p", "-t", "main", "#{window_bell_flag}"])) ?? "").hasPrefix("1")
    }

    /// The pane's terminal device, e.g. /dev/pts/3.
    var paneTTY: String {
        ((try? tmux(["display", "-p", "-t", "main", "#{pane_tty}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Bytes typed into the pane that no program has read yet. Only in raw mode: in cooked mode
    /// the kernel counts whole lines.
    func unreadInput() -> Int {
        let fd = open(paneTTY, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var count: Int32 = 0
        guard ioctl(fd, UInt(FIONREAD), &count) == 0 else { return 0 }
        return Int(count)
    }

    /// The tmux server process (stopping it makes a terminal that reads nothing).
    var serverPID: Int32 {
        Int32(((try? tmux(["display", "-p", "#{pid}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// The pane's termios as `stty -g` prints it, read from outside the pane.
    func sttyFromOutside() -> String {
        (try? Tmux.run(["stty", "-g", "-F", paneTTY]).output) ?? ""
    }

    /// Copies every byte the program in the pane writes to the terminal into the file `name` in
    /// `workDir`, from now on.
    func captureOutput(into name: String) throws {
        try tmux(["pipe-pane", "-o", "-t", "main", "cat > " + Tmux.quote(workDir.appendingPathComponent(name).path)])
    }

    /// Pastes `text` the way a terminal does: bracketed when the program in the pane asked for it.
    func paste(_ text: String) {
        _ = try? tmux(["set-buffer", "-b", "probe", text])
        _ = try? tmux(["paste-buffer", "-p", "-b", "probe", "-t", "main"])
    }

    func send(_ keys: String...) { _ = try? tmux(["send-keys", "-t", "main"] + keys) }
    func type(_ text: String) { _ = try? tmux(["send-keys", "-t", "main", "-l", text]) }
    /// Raw bytes, as the terminal would send them (mouse reports, pastes).
    func sendBytes(_ bytes: [UInt8]) {
        _ = try? tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String(format: "%02x", $0) })
    }
    func resize(width: Int, height: Int) {
        _ = try? tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    var panePID: Int32 {
        Int32((try? tmux(["display", "-p", "-t", "main", "#{pane_pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    }

    /// Waits until the screen satisfies `predicate`; fails the test with the screen when it never does.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, escapes: Bool = false, file: StaticString = #filePath, line: UInt = #line,
                       _ what: String, _ predicate: (String) -> Bool) -> String {
        eventually(what, timeout: timeout, describe: { "screen:\n\($0)" }, file: file, line: line,
                   { screen(escapes: escapes) }, until: predicate)
    }

    /// Waits until the program in the pane rings the bell; fails the test with the screen when it never does.
    func waitForBell(_ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) {
        eventually("the bell (\(what))", timeout: timeout, describe: { "screen:\n\(screen())" }, file: file, line: line) { bellRang }
    }

    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> String {
        waitForScreen(timeout: timeout, file: file, line: line, "'\(text)'") { $0.contains(text) }
    }

    /// Waits for a file the script writes (e.g. its exit status) and returns its contents.
    func waitForFile(_ name: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let url = workDir.appendingPathComponent(name)
        return eventually(name, timeout: timeout, describe: { _ in "screen:\n\(screen())" }, file: file, line: line,
                          { try? String(contentsOf: url, encoding: .utf8) }, until: { $0?.hasSuffix("\n") == true })
            .flatMap { $0.hasSuffix("\n") ? $0 : nil }
    }

    /// Waits until a file the script writes has the expected contents.
    @discardableResult
    func waitForFile(_ name: String, toBe expected: String, timeout: TimeInterval = 10,
                     file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let contents = Poll.until(timeout: timeout, { read(name) }, { $0 == expected })
        XCTAssertEqual(contents.value, expected, "\(name) never became as expected", file: file, line: line)
        return contents.met
    }

    func read(_ name: String) -> String {
        (try? String(contentsOf: workDir.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Runs a command to completion with posix_spawn and waitpid. Not Foundation's Process: it
    /// learns of the exit through a descriptor the child inherits, and the tmux server that
    /// `new-session` forks keeps that descriptor open for ever.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-out-\(getpid())-\(counter.next())").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { return (127, "cannot run \(arguments[0])") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
