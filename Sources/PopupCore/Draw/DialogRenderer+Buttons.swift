/// Drawing the buttons: the lines between them, each in its role's style (focused or not), its
/// label and hotkey in their own styles where the theme gives them.
extension DialogRenderer {
    static func drawButtons(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, options: Options,
                            clip inside: Rect, into buffer: inout Buffer) {
        let box = layout.box
        let buttons = dialog.effectiveButtons
        if layout.axis == .horizontal {
            // Pairs by index: a zip of the array and its slice costs a generic type built at run
            // time, a tenth of popupctl's instructions up to the first frame.
            for position in layout.buttons.indices.dropLast() {
                let left = layout.buttons[position]
                let right = layout.buttons[position + 1]
                // Each button owns the line on its left, as in PopupDialog.
                guard let separator = theme.appearance(for: buttons[right.index].role).separator else { continue }
                // Not in a one-column gap: a line touching both labels reads as part of them.
                guard right.hitArea.x - left.hitArea.maxX >= 2 else { continue }
                let x = (left.hitArea.maxX + right.hitArea.x - 1) / 2
                // An entering box can be partly off screen: only the rows on it are drawn.
                for y in left.hitArea.y..<left.hitArea.maxY where buffer.bounds.intersection(box).contains(Point(x: x, y: y)) {
                    var style = separator
                    style.foreground = options.colorDepth.reduce(separator.foreground, on: buffer[x, y].style.background)
                    buffer.write("│", at: Point(x: x, y: y), style: style, clip: box)
                }
            }
        }
        // With the focus in a field or the list, the look may show which button Enter chooses.
        let enterButton = theme.chrome.marksEnterButton && state.focusedButton == nil ? dialog.submitButton : nil
        for placed in layout.buttons {
            let button = buttons[placed.index]
            let appearance = theme.appearance(for: button.role)
            let focused = state.focusedButton == placed.index || state.pressedButton == placed.index || enterButton == placed.index
            let style = focused ? appearance.focused(at: options.colorDepth) : appearance.normal
            if focused && (layout.axis == .vertical || placed.hitArea.height > 1) {
                buffer.restyle(placed.hitArea.intersection(inside)) { under in
                    var painted = style
                    if painted.background == .default { painted.background = under.background }
                    return painted
                }
            }
            buffer.write(placed.text, at: placed.origin, style: style, clip: inside)
            let label = focused ? appearance.focusedLabel : appearance.label
            if let label {
                let close = DisplayWidth.of(appearance.brackets.close)
                let width = DisplayWidth.of(placed.text) - placed.labelOffset - close
                if width > 0 {
                    buffer.restyle(Rect(x: placed.origin.x + placed.labelOffset, y: placed.origin.y, width: width, height: 1)
                                    .intersection(inside), paint(label))
                }
            }
            let inList = state.focus == .list || state.renaming != nil
            if inside.contains(placed.origin), !(inList && theme.chrome.hidesHotkeysInList), !theme.chrome.hidesHotkeys {
                let hotkeyStyle = (focused ? appearance.focusedHotkey : appearance.hotkey) ?? (label ?? style).adding(.underline)
                markHotkey(button, placed: placed, style: hotkeyStyle, into: &buffer)
            }
        }
    }

    /// The button's hotkey letter in `style`, at its first place in the label.
    private static func markHotkey(_ button: Button, placed: DialogLayout.PlacedButton, style: CellStyle,
                                   into buffer: inout Buffer) {
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
