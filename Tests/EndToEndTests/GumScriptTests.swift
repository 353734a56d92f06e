import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Scripts written as gum's own examples call gum (examples/commit.sh, git-stage.sh,
/// filter-key-value.sh, demo.sh in gum v2.0.0), run with popupctl linked as `gum` first on PATH:
/// driven with keys in tmux while their answers are recorded, then replayed from that recording
/// with no terminal at all. Both runs must leave the same results.
final class GumScriptTests: XCTestCase {
    typealias Step = (waitFor: String, keys: [String])

    /// A directory holding `gum`, a link to the built popupctl.
    private func gumLink() throws -> String {
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-gum-\(getpid())")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        unlink(links.appendingPathComponent("gum").path)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, links.appendingPathComponent("gum").path), 0)
        return links.path
    }

    /// Runs `script` in tmux with `steps` typed and its answers recorded, then again with no
    /// terminal from the recording; returns both runs' results.
    private func runAndReplay(_ script: String, _ steps: [Step], shell: String = "sh",
                              file: StaticString = #filePath, line: UInt = #line) throws -> (typed: String, replayed: String) {
        try requireTmux()
        let links = try gumLink()
        let body = "export PATH=\(Tmux.quote(links)):$PATH\nstty -g > stty.before\n\(script)\nstty -g > stty.after\necho done >> results\n"
        // The recording in the work directory, wherever the script goes.
        let tmux = try Tmux(script: "export POPUPCTL_RECORD=\"$PWD/answers.jsonl\"\n" + body, shell: shell)
        for step in steps {
            tmux.waitFor(step.waitFor, file: file, line: line)
            for key in step.keys {
                if key.hasPrefix("=") { tmux.type(String(key.dropFirst())) } else { tmux.send(key) }
            }
        }
        Poll.until(timeout: 10) { tmux.read("results").hasSuffix("done\n") }
        let typed = tmux.read("results")
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), "the terminal left as found", file: file, line: line)
        let work = tmux.workDir.path
        try FileManager.default.moveItem(atPath: work + "/results", toPath: work + "/results.typed")
        try body.replacingOccurrences(of: "stty -g > stty.before\n", with: "").replacingOccurrences(of: "stty -g > stty.after\n", with: "")
            .write(toFile: work + "/replay.sh", atomically: true, encoding: .utf8)
        // No terminal: a new session with no controlling terminal, stdin from /dev/null.
        let replay = try Tmux.run(["timeout", "30", "setsid", "-w", "env", "-u", "POPUPCTL_RECORD", "POPUPCTL_ANSWER_FILE=\(work)/answers.jsonl",
                                   "TERM=xterm", shell, "-c", "cd \(Tmux.quote(work)) && \(shell) replay.sh < /dev/null"])
        XCTAssertEqual(replay.status, 0, replay.output, file: file, line: line)
        return (typed, tmux.read("results"))
    }

    func testCommitScriptChoosesTypesAScopeWritesAndConfirms() throws {
        let script = """
        rm -rf repo && git init -q repo && cd repo && git config user.email t@example.org && git config user.name t
        git commit -q --allow-empty -m start
        TYPE=$(gum choose "fix" "feat" "docs" "style" "refactor" "test" "chore" "revert")
        SCOPE=$(gum input --placeholder "scope")
        test -n "$SCOPE" && SCOPE="($SCOPE)"
        SUMMARY=$(gum input --value "$TYPE$SCOPE: " --placeholder "Summary of this change")
        DESCRIPTION=$(gum write --placeholder "Details of this change")
        gum confirm "Commit changes?" && git commit -q --allow-empty -m "$SUMMARY" -m "$DESCRIPTION"
        echo "confirm $?" >> ../results
        git log -1 --format=%B >> ../results
        cd ..
        """
        let run = try runAndReplay(script, [("revert", ["Down", "Enter"]), ("scope", ["=ui", "Enter"]),
                                            ("feat(ui):", ["=tidy", "Enter"]), ("Details of this change", ["=why", "C-j", "=how", "Enter"]),
                                            ("Commit changes?", ["Enter"])])
        XCTAssertEqual(run.typed, "confirm 0\nfeat(ui): tidy\n\nwhy\nhow\n\ndone\n")
        XCTAssertEqual(run.replayed, run.typed)
    }

    func testCommitScriptDeclined() throws {
        let script = """
        TYPE=$(gum choose "fix" "feat")
        gum confirm "Commit changes?" && echo committed >> results
        echo "confirm $? $TYPE" >> results
        """
        let run = try runAndReplay(script, [("feat", ["Enter"]), ("Commit changes?", ["=n"])])
        XCTAssertEqual(run.typed, "confirm 1 fix\ndone\n")
        XCTAssertEqual(run.replayed, run.typed)
    }

    func testGitStageScriptStagesWhatWasPicked() throws {
        let script = """
        rm -rf repo && git init -q repo && cd repo && git config user.email t@example.org && git config user.name t
        echo one > tracked.txt && git add tracked.txt && git commit -q -m start
        echo two >> tracked.txt && echo new > new.txt && echo skip > skip.txt
        ACTION=$(gum choose "Add" "Reset")
        if [ "$ACTION" = "Add" ]; then
            git status --short | cut -c 4- | gum choose --no-limit | xargs git add
        else
            git status --short | cut -c 4- | gum choose --no-limit | xargs git restore
        fi
        git diff --cached --name-only >> ../results
        cd ..
        """
        // git status --short lists the changed tracked.txt first, then new.txt and skip.txt.
        let run = try runAndReplay(script, [("Reset", ["Enter"]), ("skip.txt", ["Space", "Down", "Down", "Space", "Enter"])])
        XCTAssertEqual(run.typed, "skip.txt\ntracked.txt\ndone\n")
        XCTAssertEqual(run.replayed, run.typed)
    }

    func testFilterKeyValueScript() throws {
        let script = """
        LIST=$(printf 'Cow:Moo\\nCat:Meow\\nDog:Woof\\n')
        ANIMAL=$(echo "$LIST" | cut -d':' -f1 | gum filter)
        SOUND=$(echo "$LIST" | grep $ANIMAL | cut -d':' -f2)
        echo "The $ANIMAL goes $SOUND" >> results
        """
        // Enter once the typed query has narrowed the list (the count says so).
        let run = try runAndReplay(script, [("Dog", ["=do"]), ("1/3", ["Enter"])])
        XCTAssertEqual(run.typed, "The Dog goes Woof\ndone\n")
        XCTAssertEqual(run.replayed, run.typed)
    }

    func testDemoScriptStylesAsksSpinsFiltersAndJoins() throws {
        let script = """
        gum style --border normal --margin "1" --padding "1 2" --border-foreground 212 "Hello, there! Welcome to $(gum style --foreground 212 'Gum')." >> results
        NAME=$(gum input --placeholder "What is your name?")
        gum write --placeholder "I'll keep it to myself, I promise!" > /dev/null
        ACTIONS=$(gum choose --no-limit "Read" "Think" "Discard")
        grep -q "Read" <<< "$ACTIONS" && gum spin -s line --title "Reading the secret..." -- sh -c 'exit 0'
        echo "read $?" >> results
        grep -q "Discard" <<< "$ACTIONS" && gum spin -s monkey --title " Discarding your secret..." -- sh -c 'exit 3'
        echo "discard $?" >> results
        GUM=$(echo -e "Cherry\\nGrape\\nLime\\nOrange" | gum filter --placeholder "Favorite flavor?")
        CHOICE=$(gum choose --item.foreground 250 "Yes" "No" "It's complicated")
        [[ "$CHOICE" == "Yes" ]] && echo "best" >> results || echo "sorry" >> results
        NICE=$(gum style --height 3 --width 12 --border double --border-foreground 57 "Bye, $(gum style --foreground 212 "$NAME").")
        CHEW=$(gum style --width 10 --border double --border-foreground 212 "Chew $(gum style --foreground "#04B575" "$GUM").")
        gum join --horizontal "$NICE" "$CHEW" >> results
        """
        let run = try runAndReplay(script, [("What is your name?", ["=Ann", "Enter"]), ("keep it to myself", ["=psst", "Enter"]),
                                            ("Discard", ["Space", "Down", "Down", "Space", "Enter"]), ("Orange", ["=gra"]), ("1/4", ["Enter"]),
                                            ("complicated", ["Enter"])], shell: "bash")
        // lipgloss's layout: the margin lines are spaces, the padding inside the border, --height
        // pads the text, and the shorter block of a horizontal join gets blank lines under it.
        let banner = ["                                     ", " ┌─────────────────────────────────┐ ",
                      " │                                 │ ", " │  Hello, there! Welcome to Gum.  │ ",
                      " │                                 │ ", " └─────────────────────────────────┘ ",
                      "                                     "]
        let joined = ["╔════════════╗╔══════════╗", "║Bye, Ann.   ║║Chew      ║", "║            ║║Grape.    ║",
                      "║            ║╚══════════╝", "╚════════════╝            "]
        XCTAssertEqual(run.typed, (banner + ["read 0", "discard 3", "best"] + joined + ["done"]).joined(separator: "\n") + "\n")
        XCTAssertEqual(run.replayed, run.typed)
    }

    func testPasswordIsNeverRecorded() throws {
        let script = """
        PW=$(gum input --password --placeholder "Token")
        echo "token ${#PW}" >> results
        """
        try requireTmux()
        let links = try gumLink()
        let tmux = try Tmux(script: "export POPUPCTL_RECORD=\"$PWD/answers.jsonl\" PATH=\(Tmux.quote(links)):$PATH\n\(script)\necho done >> results\n")
        tmux.waitFor("Token")
        tmux.type("s3cret-value")
        tmux.send("Enter")
        tmux.waitForFile("results", toBe: "token 12\ndone\n")
        let recorded = tmux.read("answers.jsonl")
        XCTAssertFalse(recorded.isEmpty)
        XCTAssertFalse(recorded.contains("s3cret"), recorded)
        XCTAssertTrue(recorded.contains("POPUPCTL_SECRET_"), recorded)
    }
}
