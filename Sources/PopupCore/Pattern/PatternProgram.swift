/// A pattern compiled to instructions for `PatternMachine` (a Thompson NFA as a program, the
/// form RE2 and Go's regexp run).
struct PatternProgram: Sendable {
    enum Instruction: Sendable {
        case character(Character)
        case any
        /// An index into `classes`.
        case set(Int)
        case assertion(PatternAssertion)
        /// Continue at both targets (the first preferred; the order does not matter for a whole match).
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The most instructions a pattern may compile to: the matcher's work per input Character is
    /// at most this, so a value is checked in time linear in its length whatever the pattern.
    static let maxInstructions = 10_000

    private(set) var instructions: [Instruction] = []
    /// Each distinct set once: `\w{1000}` tests one set, so a step tests it once.
    private(set) var classes: [PatternClass] = []
    private var classNumbers: [PatternClass: Int] = [:]
    /// Each distinct literal's number: a Character equals at most one of them.
    private(set) var literalNumbers: [Character: Int] = [:]
    /// Whether `\b` or `\B` occurs: then a step depends on whether a word Character follows.
    private(set) var hasWordAssertion = false
    /// The most Characters a match can take; nil when unbounded (`*`, `+`, `{n,}`). Past it the
    /// machine's state set is empty and a longer value is refused at once.
    private(set) var longestMatch: Int?

    /// Refuses before emitting anything when the program would be too large (`(a{1000}){1000}`).
    static func compile(_ node: PatternNode) throws(PatternError) -> PatternProgram {
        let size = size(of: node)
        guard size < maxInstructions else {
            throw PatternError("pattern too large: its repetitions expand past \(maxInstructions) steps")
        }
        return PatternProgram(node, size: size)
    }

    // Not a throwing initialiser: see `Pattern.compile`.
    private init(_ node: PatternNode, size: Int) {
        instructions.reserveCapacity(size + 1)
        emit(node)
        instructions.append(.match)
        longestMatch = Self.longestMatch(of: node)
    }

    /// The most Characters `node` matches, nil when unbounded; saturating instead of overflowing.
    static func longestMatch(of node: PatternNode) -> Int? {
        let most = Int.max / 4
        switch node {
        case .empty, .assertion: return 0
        case .character, .any, .set: return 1
        case .concatenation(let items):
            var total = 0
            for item in items {
                guard let length = longestMatch(of: item) else { return nil }
                total = min(total + length, most)
            }
            return total
        case .alternation(let branches):
            var longest = 0
            for branch in branches {
                guard let length = longestMatch(of: branch) else { return nil }
                longest = max(longest, length)
            }
            return longest
        case .repetition(let body, _, let high):
            guard let length = longestMatch(of: body) else { return nil }
            guard let high else { return length == 0 ? 0 : nil }
            let (product, overflow) = length.multipliedReportingOverflow(by: high)
            return overflow ? most : min(product, most)
        }
    }

    /// Instructions `node` compiles to, saturating instead of overflowing.
    static func size(of node: PatternNode) -> Int {
        func times(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? Int.max : min(product, Int.max / 4)
        }
        switch node {
        case .empty: return 0
        case .character, .any, .set, .assertion: return 1
        case .concatenation(let items):
            return items.reduce(0) { min($0 + size(of: $1), Int.max / 4) }
        case .alternation(let branches):
            return min(branches.reduce(0) { min($0 + size(of: $1), Int.max / 4) } + 2 * (branches.count - 1), Int.max / 4)
        case .repetition(let body, let low, let high):
            let one = size(of: body)
            if let high { return min(times(low, one) + times(high - low, one + 1), Int.max / 4) }
            return low == 0 ? min(one + 2, Int.max / 4) : min(times(low, one) + 1, Int.max / 4)
        }
    }

    private mutating func emit(_ node: PatternNode) {
        switch node {
        case .empty:
            break
        case .character(let character):
            if literalNumbers[character] == nil { literalNumbers[character] = literalNumbers.count }
            instructions.append(.character(character))
        case .any:
            instructions.append(.any)
        case .set(let set):
            if let known = classNumbers[set] {
                instructions.append(.set(known))
            } else {
                classNumbers[set] = classes.count
                instructions.append(.set(classes.count))
                classes.append(set)
            }
        case .assertion(let assertion):
            if assertion == .wordBoundary || assertion == .notWordBoundary { hasWordAssertion = true }
            instructions.append(.assertion(assertion))
        case .concatenation(let items):
            items.forEach { emit($0) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset == branches.count - 1 {
                    emit(branch)
                } else {
                    let split = placeholder()
                    emit(branch)
                    jumps.append(placeholder())
                    instructions[split] = .split(split + 1, instructions.count)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let low, let high):
            emitRepetition(body, low: low, high: high)
        }
    }

    private mutating func emitRepetition(_ body: PatternNode, low: Int, high: Int?) {
        guard let high else {
            if low == 0 {
                // L: split(body, out); body; jump L
                let split = placeholder()
                emit(body)
                instructions.append(.jump(split))
                instructions[split] = .split(split + 1, instructions.count)
            } else {
                // body × (low − 1); L: body; split(L, out)
                for _ in 0..<(low - 1) { emit(body) }
                let loop = instructions.count
                emit(body)
                instructions.append(.split(loop, instructions.count + 1))
            }
            return
        }
        for _ in 0..<low { emit(body) }
        // Each optional copy may end the repetition: split(body, end).
        var splits: [Int] = []
        for _ in low..<high {
            splits.append(placeholder())
            emit(body)
        }
        for split in splits { instructions[split] = .split(split + 1, instructions.count) }
    }

    private mutating func placeholder() -> Int {
        instructions.append(.match)
        return instructions.count - 1
    }
}
