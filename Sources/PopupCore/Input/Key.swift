/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    /// One bit per modifier.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The Shift key.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// The Alt (Meta, Option) key; also an Esc sent before the key.
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let ctrl = Modifiers(rawValue: 1 << 2)
}

/// A key press. Control letters are `.character("c")` with `.ctrl`.
public struct Key: Sendable, Hashable {
    /// Which key, apart from modifiers: a character, an editing or movement key, or F1 and up.
    public enum Code: Sendable, Hashable {
        /// A character key; with `.ctrl`, a control letter.
        case character(Character)
        /// Enter, Tab, Shift-Tab (`backTab`), Esc, Backspace, Delete and Insert.
        case enter, tab, backTab, escape, backspace, delete, insert
        /// The arrows, Home, End, Page Up and Page Down.
        case up, down, left, right, home, end, pageUp, pageDown
        /// A function key: `.function(1)` is F1.
        case function(Int)
    }

    /// Which key was pressed.
    public var code: Code
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// A key press of `code` with `modifiers` (none by default).
    public init(_ code: Code, _ modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// The letter with Control held (`.ctrl("c")` is Ctrl-C).
    public static func ctrl(_ letter: Character) -> Key { Key(.character(letter), .ctrl) }
    /// A character typed without modifiers.
    public static func char(_ character: Character) -> Key { Key(.character(character)) }
}
