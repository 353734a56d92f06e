@testable import PopupCLI
import PopupCore
import XCTest

/// What passes between a popup's process and its caller survives the trip whole, however the
/// bytes are cut on the way.
final class PopupMessageTests: XCTestCase {
    private let messages: [PopupMessage] = [
        .output(Array("Deploy\n".utf8) + [0xFF, 0x00]),
        .error("popupctl: cannot read 'x': no such file or directory\n"),
        .shown(.chosen(index: 1, label: "Sign in", role: .default, values: ["alice", "pa\"ss\\wörd ␛"], items: [0, 7, 9_999_999]),
               progress: nil),
        .shown(.dismissed(.tapOutside), progress: ProgressEnd(tail: ["make: *** [all] Error 1", ""], ended: false)),
        .shown(.timedOut, progress: nil),
        .shown(.interrupted(signal: 15), progress: nil),
        .shown(.completed, progress: ProgressEnd(tail: ["done"], ended: true)),
        .failed(125),
    ]

    func testEveryMessageRoundTrips() {
        var decoder = PopupMessage.Decoder()
        XCTAssertEqual(decoder.feed(messages.flatMap(\.encoded)), messages)
        XCTAssertFalse(decoder.isBroken)
    }

    func testBytesCutAnywhereMakeTheSameMessages() {
        let bytes = messages.flatMap(\.encoded)
        var decoder = PopupMessage.Decoder()
        var decoded: [PopupMessage] = []
        for byte in bytes { decoded += decoder.feed([byte]) }
        XCTAssertEqual(decoded, messages)
    }

    /// Bytes that are not a message are not taken for one, nor is anything after them.
    func testWhatIsNoMessageBreaksTheStream() {
        var unknown = PopupMessage.Decoder()
        XCTAssertEqual(unknown.feed([0x7A, 0, 0, 0, 0] + PopupMessage.failed(1).encoded), [])
        XCTAssertTrue(unknown.isBroken)
        var huge = PopupMessage.Decoder()
        XCTAssertEqual(huge.feed([0x6F, 0xFF, 0xFF, 0xFF, 0xFF]), [])
        XCTAssertTrue(huge.isBroken)
        var badOutcome = PopupMessage.Decoder()
        let payload = Array("{\"outcome\":{\"chosen\":{\"index\":1}},\"progress\":null}".utf8)
        XCTAssertEqual(badOutcome.feed([0x73, 0, 0, 0, UInt8(payload.count)] + payload), [])
        XCTAssertTrue(badOutcome.isBroken)
    }

    func testARequestRoundTrips() {
        let request = PopupRequest(command: ["whiptail", "--yesno", "Deploy \"now\"?", "8", "40"],
                                   environment: ["TERM": "tmux-256color", "NEWT_COLORS": "root=,red", "EMPTY": ""],
                                   directory: "/home/me/project ü", stdinIsTerminal: false, stdoutIsTerminal: true,
                                   screen: Size(width: 120, height: 40))
        XCTAssertEqual(PopupRequest(bytes: request.bytes), request)
        XCTAssertNil(PopupRequest(bytes: Array("{\"command\":[]}".utf8)))
        XCTAssertNil(PopupRequest(bytes: [0xFF]))
    }

    func testTheServersAnswerNamesTheClient() {
        let client = TmuxClient(answer: "3.3a\t/dev/pts/7\t120\t40\n")
        XCTAssertEqual(client?.name, "/dev/pts/7")
        XCTAssertEqual(client?.size, Size(width: 120, height: 40))
        XCTAssertEqual(client?.version, TmuxClient.Version(major: 3, minor: 3))
        // A detached session: nobody to show the popup to.
        XCTAssertNil(TmuxClient(answer: "3.3a\t\t80\t24\n"))
        XCTAssertNil(TmuxClient(answer: "no server running on /tmp/tmux-0/default\n"))
    }

    func testVersionsOpenPopupsFromThreeTwo() {
        typealias Version = TmuxClient.Version
        XCTAssertLessThan(Version("3.1c"), .popups)
        XCTAssertGreaterThanOrEqual(Version("3.2"), .popups)
        XCTAssertLessThan(Version("3.2a"), .borderless)
        XCTAssertGreaterThanOrEqual(Version("3.3a"), .borderless)
        XCTAssertGreaterThanOrEqual(Version("next-3.6"), .borderless)
        XCTAssertGreaterThanOrEqual(Version("master"), .borderless)
        XCTAssertLessThan(Version("2.9a"), .popups)
        XCTAssertGreaterThan(Version("3.10"), Version("3.9"))
    }

    /// The popup's command is one word per path for every shell tmux may run it with.
    func testWordsForTheShellAreQuotedOnlyWhenNeeded() {
        XCTAssertEqual(TmuxPopup.quoted("/tmp/popupctl-tmux.Ab3x9Z"), "/tmp/popupctl-tmux.Ab3x9Z")
        XCTAssertEqual(TmuxPopup.quoted("/opt/my tools/popupctl"), "'/opt/my tools/popupctl'")
        XCTAssertEqual(TmuxPopup.quoted("/it's/here"), "'/it'\\''s/here'")
        XCTAssertEqual(TmuxPopup.quoted(""), "''")
    }
}
