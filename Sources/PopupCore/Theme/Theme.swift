/// Every appearance setting the renderer uses, in one value.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var box: CellStyle
    public var border: BorderShape
    public var borderStyle: CellStyle
    public var title: CellStyle
    public var titleAlignment: TextAlignment
    public var titleLineLimit: Int
    public var message: CellStyle
    public var messageAlignment: TextAlignment
    /// Columns between the border and the content.
    public var paddingX: Int
    /// Rows between the border and the content.
    public var paddingY: Int
    /// Columns kept free between the box and the screen edge.
    public var marginX: Int
    public var marginY: Int
    public var buttons: [ButtonRole: ButtonAppearance]
    /// Columns between buttons side by side.
    public var buttonSpacing: Int
    public var shadow: CellStyle?
    /// Fills the screen around the box (alternate screen only); nil leaves it blank.
    public var backdrop: CellStyle?
    public var scrollbar: CellStyle
    public var countdown: CellStyle
    public var field: CellStyle
    public var focusedField: CellStyle
    public var placeholder: CellStyle
    public var error: CellStyle
    public var grabber: CellStyle?
    /// A box background that changes colour across the box; overrides `box.background`.
    public var boxGradient: Gradient?
    /// At most this many message lines, the last ending in "…"; nil lets a long message scroll.
    public var messageLineLimit: Int?
    /// Where the shadow falls, in cells to the right and down.
    public var shadowOffsetX: Int = 2
    public var shadowOffsetY: Int = 1
    /// How much of the backdrop colour covers the screen, 0–100 (blended with the terminal's background).
    public var backdropOpacity: Int = 100
    /// The terminal's own background, when it said (OSC 11): what opacity blends with.
    public var terminalBackground: Color?
    /// Rows each button takes unless the button asks for more.
    public var buttonHeight: Int = 1
    /// The box width when the dialog does not say.
    public var width: WidthRule?
    /// No animation for dialogs in this theme.
    public var reducedMotion: Bool = false

    public func appearance(for role: ButtonRole) -> ButtonAppearance {
        buttons[role] ?? Theme.standard.buttons[.default]!
    }

    /// Works on dark and light terminals: the terminal's own colours plus attributes.
    public static let standard = Theme(
        name: "default",
        box: .plain,
        border: .rounded,
        borderStyle: CellStyle(foreground: .ansi(8)),
        title: CellStyle(attributes: [.bold]),
        titleAlignment: .center,
        titleLineLimit: 2,
        message: .plain,
        messageAlignment: .left,
        paddingX: 2,
        paddingY: 1,
        marginX: 2,
        marginY: 1,
        buttons: [
            .default: ButtonAppearance(
                normal: CellStyle(foreground: .ansi(4)),
                focused: CellStyle(foreground: .ansi(4), attributes: [.bold, .reverse]),
                brackets: ("[ ", " ]")),
            .cancel: ButtonAppearance(
                normal: .plain,
                focused: CellStyle(attributes: [.bold, .reverse]),
                brackets: ("( ", " )")),
            .destructive: ButtonAppearance(
                normal: CellStyle(foreground: .ansi(1)),
                focused: CellStyle(foreground: .ansi(1), attributes: [.bold, .reverse]),
                brackets: ("< ", " >")),
        ],
        buttonSpacing: 2,
        shadow: nil,
        backdrop: nil,
        scrollbar: CellStyle(foreground: .ansi(8)),
        countdown: CellStyle(attributes: [.dim]),
        field: CellStyle(attributes: [.underline]),
        focusedField: CellStyle(attributes: [.underline, .bold]),
        placeholder: CellStyle(attributes: [.dim, .underline]),
        error: CellStyle(foreground: .ansi(1), attributes: [.bold]),
        grabber: CellStyle(foreground: .ansi(8))
    )
}
