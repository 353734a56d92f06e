import Glibc

/// Seconds on the monotonic clock: every time the bench reports is a difference of two of these.
enum Monotonic {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
