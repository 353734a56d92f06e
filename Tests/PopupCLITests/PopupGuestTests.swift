import Foundation
@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import PopupTTY
import XCTest

/// The run inside a tmux popup shows the dialog and tells its caller how it ended, and nothing
/// else: the result, the record and the status are the caller's, so they happen once.
final class PopupGuestTests: XCTestCase {
    func testTheRunInThePopupOnlyTellsHowItEnded() throws {
        let room = try PrivateDirectory(prefix: "popupctl-test", environment: [:])
        let listener = try room.listen("channel")
        let guestEnd = try LocalSocket.connect(to: room.path(of: "channel"))
        let callerEnd = try XCTUnwrap(listener.accept())
        let record = room.path(of: "answers")
        let io = MemoryIO(environment: ["POPUPCTL_RECORD": record, "POPUPCTL_REDUCE_MOTION": "1"])
        let screen = Size(width: 100, height: 30)
        let dialog = ["-t", "Sign in", "-i", "User", "-p", "Password", "-b", "Sign in", "--cancel", "Cancel", "--output", "values"]
        let fields = [TextField(placeholder: "User"), TextField(placeholder: "Password", isSecure: true)]
        let frame = Popup(Dialog(title: "Sign in", fields: fields).button("Sign in").button("Cancel", role: .cancel),
                          presentation: Presentation()).overlayFrame(on: screen)
        let terminal = MemoryTerminal(size: Size(width: frame.width, height: frame.height),
                                      script: [.text("alice"), .text("\r"), .text("s3cret"), .wait(0.1), .text("\r")])
        io.terminal = terminal
        io.caller = PopupCaller(socket: guestEnd, screen: screen)

        XCTAssertEqual(PopupCommand.run(dialog, io: io), 0)
        XCTAssertEqual(io.stdout, "", "the result is the caller's to write")
        XCTAssertFalse(FileManager.default.fileExists(atPath: record), "and the record the caller's to make")
        guestEnd.close()

        var decoder = PopupMessage.Decoder()
        var messages: [PopupMessage] = []
        while let bytes = callerEnd.receive(), !bytes.isEmpty { messages += decoder.feed(bytes) }
        XCTAssertEqual(messages, [.shown(.chosen(index: 0, label: "Sign in", role: .default, values: ["alice", "s3cret"]), progress: nil)])
        // Drawn to fill the popup: the box's corner in the terminal's.
        var replay = TerminalScreen(width: frame.width, height: frame.height)
        for write in terminal.writes.dropLast() { replay.feed(write) }
        XCTAssertTrue(replay.lines[0].hasPrefix("╭"), replay.lines.joined(separator: "\n"))
    }

    /// What the run in the popup writes goes to its caller: stdout and stderr over the socket,
    /// and stdin is what the caller read of its own.
    func testWhatTheRunInThePopupWritesGoesToTheCaller() throws {
        let room = try PrivateDirectory(prefix: "popupctl-test", environment: [:])
        let listener = try room.listen("channel")
        let guestEnd = try LocalSocket.connect(to: room.path(of: "channel"))
        let callerEnd = try XCTUnwrap(listener.accept())
        let request = PopupRequest(command: ["popupctl"], environment: [:], directory: "/", stdinIsTerminal: false,
                                   stdoutIsTerminal: false, screen: Size(width: 80, height: 24))
        let io = GuestIO(request, environment: ["LANG": "C.UTF-8"], caller: PopupCaller(socket: guestEnd, screen: request.screen),
                         stdin: Array("Alpha\nBeta\n".utf8), feed: nil)
        XCTAssertEqual(try io.readStdin(limit: 100), Array("Alpha\nBeta\n".utf8))
        try io.writeStdout(bytes: [0x41, 0xFF])
        XCTAssertEqual(FrontEnd.run(invokedAs: "popupctl", ["--tmux", "middle"], io: io), 125)
        guestEnd.close()
        var decoder = PopupMessage.Decoder()
        var messages: [PopupMessage] = []
        while let bytes = callerEnd.receive(), !bytes.isEmpty { messages += decoder.feed(bytes) }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertEqual(messages.first, .output([0x41, 0xFF]))
        guard case .error(let text)? = messages.last else { return XCTFail("\(messages)") }
        XCTAssertTrue(text.hasPrefix("popupctl: invalid value 'middle' for '--tmux'"), text)
    }

    /// Whatever is unset or wrong, the popup is not opened and the dialog is shown as without tmux.
    func testWithoutAPaneOfItsOwnThereIsNoPopup() throws {
        let dialog = ["-t", "Deploy?", "-c", "Wait", "-b", "Deploy"]
        let inTmux = ["TMUX": "/tmp/tmux-1000/default,4242,0", "TMUX_PANE": "%3", "POPUPCTL_REDUCE_MOTION": "1"]
        var outsideTmux = inTmux
        outsideTmux["TMUX"] = nil
        var inAPopup = inTmux
        inAPopup["TMUX_PANE"] = nil
        let cases: [([String], [String: String], String)] = [
            (dialog + ["--tmux", "center"], outsideTmux, "not in tmux"),
            (dialog + ["--tmux", "center"], inAPopup, "inside a popup already"),
            (dialog, inTmux, "not asked"),
            (dialog + ["--tmux", "center", "--plain"], inTmux.merging(["POPUPCTL_TMUX": "1"]) { $1 }, "lines asked for"),
        ]
        for (arguments, environment, why) in cases {
            let io = MemoryIO(environment: environment)
            io.terminal = MemoryTerminal(script: [.text("\t"), .wait(0.1), .text("\r")])
            io.lineTerminal = MemoryLineTerminal([.line("2")])
            let plan = try XCTUnwrap(planOf(arguments, io: io))
            XCTAssertNil(try TmuxPopup.find(plan, io: io), why)
            XCTAssertEqual(PopupCommand.run(arguments, io: io), 1, "\(why): \(io.stderr)")
        }
    }

    /// The plan popupctl's options make, for `TmuxPopup.find`.
    private func planOf(_ arguments: [String], io: MemoryIO) throws -> Plan? {
        guard case .show(let chain) = try PopupctlDialect().read(arguments, io: io) else { return nil }
        return try chain.plan(0)
    }
}
