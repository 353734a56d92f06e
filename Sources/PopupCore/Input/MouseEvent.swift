/// A mouse report (SGR 1006), in zero-based cells.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did; buttons are numbered 0 left, 1 middle, 2 right.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press(Int)
        /// A button came up (0 when the terminal does not say which).
        case release(Int)
        /// The pointer moved with a button held.
        case drag(Int)
        /// The pointer moved with no button held.
        case move
        /// The wheel turned up, down, left or right.
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    /// What the mouse did.
    public var kind: Kind
    /// The cell under the pointer, zero-based from the top-left of the screen.
    public var position: Point
    /// The modifier keys held.
    public var modifiers: Modifiers

    /// A mouse event of `kind` at `position`.
    public init(_ kind: Kind, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
