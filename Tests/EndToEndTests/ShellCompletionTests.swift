import Foundation
import XCTest

/// The committed completion files, loaded by the real shells: bash always, zsh and fish when
/// installed (.ci/run installs them). Each must offer every option and the values of enumerated ones.
final class ShellCompletionTests: XCTestCase {
    private let file = { (name: String) in RepositoryPaths.path("completions/" + name) }

    /// Options as the option table has them, read from `--help` of the built binary so this test
    /// needs nothing from the package but the binary itself: every option named above the exit
    /// statuses (option lines, the modifier lines and the usage line).
    private func longOptions() throws -> [String] {
        let help = try Tmux.run([RepositoryPaths.popupctl, "--help"]).output
        let options = help.components(separatedBy: "Exit status:")[0]
        let pattern = try Regex(#"--([a-z][a-z0-9-]+)"#)
        var seen: [String] = []
        for match in options.matches(of: pattern) {
            if let name = match.output[1].substring.map(String.init), !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    private let enumerated = [
        "--style": ["alert", "floating", "sheet"],
        "--axis": ["auto", "horizontal", "vertical"],
        "--output": ["index", "json", "label", "none", "values"],
        "--completions": ["bash", "fish", "zsh"],
    ]

    func testBinaryPrintsTheCommittedFiles() throws {
        for (shell, name) in [("bash", "popupctl.bash"), ("zsh", "_popupctl"), ("fish", "popupctl.fish")] {
            let printed = try Tmux.run([RepositoryPaths.popupctl, "--completions", shell])
            XCTAssertEqual(printed.status, 0)
            XCTAssertEqual(printed.output, try String(contentsOfFile: file(name), encoding: .utf8), shell)
        }
    }

    func testBash() throws {
        let options = try longOptions()
        XCTAssertGreaterThan(options.count, 20)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-bash-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("notes.txt").path, contents: Data()))
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map(Tmux.quote).joined(separator: " ")
            let script = """
            source \(Tmux.quote(file("popupctl.bash"))) || exit 2
            [ "$(complete -p popupctl)" = 'complete -F _popupctl popupctl' ] || exit 3
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _popupctl
            printf '%s\\n' "${COMPREPLY[@]}"
            """
            let result = try Tmux.run(["bash", "--norc", "--noprofile", "-c", script])
            XCTAssertEqual(result.status, 0, result.output)
            return result.output.split(separator: "\n").map(String.init).sorted()
        }
        XCTAssertEqual(try complete(["popupctl", "--"]), options.map { "--" + $0 }.sorted())
        XCTAssertEqual(try complete(["popupctl", "--sty"]), ["--style"])
        for (option, values) in enumerated {
            XCTAssertEqual(try complete(["popupctl", option, ""]), values, option)
            XCTAssertEqual(try complete(["popupctl", option, "=", ""]), values, "\(option)=")
        }
        XCTAssertEqual(try complete(["popupctl", "-s", "fl"]), ["floating"])
        XCTAssertEqual(try complete(["popupctl", "-t", ""]), [], "free text: nothing offered")
        XCTAssertEqual(try complete(["popupctl", "--message-file", directory.path + "/no"]), [directory.path + "/notes.txt"])
    }

    func testFish() throws {
        guard RepositoryPaths.has("fish") else { throw XCTSkip("fish is not installed") }
        let options = try longOptions()
        func complete(_ line: String) throws -> [String] {
            let script = "source \(Tmux.quote(file("popupctl.fish"))); complete -C \(Tmux.quote(line))"
            let result = try Tmux.run(["fish", "--no-config", "-c", script])
            XCTAssertEqual(result.status, 0, result.output)
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        XCTAssertEqual(try complete("popupctl --"), options.map { "--" + $0 }.sorted())
        for (option, values) in enumerated {
            XCTAssertEqual(try complete("popupctl \(option) "), values, option)
        }
        XCTAssertEqual(try complete("popupctl -t "), [], "free text: nothing offered")
        // Values carry no copy of the option's description; the option itself keeps it.
        let values = try Tmux.run(["fish", "--no-config", "-c", "source \(Tmux.quote(file("popupctl.fish"))); complete -C 'popupctl --style '"])
        XCTAssertFalse(values.output.contains("\t"), values.output)
        let option = try Tmux.run(["fish", "--no-config", "-c", "source \(Tmux.quote(file("popupctl.fish"))); complete -C 'popupctl --sty'"])
        XCTAssertTrue(option.output.contains("--style\talert (centred)"), option.output)
    }

    /// zsh completes only in its line editor, so this one types Tab into an interactive zsh in tmux.
    func testZsh() throws {
        try requireTmux()
        guard RepositoryPaths.has("zsh") else { throw XCTSkip("zsh is not installed") }
        let rc = """
        fpath=(\(Tmux.quote(RepositoryPaths.path("completions"))) $fpath)
        autoload -Uz compinit && compinit -u -D
        PS1='READY%% '
        """
        let tmux = try Tmux(script: "printf '%s\\n' \(Tmux.quote(rc)) > .zshrc\nZDOTDIR=$PWD exec zsh -d -i",
                            shell: "sh", width: 100, height: 30)
        tmux.waitFor("READY%")
        tmux.type("popupctl --sty")
        tmux.send("Tab")
        tmux.waitFor("popupctl --style")
        tmux.send("Tab")
        tmux.waitForScreen("the three styles listed") { screen in
            screen.contains("alert") && screen.contains("floating") && screen.contains("sheet")
        }
        tmux.send("C-c")
        tmux.waitForScreen("a fresh prompt") { $0.components(separatedBy: "READY%").count >= 3 }
        tmux.type("popupctl --outp")
        tmux.send("Tab")
        tmux.waitFor("popupctl --output")
        tmux.send("Tab")
        tmux.waitForScreen("the output modes listed") { screen in
            ["index", "json", "label", "none", "values"].allSatisfy(screen.contains)
        }
        // A value that is a name or a file: both kinds offered, and no shell error.
        tmux.send("C-c")
        tmux.waitForScreen("a fresh prompt") { $0.components(separatedBy: "READY%").count >= 4 }
        tmux.type("popupctl --theme ")
        tmux.send("Tab")
        let screen = tmux.waitForScreen("the theme names listed") { screen in
            ["whiptail", "mono", "preview"].allSatisfy(screen.contains)
        }
        XCTAssertFalse(screen.contains("unmatched") || screen.contains("command not found"), screen)
    }
}
