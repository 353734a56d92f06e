import Glibc

/// A thread of its own for one piece of work, joined when it is needed done.
public final class Worker: @unchecked Sendable {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private let thread: pthread_t
    private var joined = false

    public init(_ body: @escaping @Sendable () -> Void) throws {
        let work = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, work.toOpaque())
        guard result == 0 else {
            work.release()
            throw TTYError("pthread_create", code: result)
        }
        self.thread = thread
    }

    /// Waits for the work to end.
    public func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }
}
