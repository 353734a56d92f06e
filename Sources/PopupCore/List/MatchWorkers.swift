/// How a list's matching is spread: `run(tasks, body)` calls `body` once for each task index,
/// on as many threads as it has, and returns when all are done. The matcher stays pure: each
/// task matches its own range of items into its own results, and they are put together in input
/// order, so every way of running them gives the same matches. The core has no threads of its
/// own: `serial` runs the tasks in turn; PopupKit gives a list the machine's cores.
public struct MatchWorkers: Sendable {
    /// Tasks run at once, at most: a slice is cut into this many.
    public let count: Int
    private let runner: @Sendable (Int, @escaping @Sendable (Int) -> Void) -> Void

    /// Workers that run `count` tasks at once with `runner`.
    public init(count: Int, runner: @escaping @Sendable (Int, @escaping @Sendable (Int) -> Void) -> Void) {
        self.count = max(1, count)
        self.runner = runner
    }

    /// One task after the other, on the calling thread.
    public static let serial = MatchWorkers(count: 1) { tasks, body in
        for task in 0..<tasks { body(task) }
    }

    /// Runs `body(0)`, …, `body(tasks - 1)` and returns when all have.
    public func run(_ tasks: Int, _ body: @escaping @Sendable (Int) -> Void) {
        if tasks <= 1 || count == 1 {
            for task in 0..<tasks { body(task) }
        } else {
            runner(tasks, body)
        }
    }
}

extension MatchWorkers: Equatable {
    /// Every way of running the tasks finds the same matches: a list is the same list whatever runs it.
    public static func == (lhs: MatchWorkers, rhs: MatchWorkers) -> Bool { true }
}

/// Results that tasks on other threads write, one slot each, read once they are all done.
public final class TaskResults<Value>: @unchecked Sendable {
    // Each slot is written by one task only, and read after `MatchWorkers.run` returned.
    private var slots: [Value]

    public init(count: Int, initial: Value) {
        slots = Array(repeating: initial, count: count)
    }

    /// The task's own slot.
    public subscript(task: Int) -> Value {
        get { slots.withUnsafeBufferPointer { $0[task] } }
        set { slots.withUnsafeMutableBufferPointer { $0[task] = newValue } }
    }

    /// All of them, in task order.
    public var all: [Value] { slots }
}
