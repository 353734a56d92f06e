/// Reads a validation pattern into a `PatternNode`, refusing at once what the linear-time matcher
/// cannot do (backreferences, lookaround, possessive and atomic forms, inline flags), by name.
struct PatternParser {
    /// The largest count in `{n}`, `{n,m}` (as RE2).
    static let maxCount = 1000
    /// Groups nested deeper than this are refused (the parser recurses once per group).
    static let maxDepth = 100
    /// Nodes nested deeper than this are refused: sizing, compiling, comparing and freeing a node
    /// recurse once a level, so the depth, unlike the length, must not follow the input (`a` and a
    /// hundred thousand `*`, or `a{1}{1}{1}…`, once overflowed the stack).
    static let maxNesting = 400

    private let characters: [Character]
    private var index = 0
    /// `(?i)` at the very start: letters match in either case.
    private var ignoresCase = false

    init(_ source: String) { characters = Array(source) }

    static func parse(_ source: String) throws(PatternError) -> PatternNode {
        var parser = PatternParser(source)
        if source.hasPrefix("(?i)") {
            parser.ignoresCase = true
            parser.index = 4
        }
        let parsed = try parser.alternation(depth: 0)
        if parser.index < parser.characters.count { throw PatternError("unbalanced ')'") }
        return parsed.node
    }

    /// A node and how many levels deep it nests (a leaf is 1).
    private typealias Parsed = (node: PatternNode, height: Int)

