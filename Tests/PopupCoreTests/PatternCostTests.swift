import XCTest
@testable import PopupCore

/// Issue 26 item 10: the work one check may take (instructions visited and class items tested,
/// over every Character) is bounded when the pattern is compiled, for the longest value its field
/// takes: `.*a.{0,1000}` four times over a 64K value took 11 s on the run loop.
final class PatternCostTests: XCTestCase {
    private let heavy = String(repeating: ".*a.{0,1000}", count: 4)

    func testAPatternTooSlowForTheLongestValueIsRefused() throws {
        XCTAssertThrowsError(try Pattern.compile(heavy, forValuesUpTo: TextField.capacity)) { error in
            XCTAssertTrue((error as? PatternError)?.reason.hasPrefix("too slow to check a value of 65536 characters (at most ") == true, "\(error)")
        }
        let pattern = try Pattern.compile(heavy)
        let longest = pattern.longestCheckableValue
        XCTAssertGreaterThan(longest, 100)
        XCTAssertLessThan(longest, 2_000)
        XCTAssertNoThrow(try Pattern.compile(heavy, forValuesUpTo: longest))
        XCTAssertThrowsError(try Pattern.compile(heavy, forValuesUpTo: longest + 1))
        // What the field would then refuse without checking, a person typing sees.
        let field = TextField(placeholder: "Key", pattern: heavy)
        XCTAssertEqual(FieldValidation.refusal("aaaa", for: field), "invalid pattern")
        XCTAssertNil(FieldValidation.refusal("aaaa", for: TextField(placeholder: "Key", pattern: heavy, maxLength: longest)))
    }

    /// At the longest value it is allowed, the worst value (all `a`: every state alive) stays
    /// within the bound, counted in the steps the machine takes.
    func testTheWorkAtTheLongestValueStaysWithinTheBound() throws {
        for source in [heavy, "(a|aa|aaa)*b", "(\\w+\\s?)*$", "(.*a){20}", "[a-z]*[0-9]*[a-z]*x"] {
            let pattern = try Pattern.compile(source)
            let length = min(pattern.longestCheckableValue, TextField.capacity)
            var machine = PatternMachine(pattern.program)
            _ = machine.wholeMatch(String(repeating: "a", count: length))
            XCTAssertLessThanOrEqual(machine.steps, Pattern.maxWork, source)
            XCTAssertLessThanOrEqual((length + 1) * pattern.workPerCharacter, Pattern.maxWork + pattern.workPerCharacter, source)
        }
    }

    /// A pattern whose matches are short stops early on a long value: its length does not count.
    func testAShortMatchStopsTheMachineSoon() throws {
        let pattern = try Pattern.compile("^[a-z]{1,100}$", forValuesUpTo: TextField.capacity)
        var machine = PatternMachine(pattern.program)
        XCTAssertFalse(machine.wholeMatch(String(repeating: "a", count: TextField.capacity)))
        XCTAssertLessThan(machine.steps, 102 * 2 * pattern.program.instructions.count)
        XCTAssertEqual(PatternProgram.longestMatch(of: try PatternParser.parse("(ab|c){2,3}d?")), 7)
        XCTAssertNil(PatternProgram.longestMatch(of: try PatternParser.parse("a{2}b*")))
        XCTAssertEqual(PatternProgram.longestMatch(of: try PatternParser.parse("(^|$)*x")), 1, "a loop of nothing adds nothing")
    }
}
