/// Every appearance setting the renderer uses, in one value.
public struct Theme: Sendable, Equatable {
    /// The theme's name; the built-in themes carry theirs ("default", "dark"…).
    public var name: String
    /// The box's text and background colours.
    public var box: CellStyle
    /// The border's line shape; `.none` leaves no border at all (its cells go to the content).
    public var border: BorderShape
    /// The border's colours.
    public var borderStyle: CellStyle
    /// Style of the title.
    public var title: CellStyle
    /// Where title lines sit across the box.
    public var titleAlignment: TextAlignment
    /// At most this many title lines, the last ending in "…"; nil shows the whole title.
    public var titleLineLimit: Int?
    /// Style of the message text.
    public var message: CellStyle
    /// Where message lines sit across the box.
    public var messageAlignment: TextAlignment
    /// Columns between the border and the content.
    public var paddingX: Int
    /// Rows between the border and the content.
    public var paddingY: Int
    /// Columns kept free between the box and the screen edge.
    public var marginX: Int
    /// Rows kept free between the box and the screen edge (above and below an alert, below a floating card).
    public var marginY: Int
    /// How buttons look, by role; a role left out looks like the standard theme's default button.
    public var buttons: [ButtonRole: ButtonAppearance]
    /// Columns between buttons side by side.
    public var buttonSpacing: Int
    /// Paints the cells the box's shadow falls on; nil draws no shadow.
    public var shadow: CellStyle?
    /// Fills the screen around the box (alternate screen only); nil leaves it blank.
    public var backdrop: CellStyle?
    /// Style of the scroll bar beside a message or button list that scrolls.
    public var scrollbar: CellStyle
    /// Style of the seconds left on the timeout and of the filter's match count.
    public var countdown: CellStyle
    /// Style of a text field without the focus.
    public var field: CellStyle
    /// Style of the focused text field, and of the filter as typed.
    public var focusedField: CellStyle
    /// Style of a field's placeholder, and of the filter's hint.
    public var placeholder: CellStyle
    /// Style of the reason shown under a refused field.
    public var error: CellStyle
    /// Style of the handle (━━━━) on the top border of a sheet or floating card; nil draws none.
    public var grabber: CellStyle?
    /// A box background that changes colour across the box; overrides `box.background`.
    public var boxGradient: Gradient?
    /// At most this many message lines, the last ending in "…"; nil lets a long message scroll.
    public var messageLineLimit: Int?
    /// Where the shadow falls, in cells to the right and down.
    public var shadowOffsetX: Int = 2
    /// Rows the shadow falls below the box.
    public var shadowOffsetY: Int = 1
    /// How much of the backdrop colour covers the screen, 0–100 (blended with the terminal's background).
    public var backdropOpacity: Int = 100
    /// Style of list items' descriptions, the column beside their tags: secondary text.
    public var itemDescription = CellStyle(attributes: [.dim])
    /// Style of the letters a list's query matched (bold and underlined, so that they show
    /// without colour too).
    public var matchedLetters = CellStyle(attributes: [.bold, .underline])
    /// The terminal's own background, when it said (OSC 11): what opacity blends with and fades start from.
    public var terminalBackground: Color?
    /// What the backdrop's opacity blends with until the terminal says: black, or white for a theme
    /// meant for light terminals. The fade never uses it: a wrong guess would flash.
    public var assumedTerminalBackground: Color = .rgb(0, 0, 0)
    /// Rows each button takes unless the button asks for more.
    public var buttonHeight: Int = 1
    /// The box width when the dialog does not say.
    public var width: WidthRule?
    /// No animation for dialogs in this theme.
    public var reducedMotion: Bool = false
    /// Box drawing and Unicode marks, or their ASCII forms throughout.
    public var glyphs: GlyphSet = .unicode
    /// The box's furniture: title placement, rules, frames, spacing, button row (popupctl's own by default).
    public var chrome = BoxChrome.standard

    /// How buttons of `role` look; a role the theme leaves out looks like the standard default button.
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
            // Bright blue: the plain blue of most palettes is hard to read on a black terminal.
            .default: ButtonAppearance(
                normal: CellStyle(foreground: .ansi(12)),
                focused: CellStyle(foreground: .ansi(12), attributes: [.bold, .reverse]),
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
