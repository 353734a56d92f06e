import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A person's tmux, for the tmux popup: a private server whose one client is attached in the pane
/// of the test's own tmux (`Tmux`), so that `display-popup` has a client to show the popup on and
/// the test sees that client's whole window, popup and panes, on its own pane. The script runs in
/// the private server's pane, with $TMUX pointing at that server. Both servers go with the object.
final class PersonalTmux {
    let outer: Tmux
    let socket: String
    private static let counter = Counter()

    /// `script` runs in the person's pane, in the test's work directory, with the test's
    /// environment and `environment`.
    init(script: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        let socket = "popupctl-e2e-person-\(getpid())-\(PersonalTmux.counter.next())"
        self.socket = socket
        let outerScript = """
        cat > person.sh <<'POPUPCTL_PERSON'
        \(script)
        exec tail -f /dev/null
        POPUPCTL_PERSON
        printf 'set -g status off\\n' > person.conf
        exec env -u TMUX -u TMUX_PANE tmux -L \(socket) -f person.conf new-session -s person "sh $(pwd)/person.sh"
        """
        outer = try Tmux(script: outerScript, width: width, height: height, environment: environment)
    }

    deinit { _ = try? Tmux.run(["tmux", "-L", socket, "kill-server"]) }

    /// What the person sees: the client's window, the popup over the panes.
    func screen() -> String { outer.screen() }

    /// The person's pane itself, under any popup.
    func pane() -> String { (try? Tmux.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "person"]).output) ?? "" }

    /// Keys typed by the person: they go to the popup while it is open.
    func send(_ keys: String...) { outer.send(keys.joined(separator: " ")) }
    func type(_ text: String) { outer.type(text) }
}

/// One command run by a script in the person's pane after forty lines of earlier output, as
/// `DialogRun` runs one in a pane of its own.
final class PersonalRun {
    let tmux: PersonalTmux
    static let earlierOutput = "earlier output line"

    /// `command` is shell text after `program`; what comes before it (`input`, a pipe) feeds its stdin.
    init(_ command: String, program: String = "popupctl", input: String = "", environment: [String: String] = [:],
         width: Int = 100, height: Int = 30) throws {
        let script = """
        i=1; while [ $i -le 40 ]; do echo "\(Self.earlierOutput) $i, of what made the question necessary"; i=$((i+1)); done
        \(input) sh -c 'echo $$ > popupctl.pid.tmp && mv popupctl.pid.tmp popupctl.pid && exec "$0" "$@"' \(Tmux.quote(program)) \(command) > out.txt 2> err.txt
        echo $? > status.tmp && mv status.tmp status
        """
        tmux = try PersonalTmux(script: script, width: width, height: height, environment: environment)
    }

    var stdout: String { tmux.outer.read("out.txt") }
    var stderr: String { tmux.outer.read("err.txt") }

    func pid(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        tmux.outer.waitForFile("popupctl.pid", file: file, line: line).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    func status(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        tmux.outer.waitForFile("status", timeout: timeout, file: file, line: line)
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits until the person sees `text`; the screen then.
    @discardableResult
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        tmux.outer.waitForScreen(file: file, line: line, "'\(text)'") { $0.contains(text) }
    }

    /// The popupctl processes of this build running now (the caller and the one in the popup).
    static func runningPopupctls() -> [(pid: Int32, arguments: [String])] {
        let binary = URL(fileURLWithPath: RepositoryPaths.popupctl).resolvingSymlinksInPath().path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (Int32, [String])? in
            guard let pid = Int32(entry), ProcessState.isRunning(pid),
                  let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/exe"), exe == binary,
                  let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let words = cmdline.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
            return (pid, words)
        }
    }

    /// The popupctl in the popup: this build, run with no arguments (its command line is in its request).
    static func guestPID() -> Int32? { runningPopupctls().first { $0.arguments.count == 1 }?.pid }
}
