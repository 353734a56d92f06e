/// Mixing colours in RGB.
public enum ColorMath {
    /// `a` moved `amount` (0–1) of the way to `b`; `.default` takes part as black.
    public static func mix(_ a: Color, _ b: Color, amount: Double) -> Color {
        let from = a.rgbValue ?? (0, 0, 0)
        let to = b.rgbValue ?? (0, 0, 0)
        let t = min(max(amount, 0), 1)
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded())
        }
        return .rgb(channel(from.r, to.r), channel(from.g, to.g), channel(from.b, to.b))
    }
}
