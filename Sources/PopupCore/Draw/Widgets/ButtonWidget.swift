/// One button as placed: its decorated label in its role's style, focused or not, the label itself
/// and its hotkey letter in their own styles where the appearance gives them. A focused button
/// that stands alone on its rows (buttons stacked, or taller than a row) is painted across its
/// area.
struct ButtonWidget: Widget {
    var button: Button
    var placed: DialogLayout.PlacedButton
    var appearance: ButtonAppearance
    var focused: Bool
    /// Paints the whole area when focused.
    var fillsArea: Bool
    /// Marks the hotkey letter.
    var showsHotkey: Bool
    var depth: ColorDepth
    var clip: Rect

    func render(into buffer: inout Buffer, area: Rect) {
        let style = focused ? appearance.focused(at: depth) : appearance.normal
        if focused && fillsArea { buffer.restyle(area.intersection(clip), Paint.over(style)) }
        buffer.write(placed.text, at: placed.origin, style: style, clip: clip)
        let label = focused ? appearance.focusedLabel : appearance.label
        if let label {
            let close = DisplayWidth.of(appearance.brackets.close)
            let width = DisplayWidth.of(placed.text) - placed.labelOffset - close
            if width > 0 {
                buffer.restyle(Rect(x: placed.origin.x + placed.labelOffset, y: placed.origin.y, width: width, height: 1)
                                .intersection(clip), Paint.over(label))
            }
        }
        if showsHotkey, clip.contains(placed.origin) {
            markHotkey(style: (focused ? appearance.focusedHotkey : appearance.hotkey) ?? (label ?? style).adding(.underline), into: &buffer)
        }
    }

    /// The hotkey letter in `style`, at its first place in the label.
    private func markHotkey(style: CellStyle, into buffer: inout Buffer) {
        guard let hotkey = button.hotkey else { return }
        var x = placed.origin.x
        for character in placed.text {
            if String(character).lowercased() == hotkey, x >= placed.origin.x + placed.labelOffset {
                buffer.put(x: x, y: placed.origin.y, Cell(character, width: UInt8(clamping: DisplayWidth.of(character)), style: style))
                return
            }
            x += DisplayWidth.of(character)
        }
    }
}
