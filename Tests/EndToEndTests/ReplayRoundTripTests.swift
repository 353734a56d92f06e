import Foundation
import PopupTestSupport
import XCTest

/// Issue 34 item 1: every box of every dialect records and replays its result exactly. Each box
/// is answered by keys in tmux with POPUPCTL_RECORD set, changing what it starts with (a date, a
/// value, an edit, a pick, a query); the same script then runs again with no terminal, replaying
/// the recording, and every box's stdout, stderr and status must be the same bytes.
final class ReplayRoundTripTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// One box: its name, its command line (shell text), what to wait for and the keys to send
    /// (nil: a box that asks nothing). `logs`: what a box that asks nothing says on stderr when
    /// nobody watches (popupctl's own log; on a terminal it is drawn instead), nil: the same
    /// bytes as on the terminal.
    private struct Box {
        var name: String
        var command: String
        var shows: String?
        var keys: [Key] = []
        var logs: String?
    }

    private enum Key {
        case send(String)
        case type(String)
        case wait(String)
    }

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("files/sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("bin"), withIntermediateDirectories: true)
        for name in ["a.txt", "b.txt"] { _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("files/\(name)").path, contents: nil) }
        try "one\ntwo\n".write(to: directory.appendingPathComponent("text.txt"), atomically: true, encoding: .utf8)
        for name in ["whiptail", "dialog"] {
            XCTAssertEqual(symlink(RepositoryPaths.popupctl, directory.appendingPathComponent("bin/\(name)").path), 0)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func read(_ path: String) -> String? { try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) }

    /// The script: each box run with its stdout, stderr and status kept in `$OUT`.
    private func script(_ boxes: [Box]) -> String {
        var text = "export PATH=\(Tmux.quote(directory.appendingPathComponent("bin").path)):$PATH\ncd \(Tmux.quote(directory.path))\n"
        text += #"run() { n=$1; shift; "$@" > "$OUT/$n.out" 2> "$OUT/$n.err"; echo $? > "$OUT/$n.rc"; }"# + "\n"
        for box in boxes { text += box.command.replacingOccurrences(of: "RUN", with: "run \(box.name)") + "\n" }
        return text + "echo done > \"$OUT/finished\"\n"
    }

    /// Records `boxes` by keys in tmux, replays them with no terminal; fails for each box whose
    /// replay differs, and prints how many were compared and which differ.
    private func roundTrip(_ dialect: String, _ boxes: [Box], file: StaticString = #filePath, line: UInt = #line) throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("live"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("replay"), withIntermediateDirectories: true)
        try script(boxes).write(to: directory.appendingPathComponent("boxes.sh"), atomically: true, encoding: .utf8)
        let record = directory.appendingPathComponent("answers.jsonl").path
        let tmux = try Tmux(script: "OUT=\(Tmux.quote(directory.appendingPathComponent("live").path)) sh "
                            + Tmux.quote(directory.appendingPathComponent("boxes.sh").path),
                            environment: ["POPUPCTL_RECORD": record, "POPUPCTL_RECORD_SECRETS": "1"])
        for box in boxes {
            if let shows = box.shows { tmux.waitFor(shows, file: file, line: line) }
            for key in box.keys {
                switch key {
                case .send(let name): tmux.send(name)
                case .type(let text): tmux.type(text)
                case .wait(let text): tmux.waitFor(text, file: file, line: line)
                }
            }
            eventually("\(dialect) \(box.name) to end", describe: { "screen:\n\(tmux.screen())" }, file: file, line: line) {
                read("live/\(box.name).rc") != nil
            }
        }
        eventually("\(dialect)'s boxes to end", file: file, line: line) { read("live/finished") != nil }
        let recorded = read("answers.jsonl") ?? ""
        XCTAssertEqual(recorded.split(separator: "\n").count, boxes.count, recorded, file: file, line: line)

        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        replay.arguments = ["-w", "sh", directory.appendingPathComponent("boxes.sh").path]
        replay.currentDirectoryURL = directory
        replay.environment = ["PATH": Tmux.binaryDirectory.path + ":/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": directory.path,
                              "OUT": directory.appendingPathComponent("replay").path, "POPUPCTL_ANSWER_FILE": record]
        replay.standardInput = FileHandle.nullDevice
        replay.standardOutput = FileHandle.nullDevice
        replay.standardError = FileHandle.nullDevice
        try replay.run()
        replay.waitUntilExit()
        var differing: [String] = []
        for box in boxes {
            for part in ["out", "err", "rc"] {
                let live = part == "err" ? box.logs ?? read("live/\(box.name).err") : read("live/\(box.name).\(part)")
                let replayed = read("replay/\(box.name).\(part)")
                if live == nil || live != replayed {
                    differing.append(box.name)
                    XCTFail("\(dialect) \(box.name): \(part) recorded \(String(reflecting: live)), replayed \(String(reflecting: replayed))",
                            file: file, line: line)
                    break
                }
            }
        }
        print("\(dialect): \(boxes.count) boxes recorded by keys and replayed with no terminal; \(differing.count) differ\(differing.isEmpty ? "" : ": " + differing.joined(separator: ", "))")
    }

    func testEveryDialogBoxReplaysExactly() throws {
        try roundTrip("dialog", [
            Box(name: "msgbox", command: "RUN dialog --msgbox 'A message' 8 40", shows: "A message", keys: [.send("Enter")]),
            Box(name: "yesno", command: "RUN dialog --yesno 'Go on?' 8 40", shows: "Go on?", keys: [.send("Tab"), .send("Enter")]),
            Box(name: "infobox", command: "RUN dialog --infobox 'Working' 8 40"),
            Box(name: "inputbox", command: "RUN dialog --inputbox 'Host name' 10 40 web", shows: "Host name",
                keys: [.type("01"), .wait("web01"), .send("Enter")]),
            Box(name: "passwordbox", command: "RUN dialog --insecure --passwordbox 'Root password' 10 40", shows: "Root password",
                keys: [.type("pw"), .wait("**"), .send("Enter")]),
            Box(name: "textbox", command: "RUN dialog --textbox text.txt 10 40", shows: "two", keys: [.send("Enter")]),
            Box(name: "menu", command: "RUN dialog --menu Menu 0 0 0 a Apple b Banana", shows: "Banana", keys: [.send("Down"), .send("Enter")]),
            Box(name: "checklist", command: "RUN dialog --checklist Check 0 0 0 a Apple on b Banana off c Cherry on", shows: "Cherry",
                keys: [.send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "help", command: "RUN dialog --help-button --checklist Helped 0 0 0 a Apple on b Banana off c Cherry on",
                shows: "Helped", keys: [.send("Down"), .send("Down"), .send("Tab"), .send("Tab"), .send("Enter")]),
            Box(name: "radiolist", command: "RUN dialog --radiolist Radio 0 0 0 a Apple on b Banana off", shows: "Radio",
                keys: [.send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "gauge", command: "echo 50 | RUN dialog --gauge Gauge 8 40 0"),
            Box(name: "form", command: "RUN dialog --form Form 0 0 0 Name 1 1 joe 1 10 20 0 Town 2 1 Oslo 2 10 20 0", shows: "Town",
                keys: [.type("x"), .send("Down"), .type("y"), .send("Enter")]),
            Box(name: "passwordform", command: "RUN dialog --insecure --passwordform Secret 0 0 0 Pin 1 1 '' 1 10 20 0", shows: "Secret",
                keys: [.type("1234"), .send("Enter")]),
            Box(name: "pause", command: "RUN dialog --pause Pause 10 40 60", shows: "Pause", keys: [.send("Tab"), .send("Enter")]),
            Box(name: "progressbox", command: "echo line | RUN dialog --progressbox 10 40"),
            Box(name: "editbox", command: "RUN dialog --editbox text.txt 10 40", shows: "two",
                keys: [.type("X"), .wait("Xone"), .send("Tab"), .send("Enter")]),
            Box(name: "mixedform", command: "RUN dialog --mixedform Mixed 0 0 0 Name 1 1 joe 1 10 20 0 0", shows: "Mixed",
                keys: [.type("z"), .send("Enter")]),
            Box(name: "calendar", command: "RUN dialog --calendar Date 0 0 1 2 2024", shows: "Date",
                keys: [.send("Tab"), .send("Tab"), .send("Right"), .send("Enter")]),
            Box(name: "timebox", command: "RUN dialog --timebox Time 0 0 10 20 30", shows: "Time",
                keys: [.send("Tab"), .send("Tab"), .send("Up"), .send("Enter")]),
            Box(name: "rangebox", command: "RUN dialog --rangebox Range 0 0 0 100 50", shows: "Range", keys: [.send("Up"), .send("Enter")]),
            Box(name: "inputmenu", command: "RUN dialog --inputmenu Rename 0 0 0 a Apple b Banana", shows: "Rename",
                keys: [.send("Down"), .send("Tab"), .send("Enter"), .type("X"), .send("Enter")]),
            Box(name: "treeview", command: "RUN dialog --treeview Tree 0 0 0 a Apple on 0 b Banana off 1", shows: "Tree",
                keys: [.send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "buildlist", command: "RUN dialog --buildlist Build 0 0 0 a Apple on b Banana off c Cherry off", shows: "Build",
                keys: [.send("Space"), .send("Enter")]),
            Box(name: "emptied", command: "RUN dialog --buildlist Emptied 0 0 0 a Apple on", shows: "Emptied",
                keys: [.send("Space"), .send("Enter")]),
            Box(name: "mixedgauge", command: "RUN dialog --mixedgauge Steps 0 0 50 one 0 two 7"),
            Box(name: "tailbox", command: "RUN dialog --tailbox text.txt 10 40", shows: "two", keys: [.send("Enter")]),
            Box(name: "tailboxbg", command: "RUN dialog --tailboxbg text.txt 10 40"),
            Box(name: "programbox", command: "echo output | RUN dialog --programbox 10 40", shows: "output", keys: [.send("Enter")]),
            Box(name: "prgbox", command: "RUN dialog --prgbox 'echo ran' 10 40", shows: "ran", keys: [.send("Enter")]),
            Box(name: "fselect", command: "RUN dialog --fselect files/ 10 50", shows: "b.txt",
                keys: [.send("Tab"), .send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "dselect", command: "RUN dialog --dselect files/ 10 50", shows: "sub",
                keys: [.send("Tab"), .send("Down"), .send("Space"), .send("Enter")]),
        ])
    }

    func testEveryWhiptailBoxReplaysExactly() throws {
        try roundTrip("whiptail", [
            Box(name: "msgbox", command: "RUN whiptail --msgbox 'A message' 8 40", shows: "A message", keys: [.send("Enter")]),
            Box(name: "yesno", command: "RUN whiptail --yesno 'Go on?' 8 40", shows: "Go on?", keys: [.send("Tab"), .send("Enter")]),
            Box(name: "infobox", command: "RUN whiptail --infobox 'Working' 8 40"),
            Box(name: "inputbox", command: "RUN whiptail --inputbox 'Host name' 10 40 web", shows: "Host name",
                keys: [.type("01"), .wait("web01"), .send("Enter")]),
            Box(name: "passwordbox", command: "RUN whiptail --passwordbox 'Root password' 10 40", shows: "Root password",
                keys: [.type("pw"), .wait("**"), .send("Enter")]),
            Box(name: "textbox", command: "RUN whiptail --textbox text.txt 10 40", shows: "two", keys: [.send("Enter")]),
            Box(name: "menu", command: "RUN whiptail --menu Menu 0 0 0 a Apple b Banana", shows: "Banana", keys: [.send("Down"), .send("Enter")]),
            Box(name: "checklist", command: "RUN whiptail --checklist Check 0 0 0 a Apple on b Banana off c Cherry on", shows: "Cherry",
                keys: [.send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "radiolist", command: "RUN whiptail --radiolist Radio 0 0 0 a Apple on b Banana off", shows: "Radio",
                keys: [.send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "gauge", command: "echo 50 | RUN whiptail --gauge Gauge 8 40 0"),
        ])
    }

    func testEveryPopupctlKindReplaysExactly() throws {
        try roundTrip("popupctl", [
            Box(name: "buttons", command: "RUN popupctl -t Deploy? -b '&Deploy' -c Abort", shows: "Deploy?", keys: [.send("d")]),
            Box(name: "input", command: "RUN popupctl -t Name -i Name", shows: "Name", keys: [.type("alice"), .wait("alice"), .send("Enter")]),
            Box(name: "password", command: "RUN popupctl -t Secret -p Password", shows: "Secret",
                keys: [.type("s3"), .wait("••"), .send("Enter")]),
            Box(name: "list", command: "RUN popupctl -t Fruit --item apple --item banana --item cherry", shows: "cherry",
                keys: [.send("Down"), .send("Enter")]),
            Box(name: "multi", command: "RUN popupctl -t Packages --multi --item curl --item git --item vim", shows: "vim",
                keys: [.send("Space"), .send("Down"), .send("Down"), .send("Space"), .send("Enter")]),
            Box(name: "query", command: "RUN popupctl -t Query --item apple --item banana --print-query", shows: "banana",
                keys: [.type("ba"), .wait("1/2"), .send("Enter")]),
            Box(name: "nowait", command: "RUN popupctl -t Note --no-wait", logs: "Note\n"),
            Box(name: "progress", command: "RUN popupctl --progress -t Build -- sh -c 'echo 50; exit 3'",
                logs: "Build\n50\n'sh' ended with status 3\n"),
        ])
    }
}
