import PopupCore
import PopupTTY

extension MatchWorkers {
    /// The machine's cores: one task on the calling thread, the others each on a thread of its own,
    /// started for the slice and joined at its end (a slice is milliseconds of work; a thread costs
    /// tens of microseconds). A thread that cannot be started leaves its task to the caller.
    public static var cores: MatchWorkers { threads(Processors.online) }

    /// Up to `count` tasks at once.
    public static func threads(_ count: Int) -> MatchWorkers {
        MatchWorkers(count: count) { tasks, body in
            var workers: [Worker] = []
            var leftOver: [Int] = []
            for task in 1..<tasks {
                if let worker = try? Worker({ body(task) }) { workers.append(worker) } else { leftOver.append(task) }
            }
            body(0)
            for task in leftOver { body(task) }
            for worker in workers { worker.join() }
        }
    }
}
