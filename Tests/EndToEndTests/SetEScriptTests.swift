import Foundation
import XCTest

/// The documented ways to capture a choice survive `set -e`: choosing Beta (status 1) must not end
/// the script. Each runs as the README and the man page print it.
final class SetEScriptTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func choosingBeta(in lines: String) throws -> String {
        let script = "set -e\n" + lines + "\necho \"picked ${choice:-} ${status:-}\" > picked.tmp && mv picked.tmp picked.txt"
        let tmux = try Tmux(script: script)
        tmux.waitFor("Gamma")
        tmux.send("Right")
        tmux.send("Enter")
        return tmux.waitForFile("picked.txt") ?? ""
    }

    func testTheReadmesCaptureGoesOnAfterBeta() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.path("README.md"), encoding: .utf8)
        guard let line = readme.components(separatedBy: "\n").first(where: { $0.hasPrefix(#"choice=$(popupctl -m "Which one?""#) })
        else { return XCTFail("the README has no choice=$(popupctl -m \"Which one?\" …) example") }
        XCTAssertEqual(try choosingBeta(in: line), "picked Beta \n", line)
    }

    func testTheManPagesCaptureKeepsTheIndex() throws {
        let page = try String(contentsOfFile: RepositoryPaths.path("man/popupctl.1"), encoding: .utf8).components(separatedBy: "\n")
        guard let at = page.firstIndex(where: { $0.hasSuffix("|| status=$?") }), at > 0 else {
            return XCTFail("the man page has no `|| status=$?` example")
        }
        XCTAssertEqual(try choosingBeta(in: page[at - 1] + "\n" + page[at]), "picked Beta 1\n")
    }
}
