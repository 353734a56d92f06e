/// The buttons placed in their rows: side by side, or stacked and scrolled.
struct ButtonPlacement {
    /// The buttons on screen, in order.
    var placed: [DialogLayout.PlacedButton] = []
    /// The first stacked button in view, as a position in the shown (filtered) list; 0 side by side.
    var scroll = 0

    /// Side by side in `area`: whole when they fit, else cut to share the row. `labels` are the
    /// decorated labels, `labelWidths` their widths; `inside` is the box within its border, which
    /// the theme's button row may spread them across.
    static func row(_ buttons: [Button], labels: [String], labelWidths: [Int], in area: Rect, box inside: Rect,
                    theme: Theme) -> ButtonPlacement {
        var placement = ButtonPlacement()
        let totalLabelWidth = Layout.rowWidth(labelWidths, theme: theme)
        let rowHeight = min(area.height, buttons.map { Layout.rowsOf($0, theme) }.max() ?? 1)
        let labelRow = area.y + (rowHeight - 1) / 2
        func place(_ index: Int, _ text: String, x: Int, labelOffset: Int) {
            placement.placed.append(.init(index: index, text: text, origin: Point(x: x, y: labelRow),
                                          hitArea: Rect(x: x, y: area.y, width: DisplayWidth.of(text), height: rowHeight),
                                          labelOffset: labelOffset))
        }
        // A look that spreads the buttons places them where it says, while the last one still fits.
        if let columns = spread(labelWidths, across: inside, row: theme.chrome.buttonRow),
           let last = columns.last, last + (labelWidths.last ?? 0) <= inside.maxX {
            for (index, x) in columns.enumerated() {
                place(index, labels[index], x: x, labelOffset: Layout.labelOffset(buttons[index], theme: theme))
            }
            return placement
        }
        if totalLabelWidth <= area.width {
            let slot = area.width / max(1, labels.count)
            var x = area.x + (area.width - totalLabelWidth) / 2
            for (index, label) in labels.enumerated() {
                let width = labelWidths[index]
                let offset = Layout.labelOffset(buttons[index], theme: theme)
                if labels.count <= 2 {
                    // Equal slots, each label centred in its own: the iOS alert look.
                    let slotX = area.x + index * slot + (labels.count == 1 ? (area.width - slot) / 2 : 0)
                    place(index, label, x: slotX + max(0, (slot - width) / 2), labelOffset: offset)
                } else {
                    place(index, label, x: x, labelOffset: offset)
                    x += width + theme.buttonSpacing
                }
            }
            return placement
        }
        // Too wide as they are. Brackets say which button is which role, so first keep them
        // and cut the labels to a fair share, if every label still shows a few letters;
        // else the bare labels, cut only as far as they must be (short ones whole).
        let spacing = max(1, theme.buttonSpacing)
        let gaps = spacing * max(0, labels.count - 1)
        let overheads = labels.indices.map { labelWidths[$0] - DisplayWidth.of(buttons[$0].label) }
        let squeezed = ButtonSqueeze.widths(labelWidths, room: area.width - gaps)
        let keepsBrackets = labels.indices.allSatisfy { index in
            squeezed[index] - overheads[index] >= min(DisplayWidth.of(buttons[index].label), ButtonSqueeze.fewestLetters)
        }
        var texts: [String]
        var offsets: [Int]
        var gap = spacing
        if keepsBrackets {
            texts = labels.indices.map { Layout.decorated(buttons[$0], theme: theme, width: squeezed[$0]) }
            offsets = labels.indices.map { Layout.labelOffset(buttons[$0], theme: theme) }
        } else {
            let bare = buttons.map { $0.label }
            let bareWidths = bare.map { DisplayWidth.of($0) }
            if bareWidths.reduce(0, +) + gaps > area.width { gap = 1 }
            let widths = ButtonSqueeze.widths(bareWidths, room: area.width - gap * max(0, bare.count - 1))
            texts = bare.indices.map { Wrap.truncate(bare[$0], width: max(1, widths[$0])) }
            offsets = Array(repeating: 0, count: bare.count)
        }
        let total = texts.reduce(0) { $0 + DisplayWidth.of($1) } + gap * max(0, texts.count - 1)
        var x = area.x + max(0, (area.width - total) / 2)
        for index in texts.indices {
            place(index, texts[index], x: x, labelOffset: offsets[index])
            x += DisplayWidth.of(texts[index]) + gap
        }
        return placement
    }

    /// The columns the labels start at when `row` spreads them across `inside` (the box within its
    /// border); nil for the balanced row.
    static func spread(_ widths: [Int], across inside: Rect, row: ButtonRow) -> [Int]? {
        let count = widths.count
        guard count > 0 else { return [] }
        switch row {
        case .balanced:
            return nil
        case .slots(let given):
            guard let last = given.last else { return nil }
            let slots = (0..<count).map { $0 < given.count ? given[$0] : last }
            let gap = max(0, (inside.width - slots.reduce(0, +)) / (count + 1))
            var x = inside.x + 1 + gap
            return slots.map { slot in
                defer { x += slot + gap }
                return x
            }
        case .stepped:
            // Measured from the box's own edge, one column outside the border's inside.
            let used = widths.reduce(0, +)
            let spare = inside.width + 2 - used
            var gap = spare / (count + 3)
            var margin = 2 * gap
            if gap <= 0 {
                gap = max(1, spare / (count + 1))
                margin = gap
            }
            let step = gap + (used + count - 1) / count
            return (0..<count).map { inside.x - 1 + margin + $0 * step }
        }
    }

    /// Stacked in `area`, the `shown` buttons (indices into `buttons`) from the first in view,
    /// scrolled from `scroll` so that the `focused` one shows whole.
    static func stack(_ buttons: [Button], shown: [Int], focused focusedButton: Int?, scroll: Int, in area: Rect,
                      theme: Theme) -> ButtonPlacement {
        var placement = ButtonPlacement()
        let focused = focusedButton.flatMap { shown.firstIndex(of: $0) } ?? 0
        var first = min(max(0, scroll), max(0, shown.count - area.height))
        if focused < first { first = focused }
        if focused >= first + area.height { first = focused - area.height + 1 }
        func rows(_ from: Int, _ through: Int) -> Int {
            from > through ? 0 : shown[from...through].reduce(0) { $0 + Layout.rowsOf(buttons[$1], theme) }
        }
        // Taller buttons: scroll on until the focused one fits whole.
        while first < focused && rows(first, focused) > area.height { first += 1 }
        placement.scroll = first
        var y = area.y
        var position = first
        while position < shown.count && y < area.maxY {
            let index = shown[position]
            let height = min(Layout.rowsOf(buttons[index], theme), area.maxY - y)
            let text = Layout.decorated(buttons[index], theme: theme, width: area.width)
            let width = DisplayWidth.of(text)
            placement.placed.append(.init(index: index, text: text,
                                          origin: Point(x: area.x + max(0, (area.width - width) / 2), y: y + (height - 1) / 2),
                                          hitArea: Rect(x: area.x, y: y, width: area.width, height: height),
                                          labelOffset: Layout.labelOffset(buttons[index], theme: theme)))
            y += height
            position += 1
        }
        return placement
    }
}
