/// Runs a `PatternProgram` over a text as a set of NFA states advanced one Character at a time
/// (Thompson's construction, simulated as Pike's VM without captures): each instruction is visited
/// at most once per position, so the work is at most instructions × (Characters + 1), whatever
/// the pattern — no backtracking, no blow-up.
///
/// Steps are remembered, as RE2's lazy DFA does: the state sets met are numbered, and the step
/// from a set is kept by the Character's scalar and by its kind (which literal it equals, which
/// classes take it): a value that repeats a few letters costs a lookup a Character, and one of
/// all different letters (the same kind to the pattern) a test per class. The memory is bounded
/// and dropped when full, which costs time linear in what was added since.
struct PatternMachine {
    let program: PatternProgram
    private var next: StateSet
    private var stack: [Int] = []
    /// Whether the Character being read is in each class (`\w{1000}` tests one class once).
    private var verdicts: [Bool]
    /// Instructions visited so far: the measure tests bound instead of timing.
    private(set) var steps = 0

    private var sets: [[Int]] = []
    private var setNumbers: [[Int]: Int] = [:]
    private var kindNumbers: [[Int]: Int] = [:]
    private var stepsByScalar: [UInt64: Int] = [:]
    private var stepsByKind: [UInt64: Int] = [:]
    /// Counts the times the sets were forgotten: a step computed across that is not remembered,
    /// its key naming a set by an old number.
    private var generation = 0
    /// How much is remembered (small in tests, to exercise forgetting).
    var limits = (sets: 2_000, steps: 50_000, kinds: 10_000)

    init(_ program: PatternProgram) {
        self.program = program
        next = StateSet(capacity: program.instructions.count)
        verdicts = Array(repeating: false, count: program.classes.count)
    }

    /// Whether the whole of `text` matches.
    mutating func wholeMatch(_ text: String) -> Bool {
        var iterator = text.makeIterator()
        var upcoming = iterator.next()
        next.removeAll()
        addClosure(0, previous: nil, following: upcoming)
        var state = number(next.members)
        while let character = upcoming {
            if sets[state].isEmpty { return false }
            upcoming = iterator.next()
            let follows = following(upcoming)
            var scalars = character.unicodeScalars.makeIterator()
            let single = scalars.next().flatMap { scalars.next() == nil ? $0 : nil }
            let scalarKey = single.map { Self.key(state, follows, Int($0.value)) }
            if let scalarKey, let known = stepsByScalar[scalarKey] {
                state = known
                continue
            }
            let kindKey = Self.key(state, follows, kind(of: character))
            let startGeneration = generation
            let stepped = stepsByKind[kindKey] ?? step(from: state, on: character, following: upcoming)
            if generation == startGeneration {
                if stepsByKind.count >= limits.steps || stepsByScalar.count >= limits.steps {
                    stepsByKind.removeAll(keepingCapacity: true)
                    stepsByScalar.removeAll(keepingCapacity: true)
                }
                stepsByKind[kindKey] = stepped
                if let scalarKey { stepsByScalar[scalarKey] = stepped }
            }
            state = stepped
        }
        return sets[state].contains { if case .match = program.instructions[$0] { return true } else { return false } }
    }

    /// A step from a set depends on the Character only through its kind and on what follows it:
    /// the end (for `$`), or a word Character or another (for `\b`).
    private func following(_ upcoming: Character?) -> Int {
        guard let upcoming else { return 0 }
        return program.hasWordAssertion && !PatternClass.isWord(upcoming) ? 2 : 1
    }

    private static func key(_ state: Int, _ follows: Int, _ value: Int) -> UInt64 {
        UInt64(state) << 24 | UInt64(follows) << 22 | UInt64(value)
    }

    /// The kind of `character` to this pattern: the literal it equals, whether it is a line feed
    /// (for `.`) and a word Character (for `\b`), and which classes take it (left in `verdicts`
    /// for the step). Characters of one kind step alike from every set.
    private mutating func kind(of character: Character) -> Int {
        var signature = [program.literalNumbers[character] ?? -1, character == "\n" ? 1 : 0,
                         program.hasWordAssertion && PatternClass.isWord(character) ? 1 : 0]
        var word = 0
        for index in program.classes.indices {
            verdicts[index] = program.classes[index].contains(character)
            if verdicts[index] { word |= 1 << (index % 62) }
            if index % 62 == 61 || index == program.classes.count - 1 {
                signature.append(word)
                word = 0
            }
        }
        if let known = kindNumbers[signature] { return known }
        if kindNumbers.count >= limits.kinds {
            kindNumbers.removeAll(keepingCapacity: true)
            stepsByKind.removeAll(keepingCapacity: true)
        }
        kindNumbers[signature] = kindNumbers.count
        return kindNumbers.count - 1
    }

    /// The set after reading `character` from set `state` (`verdicts` already hold its classes).
    private mutating func step(from state: Int, on character: Character, following upcoming: Character?) -> Int {
        next.removeAll()
        for pc in sets[state] {
            steps += 1
            let accepted: Bool
            switch program.instructions[pc] {
            case .character(let literal): accepted = literal == character
            case .any: accepted = character != "\n"
            case .set(let index): accepted = verdicts[index]
            default: accepted = false
            }
            if accepted { addClosure(pc + 1, previous: character, following: upcoming) }
        }
        return number(next.members)
    }

    /// The number of a state set, numbering it if new; forgets every set and step when full.
    private mutating func number(_ members: [Int]) -> Int {
        if let known = setNumbers[members] { return known }
        if sets.count >= limits.sets {
            generation += 1
            sets.removeAll(keepingCapacity: true)
            setNumbers.removeAll(keepingCapacity: true)
            stepsByScalar.removeAll(keepingCapacity: true)
            stepsByKind.removeAll(keepingCapacity: true)
        }
        sets.append(members)
        setNumbers[members] = sets.count - 1
        return sets.count - 1
    }

    /// Adds `pc` and every instruction reachable from it without reading a Character to `next`.
    private mutating func addClosure(_ pc: Int, previous: Character?, following: Character?) {
        stack.append(pc)
        while let pc = stack.popLast() {
            guard next.insert(pc) else { continue }
            steps += 1
            switch program.instructions[pc] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assertion(let assertion):
                if Self.holds(assertion, previous: previous, following: following) { stack.append(pc + 1) }
            default:
                break
            }
        }
    }

    private static func holds(_ assertion: PatternAssertion, previous: Character?, following: Character?) -> Bool {
        switch assertion {
        case .start: return previous == nil
        case .end: return following == nil
        case .wordBoundary, .notWordBoundary:
            let before = previous.map(PatternClass.isWord) ?? false
            let after = following.map(PatternClass.isWord) ?? false
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}
