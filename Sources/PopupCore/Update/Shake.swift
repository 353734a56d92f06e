/// The refused-input shake: a few columns left and right, dying down over 300 ms.
public enum Shake {
    /// How long a shake lasts, in seconds.
    public static let duration = 0.3
    static let offsets = [-3, 3, -2, 2, -1, 1, 0]

    /// The sideways offset `elapsed` seconds into the shake; nil once it is over.
    public static func offset(at elapsed: Double) -> Int? {
        guard elapsed >= 0, elapsed < duration else { return nil }
        let step = Int(elapsed / duration * Double(offsets.count))
        return offsets[min(step, offsets.count - 1)]
    }
}
