@testable import PopupCLI
import PopupCore
import PopupTestSupport
import XCTest

/// gum's command line as kong reads it for the flags each verb's options.go declares: values in
/// either spelling, negatable flags, short names, style sub-flags, `env:` variables, defaults.
final class GumArgumentsTests: XCTestCase {
    private func read(_ verb: GumVerb, _ arguments: [String], _ environment: [String: String] = [:]) throws -> GumCommand {
        try GumArguments.read(verb, arguments, environment: environment)
    }

    func testSpellingsDefaultsAndVariables() throws {
        // choose/options.go: Height default 10, env GUM_CHOOSE_HEIGHT; Header default "Choose:".
        let plain = try read(.choose, ["a", "b"])
        XCTAssertEqual(plain.int("height"), 10)
        XCTAssertEqual(plain.string("header"), "Choose:")
        XCTAssertEqual(plain.words, ["a", "b"])
        XCTAssertEqual(try read(.choose, ["--height", "4"]).int("height"), 4)
        XCTAssertEqual(try read(.choose, ["--height=5"]).int("height"), 5)
        XCTAssertEqual(try read(.choose, [], ["GUM_CHOOSE_HEIGHT": "6"]).int("height"), 6)
        XCTAssertEqual(try read(.choose, ["--height", "7"], ["GUM_CHOOSE_HEIGHT": "6"]).int("height"), 7, "the flag wins")
        // Style sub-flags and their variables (style.Styles embedded with prefix and envprefix).
        XCTAssertEqual(try read(.choose, ["--cursor.foreground", "99"]).style("cursor.").foreground, .indexed(99))
        XCTAssertEqual(try read(.choose, []).style("cursor.").foreground, .indexed(212), "set:defaultForeground=212")
        XCTAssertEqual(try read(.choose, [], ["GUM_CHOOSE_CURSOR_FOREGROUND": "#ff0000"]).style("cursor.").foreground, .rgb(255, 0, 0))
        XCTAssertEqual(try read(.confirm, []).style("selected.").padding, GumSpacing("0 3"))
        // Negatable flags, booleans with a value, short names, lists.
        XCTAssertFalse(try read(.choose, ["--no-strip-ansi"]).bool("strip-ansi"))
        XCTAssertFalse(try read(.confirm, ["--default=false"]).bool("default"))
        XCTAssertEqual(try read(.spin, ["-s", "line", "--", "sleep", "1"]).string("spinner"), "line")
        XCTAssertEqual(try read(.spin, ["-s", "line", "--", "sleep", "1"]).words, ["sleep", "1"])
        XCTAssertEqual(try read(.choose, ["--selected", "a,b", "--selected=c"]).list("selected"), ["a", "b", "c"])
        XCTAssertEqual(try read(.confirm, ["--timeout", "1m30s"]).seconds("timeout"), 90)
        XCTAssertNil(try read(.confirm, []).seconds("timeout"))
        // log/options.go: MinLevel reads GUM_LOG_LEVEL; file/options.go: Permissions reads GUM_FILE_PERMISSION.
        XCTAssertEqual(try read(.log, [], ["GUM_LOG_LEVEL": "warn"]).string("min-level"), "warn")
        XCTAssertFalse(try read(.file, [], ["GUM_FILE_PERMISSION": "false"]).bool("permissions"))
    }

    func testRefusals() {
        XCTAssertThrowsError(try read(.choose, ["--limit", "many"]))
        XCTAssertThrowsError(try read(.choose, ["--bogus"]))
        XCTAssertThrowsError(try read(.confirm, ["--no-default"]), "confirm's --default is not negatable")
        XCTAssertThrowsError(try read(.choose, ["--height"]))
        let bad = GumRun.run(["choose", "--bogus", "a"], terminal: false)
        XCTAssertEqual(bad.status, 125)
        XCTAssertEqual(bad.stderr, "gum: error: unknown flag --bogus\n")
        XCTAssertEqual(GumRun.run(["chews"], terminal: false).status, 125)
        XCTAssertEqual(GumRun.run([], terminal: false).status, 125)
    }

    func testHelpListsVerbsFlagsAndVariables() throws {
        let usage = GumRun.run(["--help"], terminal: false)
        XCTAssertEqual(usage.status, 0)
        for verb in GumVerb.allCases { XCTAssertTrue(usage.stdout.contains("  \(verb.rawValue) "), verb.rawValue) }
        let confirm = GumRun.run(["confirm", "--help"], terminal: false).stdout
        XCTAssertTrue(confirm.contains("--timeout=DURATION  (default: 0s, $GUM_CONFIRM_TIMEOUT)"), confirm)
        XCTAssertTrue(confirm.contains("--[no-]show-help"))
        XCTAssertTrue(confirm.contains("--answer=STRING"))
        XCTAssertTrue(GumRun.run(["confirm", "--help"], terminal: false, program: "popupctl").stdout.hasPrefix("Usage: popupctl confirm"))
        let man = try RepositoryFile.read("man/popupctl.1")
        guard let start = man.range(of: ".Sh GUM VERBS") else { return XCTFail("no GUM VERBS section") }
        let section = man[start.upperBound...].prefix { _ in true }.components(separatedBy: ".Sh ")[0]
        for verb in GumVerb.allCases { XCTAssertTrue(section.contains(verb.rawValue), "the man page names \(verb.rawValue)") }
    }

    func testPagerTableAndFile() {
        // pager: q or Esc ends it with 0 and prints nothing.
        let paged = GumRun.run(["pager", "line one\nline two"], keys: [GumRun.escape], wait: 0.2)
        XCTAssertEqual(paged.status, 0)
        XCTAssertEqual(paged.stdout, "")
        XCTAssertTrue(paged.drawn.contains("two"))
        // table/options.go: the first record names the columns; the picked row prints as given.
        let csv = "Name,Sound\nCow,Moo\nCat,Meow\n"
        XCTAssertEqual(GumRun.run(["table"], keys: [GumRun.down, GumRun.enter], stdin: csv).stdout, "Cat,Meow\n")
        XCTAssertEqual(GumRun.run(["table", "-r", "2"], keys: [GumRun.enter], stdin: csv).stdout, "Moo\n")
        XCTAssertEqual(GumRun.run(["table", "--print", "--border", "rounded"], stdin: "A,B\n1,22\n", terminal: false).stdout,
                       "╭─────╮\n│A  B │\n│─────│\n│1  22│\n╰─────╯\n")
        // file: unattended, the path answered.
        XCTAssertEqual(GumRun.run(["file", "/tmp", "--answer", "OK", "--answer-value", "/tmp/x"], terminal: false).stdout, "/tmp/x\n")
    }

    func testTmuxSpecReachesThePlan() throws {
        let io = MemoryIO()
        guard case .show(let chain) = try GumDialect().read(["choose", "--tmux", "bottom,80%", "a"], io: io) else {
            return XCTFail("no plan")
        }
        XCTAssertEqual(try chain.plan(0).tmux, TmuxSpec(position: .bottom, width: .percent(80)))
        XCTAssertEqual(try chain.plan(0).commandLine, ["gum", "choose", "--tmux", "bottom,80%", "a"], "what a tmux popup runs again")
        XCTAssertEqual(GumRun.run(["confirm", "--tmux", "sideways"], terminal: false).status, 125)
    }
}
