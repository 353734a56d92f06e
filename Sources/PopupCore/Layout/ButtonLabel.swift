extension Layout {
    /// The label with its role's brackets, cut to `width` columns when given.
    public static func decorated(_ button: Button, theme: Theme, width: Int? = nil) -> String {
        let brackets = theme.appearance(for: button.role).brackets
        let open = brackets.open + (button.icon.map { $0 + " " } ?? "")
        let close = (button.accessory ? " ›" : "") + brackets.close
        guard let width else { return open + button.label + close }
        let room = width - DisplayWidth.of(open) - DisplayWidth.of(close)
        if room < 1 { return Wrap.truncate(button.label, width: max(1, width)) }
        return open + Wrap.truncate(button.label, width: room) + close
    }

    /// Columns before the label in `decorated(button)`: the opening bracket and any icon.
    static func labelOffset(_ button: Button, theme: Theme) -> Int {
        DisplayWidth.of(theme.appearance(for: button.role).brackets.open + (button.icon.map { $0 + " " } ?? ""))
    }

    /// A button's rows: its own height, or the theme's when that is taller.
    static func rowsOf(_ button: Button, _ theme: Theme) -> Int {
        max(button.height, theme.buttonHeight)
    }

    /// Columns the decorated labels take side by side, the theme's spacing between them.
    static func rowWidth(_ labelWidths: [Int], theme: Theme) -> Int {
        labelWidths.reduce(0, +) + theme.buttonSpacing * (labelWidths.count - 1)
    }
}
