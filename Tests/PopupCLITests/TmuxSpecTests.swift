@testable import PopupCLI
import PopupTestSupport
import XCTest

/// `--tmux [center|top|bottom|left|right][,W[%][,H[%]]]` and POPUPCTL_TMUX, read one way.
final class TmuxSpecTests: XCTestCase {
    func testEveryPartIsOptional() {
        let cases: [(String, TmuxSpec)] = [
            ("", TmuxSpec()),
            ("center", TmuxSpec(position: .center)),
            ("Bottom", TmuxSpec(position: .bottom)),
            ("top,80%", TmuxSpec(position: .top, width: .percent(80))),
            ("right,50,12", TmuxSpec(position: .right, width: .cells(50), height: .cells(12))),
            ("left,,40%", TmuxSpec(position: .left, height: .percent(40))),
            ("80%", TmuxSpec(width: .percent(80))),
            ("60,20", TmuxSpec(width: .cells(60), height: .cells(20))),
            (",,10", TmuxSpec(height: .cells(10))),
        ]
        for (text, spec) in cases { XCTAssertEqual(TmuxSpec(parsing: text), spec, text) }
    }

    func testWhatIsNoSpec() {
        for text in ["middle", "center,80%,10,3", "center,0", "center,101%", "center,1001", "center,-5", "center,5x", "center,+5", "ten"] {
            XCTAssertNil(TmuxSpec(parsing: text), text)
        }
    }

    func testASideIsCellsOrAShareOfTheScreenWithinIt() {
        XCTAssertEqual(TmuxSpec.Extent.cells(50).cells(of: 80), 50)
        XCTAssertEqual(TmuxSpec.Extent.cells(500).cells(of: 80), 80)
        XCTAssertEqual(TmuxSpec.Extent.percent(50).cells(of: 81), 41)
        XCTAssertEqual(TmuxSpec.Extent.percent(1).cells(of: 10), 1)
    }

    func testTheEnvironmentTurnsItOnForEveryDialog() throws {
        XCTAssertNil(try TmuxSpec.fromEnvironment([:]))
        XCTAssertNil(try TmuxSpec.fromEnvironment(["POPUPCTL_TMUX": ""]))
        XCTAssertNil(try TmuxSpec.fromEnvironment(["POPUPCTL_TMUX": "0"]))
        XCTAssertEqual(try TmuxSpec.fromEnvironment(["POPUPCTL_TMUX": "1"]), TmuxSpec())
        XCTAssertEqual(try TmuxSpec.fromEnvironment(["POPUPCTL_TMUX": "bottom,90%"]), TmuxSpec(position: .bottom, width: .percent(90)))
        XCTAssertThrowsError(try TmuxSpec.fromEnvironment(["POPUPCTL_TMUX": "yes"]))
    }

    /// A bad value is one line and 125, before anything is shown; a good one is the option's.
    func testTheOptionReadsASpec() throws {
        let io = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--tmux", "middle", "-t", "Deploy?"], io: io), 125)
        XCTAssertEqual(io.stderr, "popupctl: invalid value 'middle' for '--tmux'; expected \(TmuxSpec.expected)\n")
        XCTAssertFalse(io.terminalOpened)
        XCTAssertEqual(try InvocationBuilder.build(["--tmux", "bottom,70%", "-t", "x"]).tmux, TmuxSpec(position: .bottom, width: .percent(70)))
        XCTAssertEqual(try InvocationBuilder.build(["--tmux=", "-t", "x"]).tmux, TmuxSpec())
    }

    /// Under the tools' names the variable is the way in; a bad one is worded as the tool words errors.
    func testABadVariableIsAnErrorUnderEveryName() {
        let popupctl = MemoryIO(environment: ["POPUPCTL_TMUX": "yes", "TMUX": "/tmp/tmux-1/default,1,0", "TMUX_PANE": "%0"])
        XCTAssertEqual(PopupCommand.run(["-t", "Deploy?"], io: popupctl), 125)
        XCTAssertTrue(popupctl.stderr.hasPrefix("popupctl: invalid value 'yes' for 'POPUPCTL_TMUX'"), popupctl.stderr)
        let whiptail = MemoryIO(environment: ["POPUPCTL_TMUX": "yes"])
        XCTAssertEqual(CompatDialect.whiptail.run(["--yesno", "Deploy?", "8", "40"], io: whiptail), 255)
        XCTAssertTrue(whiptail.stderr.hasPrefix("whiptail: invalid value 'yes' for 'POPUPCTL_TMUX'"), whiptail.stderr)
    }
}
