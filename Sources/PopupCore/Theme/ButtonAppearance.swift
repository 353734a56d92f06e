/// How buttons of one role look, unfocused and focused, and the marks around their label.
public struct ButtonAppearance: Sendable, Equatable {
    /// Style of the button when it does not have the focus.
    public var normal: CellStyle
    /// Style of the focused (or pressed) button.
    public var focused: CellStyle
    /// Drawn before and after the label; they tell roles apart without colour.
    public var brackets: (open: String, close: String)
    /// A line between this button and the next one side by side; nil draws none.
    public var separator: CellStyle?
    /// The label's own style, apart from its brackets (unfocused, focused); nil: the button's.
    public var label: CellStyle?
    public var focusedLabel: CellStyle?
    /// The hotkey letter's style (unfocused, focused); nil underlines it in the label's style.
    public var hotkey: CellStyle?
    public var focusedHotkey: CellStyle?

    /// An appearance; `separator` defaults to none.
    public init(normal: CellStyle, focused: CellStyle, brackets: (open: String, close: String), separator: CellStyle? = nil) {
        self.normal = normal
        self.focused = focused
        self.brackets = brackets
        self.separator = separator
    }

    /// The focused style as a terminal of `depth` shows it: without colour, a focus told apart by
    /// its background (or by colour alone) becomes reverse video, so it still shows.
    public func focused(at depth: ColorDepth) -> CellStyle {
        guard depth == .none, !focused.attributes.contains(.reverse),
              focused.background != .default || focused.attributes == normal.attributes else { return focused }
        return focused.adding(.reverse)
    }

    /// Equal when every style and both brackets are equal.
    public static func == (lhs: ButtonAppearance, rhs: ButtonAppearance) -> Bool {
        lhs.normal == rhs.normal && lhs.focused == rhs.focused && lhs.separator == rhs.separator
            && lhs.brackets.open == rhs.brackets.open && lhs.brackets.close == rhs.brackets.close
            && lhs.label == rhs.label && lhs.focusedLabel == rhs.focusedLabel && lhs.hotkey == rhs.hotkey
            && lhs.focusedHotkey == rhs.focusedHotkey
    }
}
