/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let ctrl = Modifiers(rawValue: 1 << 2)
}

/// A key press. Control letters are `.character("c")` with `.ctrl`.
public struct Key: Sendable, Hashable {
    public enum Code: Sendable, Hashable {
        case character(Character)
        case enter, tab, backTab, escape, backspace, delete, insert
        case up, down, left, right, home, end, pageUp, pageDown
        case function(Int)
    }

    public var code: Code
    public var modifiers: Modifiers

    public init(_ code: Code, _ modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    public static func ctrl(_ letter: Character) -> Key { Key(.character(letter), .ctrl) }
    public static func char(_ character: Character) -> Key { Key(.character(character)) }
}
