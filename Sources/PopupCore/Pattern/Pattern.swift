/// A validation pattern (`--validate`): a regular expression the whole value must match, checked
/// in time linear in the value for every pattern (no backtracking: a Thompson NFA run as a state
/// set, as RE2, Go and Rust do).
///
/// Syntax: literals, `.`, classes `[a-z0-9_-]` and `[^…]` (with `[:alpha:]` and friends), escapes
/// `\d \w \s \D \W \S \p{L} \P{Lu}`, `\t \n \xHH \u{H…}` and any escaped punctuation, anchors
/// `^ $ \A \z \b \B`, groups `( )`, `(?: )`, `(?<name> )`, alternation `|`, and quantifiers
/// `* + ? {n} {n,} {,m} {n,m}` (lazy forms too: the same for a whole match); `(?i)` at the start
/// ignores case (a Character, its lowercase or its uppercase). Counts go up to 1000 and the
/// compiled pattern to `PatternProgram.maxInstructions` steps.
///
/// Refused at once, by name: backreferences, lookahead and lookbehind, atomic groups, possessive
/// quantifiers, other inline flags, nested classes and class operations.
///
/// It matches Characters (what a person sees as one letter, as Swift's Regex does): `.` takes
/// "é" whether written as one scalar or as e + accent, literals compare Characters, ranges take a
/// Character of one scalar within them and `\d \w \s \p{…}` look at a Character's first scalar.
/// `\b` is where a `\w` Character meets another or an end (as in RE2 and PCRE; Swift's Regex uses
/// Unicode word breaks instead, which also break at the ends of "." or "").
public struct Pattern: Sendable {
    /// The pattern as written, for messages.
    public let source: String
    let program: PatternProgram

    /// The pattern `source` compiles to, or why it is refused.
    public static func compile(_ source: String) throws(PatternError) -> Pattern {
        Pattern(source: source, program: try PatternProgram.compile(PatternParser.parse(source)))
    }

    // A static function, not a throwing initialiser: an initialiser with a typed throw crashed in
    // release builds (Swift 6.3).
    private init(source: String, program: PatternProgram) {
        self.source = source
        self.program = program
    }

    /// The most work checking one value may take: instructions visited and class items tested,
    /// over all its Characters. A value is checked between two keys on the dialog's loop: this
    /// much is about a tenth of a second of a release build's time (`PatternCostTests` checks the
    /// count, not the clock).
    public static let maxWork = 1 << 24

    /// The work one Character of a value may cost: every instruction visited twice at most (the
    /// step and its closure), and every class item tested once when its kind is new.
    var workPerCharacter: Int {
        2 * program.instructions.count + program.classes.reduce(0) { $0 + $1.items.count }
    }

    /// The longest value (in Characters) this pattern checks within `maxWork`: any, when a match
    /// is short enough that the machine stops that soon on every value (`[a-z]{1,100}`).
    public var longestCheckableValue: Int {
        let characters = Self.maxWork / max(1, workPerCharacter) - 1
        if let longest = program.longestMatch, longest < characters { return Int.max }
        return characters
    }

    /// The pattern `source` compiles to when values of up to `length` Characters (a field's
    /// `limit`) are checked within `maxWork`; refused otherwise, naming the longest it takes.
    public static func compile(_ source: String, forValuesUpTo length: Int) throws(PatternError) -> Pattern {
        let pattern = try compile(source)
        guard length <= pattern.longestCheckableValue else {
            throw PatternError("too slow to check a value of \(length) characters (at most \(max(0, pattern.longestCheckableValue)))")
        }
        return pattern
    }

    /// Whether the whole of `text` matches the pattern.
    public func wholeMatch(_ text: String) -> Bool {
        var machine = PatternMachine(program)
        return machine.wholeMatch(text)
    }
}
