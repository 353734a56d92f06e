import PopupCore
import PopupKit
import PopupTestSupport
import XCTest
@testable import PopupCLI

/// popupctl linked as fzf: fzf's command line, its default options, its result contract and its
/// keys, run in memory (the differential tests in EndToEndTests compare it with fzf itself).
final class FzfDialectTests: XCTestCase {
    private func fzf(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                     keys: String? = nil) -> (status: Int32, io: MemoryIO) {
        let io = MemoryIO(environment: environment, stdin: Array(stdin.utf8))
        if let keys { io.terminal = MemoryTerminal(size: Size(width: 80, height: 24), script: [.text(keys)]) }
        return (FrontEnd.run(invokedAs: "/usr/bin/fzf", arguments, io: io), io)
    }

    func testFzfDefaultOptsAreShellWordsOverSeveralLinesWithComments() {
        XCTAssertEqual(FzfShellWords.split("--multi # many\n  --prompt 'a b> ' \\\n --query=\"x \\\"y\\\"\"\n#--tac\n"),
                       ["--multi", "--prompt", "a b> ", "--query=x \"y\""])
        XCTAssertEqual(FzfShellWords.split("--bind=ctrl-a:select-all+accept --header=a#b"), ["--bind=ctrl-a:select-all+accept", "--header=a#b"])
        XCTAssertNil(FzfShellWords.split("--prompt 'open"))
    }

    func testFzfsSpellingsOfOptions() throws {
        var options = FzfOptions()
        try FzfArguments.read(["+s", "-m3", "-qab", "-d:", "--nth=2..", "--with-nth", "..-1", "--layout=reverse-list", "--height",
                               "40%", "-1", "-0", "--expect=ctrl-x,alt-y", "--read0", "--print0", "--tac", "-e"], into: &options)
        XCTAssertEqual(options.multi, 3)
        XCTAssertFalse(options.sorts)
        XCTAssertEqual(options.query, "ab")
        XCTAssertEqual(options.delimiter, ":")
        XCTAssertEqual(options.nth, FieldSelection("2.."))
        XCTAssertEqual(options.withNth, FieldSelection("..-1"))
        XCTAssertEqual(options.layout, .reverseList)
        XCTAssertEqual(options.height, .percent(40))
        XCTAssertTrue(options.selectOne && options.exitZero && options.read0 && options.print0 && options.tac && options.exact)
        XCTAssertEqual(options.expect, ["ctrl-x", "alt-y"])
        try FzfArguments.read(["-m", "+m", "--reverse", "--multi=2"], into: &options)
        XCTAssertEqual(options.multi, 2)
        XCTAssertEqual(options.layout, .reverse)
        XCTAssertThrowsError(try FzfArguments.read(["--multi=x"], into: &options))
        XCTAssertThrowsError(try FzfArguments.read(["--query"], into: &options))
        XCTAssertThrowsError(try FzfArguments.read(["--layout=sideways"], into: &options))
        XCTAssertThrowsError(try FzfArguments.read(["--reverse=1"], into: &options))
    }

    func testBindingsAreReadAsFzfReadsThem() throws {
        let bindings = try FzfBinding.parse("ctrl-r:toggle-sort,alt-r:toggle-raw,shift-delete:execute-silent(cat {+f1} >> \"x\")+exclude-multi,start:reload:ls -a")
        XCTAssertEqual(bindings.map(\.key), ["ctrl-r", "alt-r", "shift-delete", "start"])
        XCTAssertEqual(bindings[2].actions, [FzfBinding.Action(name: "execute-silent", argument: "cat {+f1} >> \"x\""),
                                             FzfBinding.Action(name: "exclude-multi")])
        XCTAssertEqual(bindings[3].actions, [FzfBinding.Action(name: "reload", argument: "ls -a")])
        XCTAssertThrowsError(try FzfBinding.parse("ctrl-x:explode"))
        XCTAssertThrowsError(try FzfBinding.parse("hyper-x:accept"))
        XCTAssertThrowsError(try FzfBinding.parse("ctrl-x:execute(unclosed"))
    }

