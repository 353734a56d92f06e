import XCTest
@testable import PopupCLI
import PopupTestSupport

/// The committed completion files are exactly what `popupctl --completions SHELL` prints, and
/// every option of the table is in each of them. (The shells themselves load them in EndToEndTests.)
final class CompletionScriptTests: XCTestCase {
    func testCommittedFilesAreTheGeneratedScripts() throws {
        for shell in CompletionShell.allCases {
            let committed = try RepositoryFile.read("completions/" + shell.fileName)
            XCTAssertEqual(committed, shell.script(),
                           "completions/\(shell.fileName) is stale: run swift build, then Tests/Tools/update_docs.py")
        }
    }

    func testEveryOptionAndValueIsInEveryScript() {
        for option in OptionTable.all {
            let bash = CompletionShell.bash.script()
            XCTAssertTrue(bash.contains("--\(option.long) ") || bash.contains("--\(option.long)'"), "bash: --\(option.long)")
            if option.takesValue {
                XCTAssertTrue(bash.contains("--\(option.long))") || bash.contains("--\(option.long)|"), "bash value: --\(option.long)")
            }
            let zsh = CompletionShell.zsh.script()
            XCTAssertTrue(option.takesValue ? zsh.contains("--\(option.long)=")
                                            : zsh.contains("--\(option.long)[") || zsh.contains("--\(option.long)}"), "zsh: --\(option.long)")
            let fish = CompletionShell.fish.script()
            XCTAssertTrue(fish.contains("-l \(option.long) "), "fish: --\(option.long)")
            if let short = option.short {
                if option.takesValue { XCTAssertTrue(bash.contains("-\(short)|--\(option.long)"), "bash: -\(short)") }
                XCTAssertTrue(zsh.contains("{-\(short)"), "zsh: -\(short)")
                XCTAssertTrue(fish.contains("-s \(short) -l \(option.long)"), "fish: -\(short)")
            }
            if !option.choices.isEmpty {
                let words = option.choices.joined(separator: " ")
                XCTAssertTrue(bash.contains("compgen -W '\(words)'"), "bash choices: --\(option.long)")
                XCTAssertTrue(zsh.contains("(\(words))"), "zsh choices: --\(option.long)")
                let fishWords = option.choices.map { $0 + "\\\\t" }.joined(separator: " ")
                XCTAssertTrue(fish.contains("-a '\(fishWords)'"), "fish choices, each with no description: --\(option.long)")
            }
        }
    }

    func testEnumeratedOptionsHaveChoices() {
        for name in ["style", "axis", "output", "completions"] {
            XCTAssertFalse(OptionTable.spec(long: name)?.choices.isEmpty ?? true, name)
        }
    }

    func testCommandPrintsTheScript() {
        for shell in CompletionShell.allCases {
            let io = MemoryIO()
            XCTAssertEqual(PopupCommand.run(["--completions", shell.rawValue], io: io), 0)
            XCTAssertEqual(io.stdout, shell.script())
        }
        let io = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--completions", "powershell"], io: io), 125)
        XCTAssertEqual(io.stderr, "popupctl: invalid value 'powershell' for '--completions'; expected one of bash, zsh, fish\n")
    }
}
