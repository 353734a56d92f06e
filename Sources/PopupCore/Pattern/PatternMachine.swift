/// Runs a `PatternProgram` over a text as a set of NFA states advanced one Character at a time
/// (Thompson's construction, simulated as Pike's VM without captures): each instruction is visited
/// at most once per position, so the work is at most instructions × (Characters + 1), whatever
/// the pattern — no backtracking, no blow-up.
///
/// The state sets met are numbered and the step from a set on a Character remembered (a lazy
/// DFA, as RE2 keeps): a value that repeats a few letters costs a lookup a Character. The memory
/// is bounded and dropped when full, which costs time linear in what was added since.
struct PatternMachine {
    let program: PatternProgram
    private var next: StateSet
    private var stack: [Int] = []
    /// Instructions visited so far: the measure tests bound instead of timing.
    private(set) var steps = 0

    private var sets: [[Int]] = []
    private var numbers: [[Int]: Int] = [:]
    private var transitions: [UInt64: Int] = [:]
    /// Whether the Character of the step numbered `verdictSteps[n]` is in class n: a class tested
    /// by many states (`\w{1000}`) is tested once a step.
    private var verdicts: [Bool]
    private var verdictSteps: [Int]
    private var stepNumber = 0
    /// Counts the times the sets were forgotten: a step computed across that is not remembered,
    /// its key naming a set by an old number.
    private var generation = 0
    /// How many sets and steps are remembered (small in tests, to exercise forgetting).
    var limits = (sets: 2_000, transitions: 50_000)

    init(_ program: PatternProgram) {
        self.program = program
        next = StateSet(capacity: program.instructions.count)
        verdicts = Array(repeating: false, count: program.classes.count)
        verdictSteps = Array(repeating: -1, count: program.classes.count)
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
            let key = transitionKey(from: state, character, following: upcoming)
            if let key, let known = transitions[key] {
                state = known
                continue
            }
            let startGeneration = generation
            stepNumber += 1
            next.removeAll()
            for pc in sets[state] {
                steps += 1
                let accepted: Bool
                switch program.instructions[pc] {
                case .character(let literal): accepted = literal == character
                case .any: accepted = character != "\n"
                case .set(let index):
                    if verdictSteps[index] != stepNumber {
                        verdicts[index] = program.classes[index].contains(character)
                        verdictSteps[index] = stepNumber
                    }
                    accepted = verdicts[index]
                default: accepted = false
                }
                if accepted { addClosure(pc + 1, previous: character, following: upcoming) }
            }
            state = number(next.members)
            if let key, generation == startGeneration {
                if transitions.count >= limits.transitions { transitions.removeAll(keepingCapacity: true) }
                transitions[key] = state
            }
        }
        return sets[state].contains { if case .match = program.instructions[$0] { return true } else { return false } }
    }

    /// The step from `state` on `character` depends only on the Character and on what follows it
    /// (the end, a word Character or another, for `$` and `\b`); nil for a Character of several
    /// scalars, which is stepped every time.
    private func transitionKey(from state: Int, _ character: Character, following: Character?) -> UInt64? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        let kind: UInt64
        if let following {
            kind = program.hasWordAssertion && !PatternClass.isWord(following) ? 2 : 1
        } else {
            kind = 0
        }
        return UInt64(state) << 23 | kind << 21 | UInt64(scalar.value)
    }

    /// The number of a state set, numbering it if new; forgets every set and step when full.
    private mutating func number(_ members: [Int]) -> Int {
        if let known = numbers[members] { return known }
        if sets.count >= limits.sets {
            generation += 1
            sets.removeAll(keepingCapacity: true)
            numbers.removeAll(keepingCapacity: true)
            transitions.removeAll(keepingCapacity: true)
        }
        sets.append(members)
        numbers[members] = sets.count - 1
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

/// A set of instruction indices with constant-time insert, membership and clear, in insertion
/// order (Briggs and Torczon's sparse set).
struct StateSet {
    private var sparse: [Int]
    private(set) var members: [Int] = []

    init(capacity: Int) {
        sparse = Array(repeating: 0, count: capacity)
        members.reserveCapacity(capacity)
    }

    /// False when `value` was already there.
    mutating func insert(_ value: Int) -> Bool {
        let slot = sparse[value]
        if slot < members.count, members[slot] == value { return false }
        sparse[value] = members.count
        members.append(value)
        return true
    }

    mutating func removeAll() { members.removeAll(keepingCapacity: true) }
}