    /// `node`, one level above its deepest child (`height` levels deep); refused past `maxNesting`.
    private static func nesting(_ node: PatternNode, over height: Int) throws(PatternError) -> Parsed {
        guard height < maxNesting else {
            throw PatternError("pattern nested too deeply: groups and repetitions more than \(maxNesting) levels inside each other")
        }
        return (node, height + 1)
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func alternation(depth: Int) throws(PatternError) -> Parsed {
        var branches = [try concatenation(depth: depth)]
        while peek == "|" {
            index += 1
            branches.append(try concatenation(depth: depth))
        }
        if branches.count == 1 { return branches[0] }
        return try Self.nesting(.alternation(branches.map(\.node)), over: branches.map(\.height).max() ?? 0)
    }

    private mutating func concatenation(depth: Int) throws(PatternError) -> Parsed {
        var items: [Parsed] = []
        while let character = peek, character != "|", character != ")" {
            var atom = try self.atom(depth: depth)
            while let (min, max) = try quantifier() {
                atom = try Self.nesting(.repetition(atom.node, min: min, max: max), over: atom.height)
            }
            items.append(atom)
        }
        if items.isEmpty { return (.empty, 1) }
        if items.count == 1 { return items[0] }
        return try Self.nesting(.concatenation(items.map(\.node)), over: items.map(\.height).max() ?? 0)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{,m}`, `{n,m}` with an optional lazy `?` (the same for a
    /// whole match); nil when none follows.
    private mutating func quantifier() throws(PatternError) -> (Int, Int?)? {
        let start = index
        let bounds: (Int, Int?)
        switch peek {
        case "*": index += 1; bounds = (0, nil)
        case "+": index += 1; bounds = (1, nil)
        case "?": index += 1; bounds = (0, 1)
        case "{":
            guard let counted = try counted() else { return nil }
            bounds = counted
        default: return nil
        }
        if peek == "+" {
            throw PatternError("possessive quantifier '\(String(characters[start...index]))' is not supported")
        }
        if peek == "?" { index += 1 }
        return bounds
    }

    /// `{…}` when it is a count; nil (and nothing read) when it is a literal brace.
    private mutating func counted() throws(PatternError) -> (Int, Int?)? {
        var end = index + 1
        while end < characters.count, characters[end] != "}" {
            guard characters[end].isASCII, characters[end].isNumber || characters[end] == "," else { return nil }
            end += 1
        }
        guard end < characters.count else { return nil }
        let body = String(characters[(index + 1)..<end])
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }) else { return nil }
        func count(_ text: Substring) throws(PatternError) -> Int? {
            if text.isEmpty { return nil }
            guard text.count <= 6, let value = Int(text) else {
                throw PatternError("repetition count \(text.prefix(12)) is above \(Self.maxCount)")
            }
            guard value <= Self.maxCount else { throw PatternError("repetition count \(value) is above \(Self.maxCount)") }
            return value
        }
        let low = try count(parts[0]) ?? 0
        let high = parts.count == 1 ? low : try count(parts[1])
        if let high, high < low { throw PatternError("repetition {\(body)} has its minimum above its maximum") }
        index = end + 1
        return (low, high)
    }

    private mutating func atom(depth: Int) throws(PatternError) -> Parsed {
        let character = characters[index]
        index += 1
        switch character {
        case "(": return try group(depth: depth)
        case "[": return (.set(try bracketClass()), 1)
        case ".": return (.any, 1)
        case "^": return (.assertion(.start), 1)
        case "$": return (.assertion(.end), 1)
        case "\\": return (try escape(), 1)
        case "*", "+", "?":
            throw PatternError("quantifier '\(character)' follows nothing")
        case "{":
            index -= 1
            if try counted() != nil { throw PatternError("quantifier '{' follows nothing") }
            index += 1
            return (.character("{"), 1)
        default: return (literal(character), 1)
        }
    }

    private func literal(_ character: Character) -> PatternNode {
        ignoresCase ? .set(PatternClass(items: [.literal(character)], ignoresCase: true)) : .character(character)
    }

    private mutating func group(depth: Int) throws(PatternError) -> Parsed {
        guard depth < Self.maxDepth else { throw PatternError("groups are nested deeper than \(Self.maxDepth)") }
        if peek == "?" {
            try groupKind()
        }
        let inner = try alternation(depth: depth + 1)
        guard peek == ")" else { throw PatternError("missing ')'") }
        index += 1
        return inner
    }

    /// After `(?`: takes `:` and named groups, refuses the rest by name.
    private mutating func groupKind() throws(PatternError) {
        index += 1
        let next = peek
        let after = peek(1)
        switch next {
        case ":":
            index += 1
        case "=": throw PatternError("lookahead '(?=' is not supported")
        case "!": throw PatternError("negative lookahead '(?!' is not supported")
        case "<" where after == "=": throw PatternError("lookbehind '(?<=' is not supported")
        case "<" where after == "!": throw PatternError("negative lookbehind '(?<!' is not supported")
        case ">": throw PatternError("atomic group '(?>' is not supported")
        case "#": throw PatternError("comment '(?#' is not supported")
        case "<", "'":
            index += 1
            try groupName(closing: next == "<" ? ">" : "'")
        case "P" where after == "<":
            index += 2
            try groupName(closing: ">")
        case "P" where after == "=" || after == ">":
            throw PatternError("backreference '(?P\(after!)' is not supported")
        case let flag? where flag.isLetter || flag == "-" || flag == "^":
            throw PatternError("inline flags '(?\(flag)' are not supported (but for '(?i)' at the start)")
        default:
            throw PatternError("group '(?\(next.map(String.init) ?? "")' is not supported")
        }
    }

    private mutating func groupName(closing: Character) throws(PatternError) {
        let start = index
        while let character = peek, character != closing {
            guard character.isLetter || character.isNumber || character == "_" else {
                throw PatternError("bad group name '\(String(characters[start..<index]).prefix(20))'")
            }
            index += 1
        }
        guard peek == closing, index > start else { throw PatternError("bad group name") }
        index += 1
    }

    // MARK: escapes

    private mutating func escape() throws(PatternError) -> PatternNode {
        guard let character = peek else { throw PatternError("pattern ends with '\\'") }
        switch character {
        case "b": index += 1; return .assertion(.wordBoundary)
        case "B": index += 1; return .assertion(.notWordBoundary)
        case "A": index += 1; return .assertion(.start)
        case "z", "Z": index += 1; return .assertion(.end)
        default:
            switch try classEscape(inBrackets: false) {
            case .literal(let character): return literal(character)
            case let item: return .set(PatternClass(items: [item]))
            }
        }
    }

    /// After `\`: a literal or a class item (`\d`, `\p{L}`); shared by escapes inside and
    /// outside brackets.
    private mutating func classEscape(inBrackets: Bool) throws(PatternError) -> PatternClass.Item {
        guard let character = peek else { throw PatternError("pattern ends with '\\'") }
        index += 1
        switch character {
        case "d": return .property(.digit, negated: false)
        case "D": return .property(.digit, negated: true)
        case "w": return .property(.word, negated: false)
        case "W": return .property(.word, negated: true)
        case "s": return .property(.space, negated: false)
        case "S": return .property(.space, negated: true)
        case "p", "P": return .property(try property(), negated: character == "P")
        case "t": return .literal("\t")
        case "n": return .literal("\n")
        case "r": return .literal("\r")
        case "f": return .literal("\u{0C}")
        case "v": return .literal("\u{0B}")
        case "e": return .literal("\u{1B}")
        case "a": return .literal("\u{07}")
        case "0": return .literal("\u{00}")
        case "b" where inBrackets: return .literal("\u{08}")
        case "x", "u": return .literal(try hexScalar(after: character))
        case "1"..."9", "k", "g":
            throw PatternError("backreference '\\\(character)' is not supported")
        case let other where other.isASCII && (other.isLetter || other.isNumber):
            throw PatternError("escape '\\\(other)' is not supported")
        default:
            return .literal(character)
        }
    }

    private mutating func property() throws(PatternError) -> PatternClass.Property {
        var name = ""
        if let braced = try braced(after: "p", limit: 30) {
            name = braced
        } else if let character = peek {
            name = String(character)
            index += 1
        }
        guard PatternClass.Property.categoryCodes.contains(name) else {
            throw PatternError("Unicode property '\\p{\(name.prefix(30))}' is not supported (general categories such as L, Lu, N, P are)")
        }
        return .category(name)
    }

    /// `\xHH`, `\x{H…}`, `\uHHHH`, `\u{H…}`.
    private mutating func hexScalar(after letter: Character) throws(PatternError) -> Character {
        var digits = ""
        if let braced = try braced(after: letter, limit: 8) {
            digits = braced
        } else {
            let width = letter == "x" ? 2 : 4
            while digits.count < width, let character = peek, character.isHexDigit {
                digits.append(character)
                index += 1
            }
            guard digits.count == width else { throw PatternError("'\\\(letter)' needs \(width) hex digits") }
        }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw PatternError("bad code point '\\\(letter){\(digits.prefix(10))}'")
        }
        return Character(scalar)
    }

    /// After `\p` or `\x`: the text of a following `{…}` (read up to `limit` Characters), or nil
    /// when no brace follows.
    private mutating func braced(after letter: Character, limit: Int) throws(PatternError) -> String? {
        guard peek == "{" else { return nil }
        index += 1
        var text = ""
        while let character = peek, character != "}", text.count <= limit {
            text.append(character)
            index += 1
        }
        guard peek == "}" else { throw PatternError("unterminated '\\\(letter){'") }
        index += 1
        return text
    }

    // MARK: bracket classes

    private mutating func bracketClass() throws(PatternError) -> PatternClass {
        var set = PatternClass(items: [], ignoresCase: ignoresCase)
        if peek == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while true {
            guard let character = peek else { throw PatternError("missing ']'") }
            if character == "]" && !first {
                index += 1
                return set
            }
            first = false
            if character == "[" {
                if peek(1) == ":" {
                    set.items.append(try posixClass())
                    continue
                }
                throw PatternError("a '[' inside a class (nested class) is not supported; write '\\['")
            }
            if character == "&" && peek(1) == "&" {
                throw PatternError("class intersection '&&' is not supported")
            }
            let low = try classAtom()
            guard peek == "-", let next = peek(1), next != "]" else {
                set.items.append(low)
                continue
            }
            index += 1
            let high = try classAtom()
            guard case .literal(let lowCharacter) = low, case .literal(let highCharacter) = high,
                  let lowScalar = Self.singleScalar(lowCharacter), let highScalar = Self.singleScalar(highCharacter) else {
                throw PatternError("a range in a class needs a single character at each end")
            }
            guard lowScalar <= highScalar else {
                throw PatternError("range '\(lowCharacter)-\(highCharacter)' is out of order")
            }
            set.items.append(.range(lowScalar, highScalar))
        }
    }

    private mutating func classAtom() throws(PatternError) -> PatternClass.Item {
        let character = characters[index]
        index += 1
        if character == "\\" { return try classEscape(inBrackets: true) }
        return .literal(character)
    }

    private mutating func posixClass() throws(PatternError) -> PatternClass.Item {
        index += 2
        var name = ""
        var negated = false
        if peek == "^" {
            negated = true
            index += 1
        }
        while let character = peek, character != ":", name.count <= 10 {
            name.append(character)
            index += 1
        }
        guard peek == ":", peek(1) == "]", PatternClass.Property.posixNames.contains(name) else {
            throw PatternError("POSIX class '[:\(name.prefix(10))' is not supported")
        }
        index += 2
        return .property(.posix(name), negated: negated)
    }

    private static func singleScalar(_ character: Character) -> UInt32? {
        let scalars = character.unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }
}
