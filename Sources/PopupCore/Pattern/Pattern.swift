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

    /// Whether the whole of `text` matches the pattern.
    public func wholeMatch(_ text: String) -> Bool {
        var machine = PatternMachine(program)
        return machine.wholeMatch(text)
    }
}