    func testAnArgumentEndsAtAClosingBracketBeforeAPlusACommaOrTheEnd() throws {
        let bindings = try FzfBinding.parse(#"enter:transform(echo "change-query({})")+up,ctrl-y:become[echo "a(b)+c"]"#)
        XCTAssertEqual(bindings[0].actions, [FzfBinding.Action(name: "transform", argument: #"echo "change-query({})""#),
                                             FzfBinding.Action(name: "up")])
        XCTAssertEqual(bindings[1].actions, [FzfBinding.Action(name: "become", argument: #"echo "a(b)+c""#)])
    }

    func testErrorsAreFzfsStatusTwoWithOneLine() {
        let run = fzf(["--no-such-option"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.io.stderr, "fzf: unknown option: --no-such-option\n")
        let opts = fzf([], environment: ["FZF_DEFAULT_OPTS": "--prompt 'open"])
        XCTAssertEqual(opts.status, 2)
        XCTAssertEqual(fzf(["--bash"]).status, 2)
    }

    func testFilterModePrintsTheMatchesBestFirstAndOneWhenNone() {
        let run = fzf(["-f", "ab"], stdin: "xaxb\nab\nnothing\n")
        XCTAssertEqual(run.status, 0, run.io.stderr)
        XCTAssertEqual(run.io.stdout, "ab\nxaxb\n")
        let none = fzf(["--filter=zz", "--print-query"], stdin: "a\nb\n")
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.io.stdout, "zz\n")
        let fields = fzf(["-f", "e", "--accept-nth", "2,3"], stdin: "a b c\nd e f\n")
        XCTAssertEqual(fields.io.stdout, "e f\n")
        XCTAssertEqual(fzf(["-f", "b", "--print0"], stdin: "a\tb\n").io.stdout, "a\tb\0", "a tab is part of the line")
    }

    func testArgumentsOverrideTheDefaultOptionsFileAndVariable() {
        let io = MemoryIO(environment: ["FZF_DEFAULT_OPTS_FILE": "opts", "FZF_DEFAULT_OPTS": "--query=b"],
                          files: ["opts": Array("# mine\n--print-query\n--query=a\n".utf8)], stdin: Array("a\nb\nc\n".utf8))
        XCTAssertEqual(FrontEnd.run(invokedAs: "fzf", ["-f", "c"], io: io), 0, io.stderr)
        XCTAssertEqual(io.stdout, "c\nc\n")
        let variable = fzf(["--filter", ""], stdin: "a\nb\n", environment: ["FZF_DEFAULT_OPTS": "--print-query --query=b"])
        XCTAssertEqual(variable.io.stdout, "\na\nb\n", "-f's query is the filter's, --query's is only printed")
    }

    func testKeysOnATerminalGiveFzfsOutputAndStatuses() {
        // Default layout: ↑ goes to the next item, as the list grows up from the query.
        let up = fzf([], stdin: "1\n2\n3\n", keys: "\u{1B}[A\r")
        XCTAssertEqual(up.status, 0, up.io.stderr)
        XCTAssertEqual(up.io.stdout, "2\n")
        let reverse = fzf(["--reverse"], stdin: "1\n2\n3\n", keys: "\u{1B}[B\r")
        XCTAssertEqual(reverse.io.stdout, "2\n")
        let multi = fzf(["-m"], stdin: "1\n2\n3\n", keys: "\u{1B}[Z\u{1B}[Z\r")
        XCTAssertEqual(multi.io.stdout, "1\n2\n", "Shift-Tab checks and goes up to the next item")
        let none = fzf(["--print-query", "--expect=ctrl-x"], stdin: "a\nb\n", keys: "zz\r")
        XCTAssertEqual(none.status, 1, "an accept with no match ends with 1")
        XCTAssertEqual(none.io.stdout, "zz\n\n")
        let escape = fzf(["--print-query"], stdin: "a\nb\n", keys: "a\u{1B}")
        XCTAssertEqual(escape.status, 130, "Esc aborts at once, even with a query")
        XCTAssertEqual(escape.io.stdout, "")
    }

    func testBoundKeysRunTheListsActionsBeforeTheirOwnMeaning() {
        let all = fzf(["-m", "--bind", "ctrl-a:select-all"], stdin: "1\n2\n3\n", keys: "\u{01}\r")
        XCTAssertEqual(all.io.stdout, "1\n2\n3\n", all.io.stderr)
        let abort = fzf(["--bind", "ctrl-x:abort"], stdin: "1\n", keys: "\u{18}")
        XCTAssertEqual(abort.status, 130)
        let ignored = fzf(["--bind", "enter:ignore,ctrl-y:accept"], stdin: "1\n2\n", keys: "\r\u{1B}[A\u{19}")
        XCTAssertEqual(ignored.io.stdout, "2\n")
        let query = fzf(["--bind", "alt-q:change-query(2)+accept"], stdin: "1\n2\n", keys: "\u{1B}q")
        XCTAssertEqual(query.io.stdout, "2\n")
        XCTAssertEqual(FzfKeyMap.keyActions(try! FzfBinding.parse("ctrl-r:toggle-track,start:reload(ls),ctrl-a:select-all")),
                       [Key.ctrl("a"): [.selectAll]], "actions and events not carried out leave the key its own meaning")
    }

    func testAnExpectedKeyAcceptsAndIsNamedBeforeThePicks() {
        let key = fzf(["--expect=ctrl-x,alt-y", "--print-query"], stdin: "1\n2\n", keys: "\u{1B}[A\u{18}")
        XCTAssertEqual(key.status, 0, key.io.stderr)
        XCTAssertEqual(key.io.stdout, "\nctrl-x\n2\n")
        let unattended = fzf(["--expect=ctrl-x"], stdin: "a\nb\n", environment: ["POPUPCTL_ANSWER": "ctrl-x", "POPUPCTL_ITEMS": "b"])
        XCTAssertEqual(unattended.status, 0, unattended.io.stderr)
        XCTAssertEqual(unattended.io.stdout, "ctrl-x\nb\n", "an answer names the key as it names a button")
    }

    func testAnUnattendedRunIsAnsweredByItemWithoutATerminal() {
        let run = fzf(["--multi"], stdin: "alpha\nbeta\ngamma\n", environment: ["POPUPCTL_ITEMS": "beta\ngamma"])
        XCTAssertEqual(run.status, 0, run.io.stderr)
        XCTAssertEqual(run.io.stdout, "beta\ngamma\n")
        XCTAssertFalse(run.io.terminalOpened)
        let nobody = fzf([], stdin: "a\n")
        XCTAssertEqual(nobody.status, 2)
        XCTAssertTrue(nobody.io.stderr.hasPrefix("fzf: "), nobody.io.stderr)
    }

    func testTheWalkerListsFilesUnderItsRootSkippingWhatItIsTold() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fzf-walker-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        for directory in ["a/b", ".hidden", "node_modules"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for file in ["top", "a/x.txt", "a/b/y.txt", ".hidden/z", "node_modules/n"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        XCTAssertEqual(Set(FzfWalker.paths(root: root, kinds: FzfWalker.Kinds(), skip: [".git", "node_modules"])),
                       Set(["top", "a/x.txt", "a/b/y.txt", ".hidden/z"].map { root + "/" + $0 }))
        XCTAssertEqual(Set(FzfWalker.paths(root: root + "/a", kinds: try FzfWalker.Kinds(parsing: "dir"), skip: [])),
                       Set([root + "/a/", root + "/a/b/"]))
        let io = MemoryIO()
        io.stdinIsTerminal = true
        XCTAssertEqual(FrontEnd.run(invokedAs: "fzf", ["-f", "y.txt", "--walker=file,dir", "--walker-root=\(root)"], io: io), 0)
        XCTAssertEqual(io.stdout, root + "/a/b/y.txt\n")
    }
}
