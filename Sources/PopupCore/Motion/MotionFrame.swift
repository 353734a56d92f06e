/// Where an animation has the box at one instant: moved, scaled, faded.
public struct MotionFrame: Sendable, Equatable {
    /// Rows the box is moved down (negative: up).
    public var dy: Int
    /// Box size as a share of its final size (zoom); text shows only at 1.
    public var scale: Double
    /// How far colours have come from the background (fade): 0 invisible, 1 final.
    public var opacity: Double
    /// How far the dressing around the box (backdrop, shadow) has faded in: 0 invisible, 1 final.
    /// The box and everything in it are shown whole whatever this is.
    public var dressing: Double

    /// A frame; each part defaults to the box at rest.
    public init(dy: Int = 0, scale: Double = 1, opacity: Double = 1, dressing: Double = 1) {
        self.dy = dy
        self.scale = scale
        self.opacity = opacity
        self.dressing = dressing
    }

    /// The box at rest: in place, full size, fully shown.
    public static let still = MotionFrame()
}
