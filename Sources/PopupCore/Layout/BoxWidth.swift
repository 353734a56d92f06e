/// The box's columns: what the content would like within the width rule, the whole screen for a
/// sheet; and the padding and content width left inside them.
struct BoxWidth {
    /// Columns of the box, border included.
    let box: Int
    /// Columns of padding on each side: the theme's, less on a box too narrow for it.
    let paddingX: Int
    /// Columns inside border and padding.
    let content: Int

    /// `labelWidths` are the decorated buttons' widths, `listWidth` what a list's first items would like.
    init(_ dialog: Dialog, theme: Theme, screen: Size, border: Int, labelWidths: [Int], listWidth: Int?) {
        if dialog.style == .sheet {
            box = max(1, screen.width)
        } else {
            var preferred = Layout.preferredContentWidth(dialog, labelWidths: labelWidths, theme: theme)
            var rule = dialog.width
            if dialog.list != nil {
                preferred = max(preferred, listWidth ?? 0)
                // Items are often paths: a list may take three quarters of a wide screen by default.
                if rule == .standard { rule = .range(40, max(56, screen.width * 3 / 4)) }
            }
            // A progress box takes its widest: a message that changes must not make it jump.
            if dialog.progress != nil { preferred = Int.max / 4 }
            // A preview pane beside the list takes what the screen has.
            if dialog.list?.preview != nil {
                preferred = Int.max / 4
                if rule == .range(40, max(56, screen.width * 3 / 4)) { rule = .range(40, Int.max / 4) }
            }
            if let content = dialog.content { preferred = max(preferred, content.model.preferredWidth) }
            // A form laid out by position is as wide as its farthest field or label.
            for field in dialog.fields {
                guard let place = field.place else { continue }
                preferred = max(preferred, place.column + place.width, place.labelColumn + DisplayWidth.of(field.placeholder))
            }
            box = rule.resolve(preferred: preferred + 2 * (border + theme.paddingX),
                               available: max(1, screen.width - 2 * theme.marginX), screen: screen.width)
        }
        var paddingX = theme.paddingX
        while paddingX > 0 && box - 2 * (border + paddingX) < 8 { paddingX -= 1 }
        self.paddingX = paddingX
        content = max(1, box - 2 * (border + paddingX))
    }
}
