/// Drawing the buttons: the lines between them, then each button (`ButtonWidget`) focused or not.
extension DialogRenderer {
    static func drawButtons(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, options: Options,
                            clip inside: Rect, into buffer: inout Buffer) {
        let buttons = dialog.effectiveButtons
        if layout.axis == .horizontal { drawSeparators(layout, buttons: buttons, theme: theme, options: options, into: &buffer) }
        // With the focus in a field or the list, the look may show which button Enter chooses.
        let enterButton = theme.chrome.marksEnterButton && state.focusedButton == nil ? dialog.submitButton : nil
        let inList = state.focus == .list || state.renaming != nil
        let showsHotkeys = !(inList && theme.chrome.hidesHotkeysInList) && !theme.chrome.hidesHotkeys
        for placed in layout.buttons {
            let button = buttons[placed.index]
            let focused = state.focusedButton == placed.index || state.pressedButton == placed.index || enterButton == placed.index
            ButtonWidget(button: button, placed: placed, appearance: theme.appearance(for: button.role), focused: focused,
                         fillsArea: layout.axis == .vertical || placed.hitArea.height > 1, showsHotkey: showsHotkeys,
                         depth: options.colorDepth, clip: inside).render(into: &buffer, area: placed.hitArea)
        }
    }

    /// The lines between buttons side by side: each button owns the line on its left, as in
    /// PopupDialog, where its role's appearance has one.
    private static func drawSeparators(_ layout: DialogLayout, buttons: [Button], theme: Theme, options: Options,
                                       into buffer: inout Buffer) {
        let box = layout.box
        // Pairs by index: a zip of the array and its slice costs a generic type built at run
        // time, a tenth of popupctl's instructions up to the first frame.
        for position in layout.buttons.indices.dropLast() {
            let left = layout.buttons[position]
            let right = layout.buttons[position + 1]
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
}
