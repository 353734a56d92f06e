/// Colours that change across the box, evenly spaced stops, top to bottom or left to right.
public struct Gradient: Sendable, Equatable {
    /// Which way the colours change: top to bottom, or left to right.
    public enum Direction: String, Sendable, CaseIterable { case vertical, horizontal }

    /// Which way the colours change.
    public var direction: Direction
    /// The colours, first to last, evenly spaced; a single stop is a plain colour.
    public var stops: [Color]

    /// A gradient through `stops` in `direction`.
    public init(direction: Direction, stops: [Color]) {
        self.direction = direction
        self.stops = stops
    }

    /// The colour at `position` of `length` steps (0 at the first stop, length-1 at the last).
    public func color(at position: Int, of length: Int) -> Color {
        guard stops.count > 1, length > 1 else { return stops.first ?? .default }
        let t = Double(min(max(0, position), length - 1)) / Double(length - 1) * Double(stops.count - 1)
        let index = min(stops.count - 2, Int(t))
        return ColorMath.mix(stops[index], stops[index + 1], amount: t - Double(index))
    }
}
