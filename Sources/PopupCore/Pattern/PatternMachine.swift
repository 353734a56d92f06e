/// Runs a `PatternProgram` over a text as a set of NFA states advanced one Character at a time
/// (Thompson's construction, simulated as Pike's VM without captures): each instruction is visited
/// at most once per position, so the work is at most instructions × (Characters + 1), whatever
/// the pattern — no backtracking, no blow-up.
struct PatternMachine {
    let program: PatternProgram
    private var current: StateSet
    private var next: StateSet
    private var stack: [Int] = []
    /// Instructions visited so far: the measure tests bound instead of timing.
    private(set) var steps = 0

    init(_ program: PatternProgram) {
        self.program = program
        current = StateSet(capacity: program.instructions.count)
        next = StateSet(capacity: program.instructions.count)
    }

    /// Whether the whole of `text` matches.
    mutating func wholeMatch(_ text: String) -> Bool {
        current.removeAll()
        var iterator = text.makeIterator()
        var upcoming = iterator.next()
        addClosure(0, toNext: false, previous: nil, following: upcoming)
        while let character = upcoming {
            if current.isEmpty { return false }
            upcoming = iterator.next()
            next.removeAll()
            for pc in current.members {
                steps += 1
                let accepted: Bool
                switch program.instructions[pc] {
                case .character(let literal): accepted = literal == character
                case .any: accepted = character != "\n"
                case .set(let index): accepted = program.classes[index].contains(character)
                default: accepted = false
                }
                if accepted { addClosure(pc + 1, toNext: true, previous: character, following: upcoming) }
            }
            swap(&current, &next)
        }
        return current.members.contains { if case .match = program.instructions[$0] { return true } else { return false } }
    }

    /// Adds `pc` and every instruction reachable from it without reading a Character.
    private mutating func addClosure(_ pc: Int, toNext: Bool, previous: Character?, following: Character?) {
        stack.append(pc)
        while let pc = stack.popLast() {
            guard toNext ? next.insert(pc) : current.insert(pc) else { continue }
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

    var isEmpty: Bool { members.isEmpty }

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
