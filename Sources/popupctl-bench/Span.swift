/// What one measured step cost: time to its last output byte, the bytes, and the bursts of
/// output they came in (a burst ends where the output pauses for longer than `burstGap`).
struct Span {
    static let burstGap = 0.004

    var seconds: Double
    var bytes: Int
    var bursts: Int
}
