/// Easing curves over progress 0…1.
public enum Easing {
    /// Fast start, gentle stop: 1 − (1 − p)³, with `p` clamped to 0…1.
    public static func outCubic(_ p: Double) -> Double {
        let q = 1 - clamp(p)
        return 1 - q * q * q
    }


    /// Gentle start, fast finish: p³, with `p` clamped to 0…1.
    public static func inCubic(_ p: Double) -> Double {
        let q = clamp(p)
        return q * q * q
    }

    static func clamp(_ p: Double) -> Double { min(max(p, 0), 1) }
}
