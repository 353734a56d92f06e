import XCTest
@testable import PopupCLI

final class OptionErrorTests: XCTestCase {
    func testErrorTable() {
        let table: [([String], String)] = [
            (["--tilte", "x"], "unknown option '--tilte'; did you mean '--title'?"),
            (["--buton", "x"], "unknown option '--buton'; did you mean '--button'?"),
            (["--frobnicate"], "unknown option '--frobnicate'; see 'popupctl --help'"),
            (["-t"], "option '-t' needs a value (TEXT)"),
            (["--title", "--button", "x"], "option '--title' needs a value (TEXT)"),
            (["--style", "alertt"], "invalid value 'alertt' for '--style'; expected one of alert, sheet, floating (did you mean 'alert'?)"),
            (["--axis", "diagonal"], "invalid value 'diagonal' for '--axis'; expected one of auto, horizontal, vertical"),
            (["--output", "xml"], "invalid value 'xml' for '--output'; expected one of label, index, values, json, none"),
            (["--width", "wide"], "invalid value 'wide' for '--width'; expected columns (50), a percentage (60%) or a range (40..72)"),
            (["--width", "72..40"], "invalid value '72..40' for '--width'; expected columns (50), a percentage (60%) or a range (40..72)"),
            (["--timeout", "-3"], "invalid value '-3' for '--timeout'; expected seconds above 0, up to a year (e.g. 10 or 2.5)"),
            (["--timeout", "nan"], "invalid value 'nan' for '--timeout'; expected seconds above 0, up to a year (e.g. 10 or 2.5)"),
            (["--timeout", "0x10"], "invalid value '0x10' for '--timeout'; expected seconds above 0, up to a year (e.g. 10 or 2.5)"),
            (["--timeout", "1e3"], "invalid value '1e3' for '--timeout'; expected seconds above 0, up to a year (e.g. 10 or 2.5)"),
            (["-b", ""], "invalid value '' for '-b'; expected a label with something to show"),
            (["--cancel", "& "], "invalid value '& ' for '--cancel'; expected a label with something to show"),
            (["--destructive", "  "], "invalid value '  ' for '--destructive'; expected a label with something to show"),
            (["stray"], "unexpected argument 'stray'; text goes after an option such as --message"),
            (["--stay"], "'--stay' applies to the button just added, and none was added before it"),
            (["--value", "x"], "'--value' applies to the text field just added, and none was added before it"),
            (["--inline=yes"], "invalid value 'yes' for '--inline'; expected no value: '--inline' is a switch"),
            (["-i", "Name", "--validate", "[unclosed"], "invalid pattern '[unclosed' for '--validate': missing ']'"),
            (["-i", "Name", "--validate", "a(?=b)"], "invalid pattern 'a(?=b)' for '--validate': lookahead '(?=' is not supported"),
            (["-i", "Name", "--max-length", "0"], "invalid value '0' for '--max-length'; expected a whole number above 0"),
            // Issue 26 items 1 and 10: nesting as deep as the input is long, and work past the bound.
            (["-i", "x", "--validate", "a" + String(repeating: "*", count: 110_000)],
             "invalid pattern 'a***************************************…' for '--validate': pattern nested too deeply: "
                + "groups and repetitions more than 400 levels inside each other"),
            (["-i", "x", "--validate", String(repeating: ".*a.{0,1000}", count: 4)],
             "pattern '.*a.{0,1000}.*a.{0,1000}.*a.{0,1000}.*a.…' for '--validate' is too slow to check a value of 65536 characters; "
                + "give the field '--max-length 1045' or less, or a simpler pattern"),
            (["-i", "x", "--validate", String(repeating: ".*a.{0,1000}", count: 4), "--max-length", "1046"],
             "pattern '.*a.{0,1000}.*a.{0,1000}.*a.{0,1000}.*a.…' for '--validate' is too slow to check a value of 1046 characters; "
                + "give the field '--max-length 1045' or less, or a simpler pattern"),
            (["-m", "-", "--message-file", "-"], "stdin can feed only one of '-m -' and '--message-file -'"),
            (["--wait"], "'--wait' only works together with '--progress'"),
            (["-t", "T", "--", "make", "-j8"], "'-- make -j8' only works together with '--progress'"),
            (["--progress", "-m", "-"], "stdin can feed only one of '-m -' and '--progress'"),
            (["--progress", "--buttons-from", "-"], "stdin can feed only one of '--buttons-from -' and '--progress'"),
            (Array(repeating: ["-b", "x"], count: 125).flatMap { $0 }, "too many buttons (125); at most 124, since exit statuses 124–255 have other meanings"),
        ]
        for (arguments, message) in table {
            XCTAssertThrowsError(try InvocationBuilder.build(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CLIError)?.description, message)
            }
        }
    }

    /// `--` ends the options: what follows is the command, word by word, options and all.
    func testASlowPatternIsTakenForAShortEnoughField() throws {
        let invocation = try InvocationBuilder.build(["-i", "x", "--validate", String(repeating: ".*a.{0,1000}", count: 4), "--max-length", "1045"])
        XCTAssertEqual(invocation.fields.first?.maxLength, 1045)
    }

    func testTheCommandAfterTheDoubleDash() throws {
        let invocation = try InvocationBuilder.build(["--progress", "-t", "Build", "--", "make", "-j8", "--keep-going", "-t"])
        XCTAssertEqual(invocation.command, ["make", "-j8", "--keep-going", "-t"])
        XCTAssertEqual(invocation.title, "Build")
        XCTAssertTrue(invocation.progress)
        XCTAssertNil(try InvocationBuilder.build(["--progress", "--"]).command, "nothing after it: stdin feeds the box")
        XCTAssertEqual(try InvocationBuilder.build(["--progress", "-m", "-", "--", "cat"]).message, .stdin,
                       "with a command, stdin is free for the message")
        XCTAssertEqual(try InvocationBuilder.build(["-m", "--"]).message, .text("--"), "an option's value may be --")
    }

    func testValuesAreParsed() throws {
        let invocation = try InvocationBuilder.build([
            "-t", "Title", "--message=Body", "-b", "A", "--cancel", "B", "--destructive", "C", "--default", "1",
            "--style", "sheet", "--axis", "vertical", "--width", "60%", "--timeout", "2.5", "--output", "json",
            "--no-escape", "--no-tap-dismiss", "--inline", "--no-color", "-m-",
        ])
        XCTAssertEqual(invocation.title, "Title")
        XCTAssertEqual(invocation.message, .stdin)
        XCTAssertEqual(invocation.buttons.map(\.label), ["A", "B", "C"])
        XCTAssertEqual(invocation.buttons.map(\.role), [.default, .cancel, .destructive])
        XCTAssertEqual(invocation.defaultReference, "1")
        XCTAssertEqual(invocation.style, .sheet)
        XCTAssertEqual(invocation.axis, .vertical)
        XCTAssertEqual(invocation.width, .percent(60))
        XCTAssertEqual(invocation.timeout, 2.5)
        XCTAssertEqual(invocation.output, .json)
        XCTAssertFalse(invocation.dismissOnEscape)
        XCTAssertFalse(invocation.dismissOnTapOutside)
        XCTAssertTrue(invocation.inline)
        XCTAssertTrue(invocation.noColor)
    }

    func testValuesMayStartWithADash() throws {
        let invocation = try InvocationBuilder.build(["-m", "-5 degrees outside", "-b", "-"])
        XCTAssertEqual(invocation.message, .text("-5 degrees outside"))
        XCTAssertEqual(invocation.buttons.map(\.label), ["-"])
    }
}
