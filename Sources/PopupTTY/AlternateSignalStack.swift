import Glibc

/// A stack for signal handlers of the thread that asks: a handler for a stack overflow has no
/// room on the stack that overflowed. Swift's runtime gives the main thread one; this gives one
/// where there is none, and leaves it for the thread's life.
enum AlternateSignalStack {
    static let size = 1 << 16

    static func ensure() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        if sigaltstack(&stack, nil) != 0 { munmap(memory, size) }
    }
}
