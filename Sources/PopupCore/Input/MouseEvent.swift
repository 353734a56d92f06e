/// A mouse report (SGR 1006), in zero-based cells.
public struct MouseEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case press(Int)
        case release(Int)
        case drag(Int)
        case move
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    public var kind: Kind
    public var position: Point
    public var modifiers: Modifiers

    public init(_ kind: Kind, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
