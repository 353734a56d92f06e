import PopupTestSupport
import XCTest
@testable import PopupCore

final class PatternTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do {
            return try Pattern.compile(pattern).wholeMatch(text)
        } catch {
            XCTFail("'\(pattern)' refused: \(error)", file: file, line: line)
            return false
        }
    }

    /// The same texts on every run.
    private func randomTexts(count: Int, maxLength: Int, alphabet: String) -> [String] {
        let letters = Array(alphabet)
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        return (0..<count).map { _ in
            String((0..<generator.next(below: maxLength)).map { _ in letters[generator.next(below: letters.count)] })
        }
    }

    /// (pattern, accepted values, refused values): the whole value must match.
    private let table: [(String, [String], [String])] = [
        ("abc", ["abc"], ["", "ab", "abcd", "xabc"]),
        ("", [""], ["a"]),
        ("a.c", ["abc", "a-c", "aéc"], ["ac", "a\nc"]),
        ("^[a-z0-9._/-]+$", ["feature/x-1.2", "a"], ["", "Main", "a b"]),
        ("[^0-9]*", ["", "abc", "é"], ["a1"]),
        ("[]a]+", ["]a]"], ["b"]),
        ("[a-]+", ["a-a"], ["b"]),
        ("\\d{3}-\\d{4}", ["555-1234", "٣٣٣-1234"], ["55-1234", "555-12345"]),
        ("\\w+", ["snake_case", "héllo", "e\u{301}"], ["a b", "a-b", ""]),
        ("\\s*x\\s*", [" x ", "x", "\tx"], ["y"]),
        ("\\D\\W\\S", ["a!b"], ["1!b", "aab", "a! "]),
        ("a\\.b\\\\c", ["a.b\\c"], ["axb\\c"]),
        ("\\(\\)\\[\\]\\{\\}\\*\\+\\?\\|\\^\\$", ["()[]{}*+?|^$"], [""]),
        ("(ab|cd)+", ["ab", "abcd", "cdab"], ["", "abc", "ac"]),
        ("(?:ab|c)?d", ["abd", "cd", "d"], ["abcd"]),
        ("(?<year>\\d{4})-(?P<month>\\d\\d)", ["2024-05"], ["24-05"]),
        ("a|b|", ["a", "b", ""], ["ab"]),
        ("a{2}", ["aa"], ["a", "aaa"]),
        ("a{2,}", ["aa", "aaaaa"], ["a"]),
        ("a{,2}", ["", "a", "aa"], ["aaa"]),
        ("a{1,3}b", ["ab", "aaab"], ["b", "aaaab"]),
        ("a{0}b", ["b"], ["ab"]),
        ("a*?b+?c??", ["b", "aabbc"], ["c"]),
        ("x{", ["x{"], ["x"]),
        ("x{a}", ["x{a}"], ["xa"]),
        ("\\bfoo\\b", ["foo"], ["foox"]),
        ("a\\Bb", ["ab"], ["a b"]),
        ("foo\\b.*", ["foo bar", "foo"], ["foobar"]),
        ("\\Afoo\\z", ["foo"], ["foox"]),
        ("[[:alpha:]][[:digit:]]", ["a1"], ["11"]),
        ("\\p{Lu}\\p{Ll}+", ["Hello", "Élan"], ["hello"]),
        ("\\P{L}", ["1"], ["a"]),
        ("\\x41\\u{1F600}\\u00e9", ["A😀é"], ["A😀e"]),
        ("caf\u{E9}", ["caf\u{E9}", "cafe\u{301}"], ["cafe"]),
        ("[\u{E9}]", ["e\u{301}"], ["e"]),
        ("[à-ÿ]+", ["éè"], ["e"]),
        ("(a*)*b", ["b", "aaab"], ["aaa"]),
        ("(a|)*", ["", "aaa"], ["b"]),
        ("(^a|b)+", ["a", "ab", "abb"], ["ba"]),
        ("a$|b", ["a", "b"], ["ab"]),
        ("👩‍👩‍👧.", ["👩‍👩‍👧x"], ["👩x"]),
        ("(?i)abc", ["abc", "ABC", "aBc"], ["abd"]),
        ("(?i)[a-c]+[^x]", ["ABCy", "cy"], ["abX", "abx"]),
        ("(?i)straße|é", ["STRAßE", "Straße", "É"], ["e", "STRASSE"]),
    ]

    func testSemanticsTable() {
        for (pattern, accepted, refused) in table {
            for text in accepted {
                XCTAssertTrue(matches(pattern, text), "'\(pattern)' should accept '\(text)'")
            }
            for text in refused {
                XCTAssertFalse(matches(pattern, text), "'\(pattern)' should refuse '\(text)'")
            }
        }
    }

    /// Remembered steps give the answers stepping afresh gives, also when memory fills and is dropped.
    func testRememberedStepsAgreeWithFreshOnes() throws {
        var texts = ["abcabc", "a-b-c-", "word word!", String(repeating: "ab-", count: 50) + "x"]
        texts += randomTexts(count: 30, maxLength: 60, alphabet: "ab-c d!é")
        for (source, _, _) in table + [("^([a-z0-9]+-?)*$", [], []), ("(\\bc|a|b|-| |d)*\\b!?", [], [])] {
            let program = try Pattern.compile(source).program
            var remembering = PatternMachine(program)
            var forgetful = PatternMachine(program)
            forgetful.limits = (sets: 2, steps: 3, kinds: 2)
            for text in texts {
                var fresh = PatternMachine(program)
                let expected = fresh.wholeMatch(text)
                XCTAssertEqual(remembering.wholeMatch(text), expected, "'\(source)' on '\(text)'")
                XCTAssertEqual(forgetful.wholeMatch(text), expected, "'\(source)' on '\(text)', forgetting")
            }
        }
    }

    /// The same answers as Swift's Regex (the matcher it replaces) wherever both apply.
    func testAgreesWithSwiftRegex() throws {
        let patterns = ["^[a-z0-9._/-]+$", "[A-Z][a-z]*( [A-Z][a-z]*)*", "\\d+(\\.\\d{1,2})?", "(ab|a)(bc|c)?", "(a|ab)*(c|bcd)?[xyz]*$", "(?i)[a-c]+h?\\.?Z*", "(?:[a-c]+\\.)*A?\\s?\\w*",
                        "[^@ ]+@[^@ ]+\\.[a-z]{2,}", "x*y*z*", "(a|b)*abb", "\\w+\\s\\w+"]
        var texts = ["", "a", "abc", "Hello World", "12.5", "12.555", "me@example.org", "abb", "ababb",
                     "xxz", "word word", "feature/x", "abc", "abcc"]
        texts += randomTexts(count: 100, maxLength: 16, alphabet: "abcxyzAH 1.@")
        for pattern in patterns {
            let regex = try Regex(pattern)
            for text in texts {
                XCTAssertEqual(matches(pattern, text), (try regex.wholeMatch(in: text)) != nil, "'\(pattern)' on '\(text)'")
            }
        }
    }

    /// Patterns that take exponential time to backtrack, on inputs a backtracker would never finish:
    /// the machine's work is bounded by instructions × (Characters + 1).
    func testPathologicalPatternsStayLinear() throws {
        let cases: [(String, String, Bool)] = [
            ("^([a-z0-9]+-?)*$", "my-branch-name-for-the-fix-of-the-crash!", false),
            ("(a+)+b", String(repeating: "a", count: 5_000), false),
            ("(a|a)*c", String(repeating: "a", count: 5_000), false),
            ("(a*)*$", String(repeating: "a", count: 5_000) + "b", false),
            ("(x+x+)+y", String(repeating: "x", count: 5_000), false),
            ("(a|aa)+", String(repeating: "a", count: 5_000), true),
            ("(\\w+\\s?)*$", String(repeating: "word ", count: 1_000) + "!", false),
            ("(.*a){20}", String(repeating: "a", count: 2_000), true),
        ]
        for (source, text, expected) in cases {
            let pattern = try Pattern.compile(source)
            var machine = PatternMachine(pattern.program)
            XCTAssertEqual(machine.wholeMatch(text), expected, source)
            let bound = pattern.program.instructions.count * (text.count + 1) * 2
            XCTAssertLessThanOrEqual(machine.steps, bound, "'\(source)' did \(machine.steps) steps")
        }
    }

    /// Thousands of different letters, all one kind to the pattern (none is a literal of it, each
    /// is a `\w`), step as one: the work after the first steps is a lookup a Character.
    func testDifferentLettersOfOneKindStepAlike() throws {
        let text = String((0..<5_000).map { Character(Unicode.Scalar(0x4E00 + $0)!) })
        let pattern = try Pattern.compile(".*\\w{100}")
        var machine = PatternMachine(pattern.program)
        XCTAssertTrue(machine.wholeMatch(text))
        XCTAssertLessThan(machine.steps, 100 * 400, "\(machine.steps) steps: each letter stepped afresh")
        XCTAssertFalse(try Pattern.compile(".*\\w{100}x").wholeMatch(text))
    }

    /// Unsupported constructs are refused up front, naming them.
    func testRefusals() {
        let cases: [(String, String)] = [
            ("(a)\\1", "backreference '\\1'"),
            ("\\k<x>", "backreference '\\k'"),
            ("a(?=b)", "lookahead '(?='"),
            ("a(?!b)", "negative lookahead '(?!'"),
            ("(?<=a)b", "lookbehind '(?<='"),
            ("(?<!a)b", "negative lookbehind '(?<!'"),
            ("(?>a)", "atomic group '(?>'"),
            ("a++", "possessive quantifier '++'"),
            ("a{2}+", "possessive quantifier '{2}+'"),
            ("a(?i)b", "inline flags '(?i'"),
            ("(?m)a", "inline flags '(?m'"),
            ("[a[b]]", "nested class"),
            ("[a&&b]", "class intersection '&&'"),
            ("[z-a]", "range 'z-a' is out of order"),
            ("\\X", "escape '\\X'"),
            ("\\p{Greek}", "Unicode property '\\p{Greek}'"),
            ("a{1001}", "repetition count 1001 is above 1000"),
            ("a{99999999999}", "repetition count"),
            ("a{3,2}", "minimum above its maximum"),
            ("(a{1000}){1000}", "pattern too large"),
            ("((a{1000}){1000}){1000}", "pattern too large"),
            (String(repeating: "a{1000}", count: 11), "pattern too large"),
            (String(repeating: "(", count: 200), "nested deeper than 100"),
            ("(a", "missing ')'"),
            ("a)", "unbalanced ')'"),
            ("[a", "missing ']'"),
            ("*", "quantifier '*' follows nothing"),
            ("a|?", "quantifier '?' follows nothing"),
            ("{2}", "quantifier '{' follows nothing"),
            ("a\\", "pattern ends with '\\'"),
        ]
        for (source, expected) in cases {
            XCTAssertThrowsError(try Pattern.compile(source), source) { error in
                XCTAssertTrue((error as? PatternError)?.reason.contains(expected) == true, "'\(source)': \(error)")
            }
        }
    }

    /// Issue 26 item 1: quantifiers stacked a hundred thousand deep once overflowed the stack
    /// (SIGSEGV) in the compiler; the depth is refused as the parser reads it, whatever the length.
    func testDeepNestingIsRefusedBeforeAnythingRecursesIntoIt() throws {
        let limit = PatternParser.maxNesting
        let cases = [
            "a" + String(repeating: "*", count: 110_000),
            "a" + String(repeating: "{1}", count: 200_000),
            String(repeating: "(?:a", count: 99) + String(repeating: "+)", count: 99) + String(repeating: "?", count: 100_000),
            String(repeating: "(a|", count: 99) + "b" + String(repeating: "){2}{1}", count: 99) + String(repeating: "{1,2}", count: limit),
        ]
        for source in cases {
            XCTAssertThrowsError(try Pattern.compile(source), String(source.prefix(20))) { error in
                XCTAssertEqual((error as? PatternError)?.reason,
                               "pattern nested too deeply: groups and repetitions more than \(limit) levels inside each other")
            }
        }
        // Just inside the limit it compiles and matches.
        XCTAssertTrue(try Pattern.compile("a" + String(repeating: "*", count: limit - 1)).wholeMatch("aaa"))
        XCTAssertTrue(try Pattern.compile("a" + String(repeating: "{1}", count: limit - 1)).wholeMatch("a"))
    }

    func testStackedRepetitionIsSizedNotExpanded() throws {
        XCTAssertEqual(PatternProgram.size(of: try PatternParser.parse("(a{1000}){1000}")), 1_000_000)
        XCTAssertTrue(try Pattern.compile("a{1000}").wholeMatch(String(repeating: "a", count: 1000)))
        XCTAssertTrue(try Pattern.compile("a{2}{3}").wholeMatch("aaaaaa"))
    }

    func testFieldValidationUsesThePattern() {
        let field = TextField(placeholder: "Branch", pattern: "^([a-z0-9]+-?)*$")
        XCTAssertNil(FieldValidation.refusal("my-branch", for: field))
        XCTAssertEqual(FieldValidation.check("my-branch-for-the-fix-of-the-crash!", for: field)?.detail, "must match ^([a-z0-9]+-?)*$")
        XCTAssertEqual(FieldValidation.refusal("my-branch-for-the-fix-of-the-crash!", for: field), "not in the expected form",
                       "the person typing is not shown the expression")
        XCTAssertNil(FieldValidation.refusal("", for: field), "an empty value is --required's business")
        XCTAssertEqual(FieldValidation.refusal("x", for: TextField(placeholder: "P", pattern: "(?=x)")), "invalid pattern")
        let long = String(repeating: "[a-z]", count: 20)
        XCTAssertEqual(FieldValidation.check("1", for: TextField(placeholder: "P", pattern: long))?.detail,
                       "must match " + String(repeating: "[a-z]", count: 8) + "…", "a long pattern is cut as quoted input is")
    }
}
