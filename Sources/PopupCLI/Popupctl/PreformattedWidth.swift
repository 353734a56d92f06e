import PopupCore

/// A message from a file or stdin whose lines are longer than the default width was laid out by
/// whoever wrote it (a table, a diff, a log): the box widens to its longest line, up to the
/// screen, rather than re-wrap it raggedly. Only where no width was asked for.
enum PreformattedWidth {
    /// The width rule for `message` in a box drawn with `theme`, or nil to keep the default.
    static func rule(for message: String, theme: Theme) -> WidthRule? {
        var longest = 0
        for line in Lines.split(message) { longest = max(longest, DisplayWidth.of(line)) }
        let chrome = 2 * (theme.paddingX + 1)
        guard case .range(let low, let high) = WidthRule.standard, longest + chrome > high else { return nil }
        return .range(low, longest + chrome)
    }
}
