/// Lays a dialog out on a screen: a pure function of dialog, state, size and theme.
public enum Layout {
    /// `imageRowLimit` caps the picture's rows; nil means a third of the screen.
    public static func compute(_ dialog: Dialog, state: DialogState, screen: Size, theme: Theme,
                               imageRowLimit: Int? = nil,
                               wrap: (String, Int) -> WrappedText = { WrappedText($0, width: $1) }) -> DialogLayout {
        var dialog = dialog
        if let message = state.progress?.message { dialog.message = message }
        let buttons = dialog.effectiveButtons
        let border = theme.border == .none ? 0 : 1
        let marginX = dialog.style == .sheet ? 0 : theme.marginX
        let availableWidth = max(1, screen.width - 2 * marginX)

        // Each label decorated and measured once: a list has up to 124 of them.
        let labels = buttons.map { decorated($0, theme: theme) }
        let labelWidths = labels.map { DisplayWidth.of($0) }
        let boxWidth: Int
        let loaded = state.list?.loaded ?? 0
        let listColumns = dialog.list.map { ListRow.Columns($0, loaded: loaded) }
        let listWidth = dialog.list.flatMap { list in listColumns?.preferredWidth(list, dialog.conventions.list) }
        if dialog.style == .sheet {
            boxWidth = max(1, screen.width)
        } else {
            var preferred = preferredContentWidth(dialog, labelWidths: labelWidths, theme: theme)
            var rule = dialog.width
            if dialog.list != nil {
                preferred = max(preferred, listWidth ?? 0)
                // Items are often paths: a list may take three quarters of a wide screen by default.
                if rule == .standard { rule = .range(40, max(56, screen.width * 3 / 4)) }
            }
            // A progress box takes its widest: a message that changes must not make it jump.
            if dialog.progress != nil { preferred = Int.max / 4 }
            boxWidth = rule.resolve(preferred: preferred + 2 * (border + theme.paddingX), available: availableWidth, screen: screen.width)
        }
        var paddingX = theme.paddingX
        while paddingX > 0 && boxWidth - 2 * (border + paddingX) < 8 { paddingX -= 1 }
        let contentWidth = max(1, boxWidth - 2 * (border + paddingX))

        var titleLines = dialog.title.isEmpty ? [] : Array(wrap(dialog.title, contentWidth))
        if let lineLimit = theme.titleLineLimit { titleLines = limit(titleLines, to: max(1, lineLimit), width: contentWidth) }
        var messageLines = dialog.message.isEmpty ? [] : wrap(dialog.message, contentWidth)
        if let lineLimit = theme.messageLineLimit, messageLines.count > lineLimit {
            messageLines = WrappedText(limit(messageLines.lines(0..<(lineLimit + 1)), to: lineLimit, width: contentWidth))
        }

        let totalLabelWidth = labelWidths.reduce(0, +) + theme.buttonSpacing * (labels.count - 1)
        let axis: ButtonAxis
        switch dialog.axis {
        case .auto: axis = buttons.count <= 2 && totalLabelWidth <= contentWidth ? .horizontal : .vertical
        case .horizontal, .vertical: axis = dialog.axis
        }

        let fieldRows = state.fields.indices.reduce(0) { rows, index in
            rows + 1 + (state.fields[index].error == nil ? 0 : 1)
        }
        let wantedButtonRows = buttons.isEmpty ? 0 : axis == .horizontal ? (buttons.map { rowsOf($0, theme) }.max() ?? 1) : buttons.reduce(0) { $0 + rowsOf($1, theme) }
        let shown = state.shownButtons.filter { buttons.indices.contains($0) }
        let filterRows = dialog.filterable ? 1 : 0
        let listFilterRows = dialog.list?.filterable == true ? 1 : 0
        var listRows = 0
        if let list = dialog.list, let listState = state.list {
            // While items stream in, room for a screenful; after, as many rows as items.
            let natural = listState.reading ? screen.height : max(1, listState.loaded)
            listRows = min(list.preferredRows ?? natural, max(1, screen.height))
        }

        // Fit the height: drop padding, then gaps, then shrink the message, the button list and the title.
        let marginY = dialog.style == .sheet ? 0 : theme.marginY
        var maxHeight = max(1, screen.height - (dialog.style == .alert ? 2 * marginY : marginY))
        var paddingY = theme.paddingY
        var gap = 1
        var titleRows = titleLines.count
        var messageRows = messageLines.count
        var buttonRows = wantedButtonRows
        var tailRows = min(ProgressPlacement.tailRows, state.progress.map { $0.reservesTail ? ProgressPlacement.tailRows : $0.tail.count } ?? 0)
        func progressRows() -> Int { state.progress == nil ? 0 : ProgressPlacement.barRows + tailRows }
        func sections() -> Int {
            [titleRows, messageRows, progressRows(), listRows, fieldRows, buttonRows].filter { $0 > 0 }.count
        }
        var picture = pictureSize(dialog.image, columns: boxWidth - 2 * border,
                                  maxRows: imageRowLimit ?? screen.height / 3)
        func height() -> Int {
            2 * (border + paddingY) + (picture?.height ?? 0)
                + titleRows + messageRows + progressRows() + listFilterRows + listRows + fieldRows + filterRows + buttonRows
                + gap * max(0, sections() - 1)
        }
        if let natural = picture {
            // The picture only stays if the text, squeezed as far as it goes, still fits beside it.
            let leastText = 2 * border + min(1, titleRows) + min(1, messageRows) + (state.progress == nil ? 0 : ProgressPlacement.barRows)
                + fieldRows + filterRows + min(1, buttonRows)
            if leastText + min(natural.height, minimumPictureRows) > maxHeight { picture = nil }
        }
        if let limit = dialog.heightLimit, height() > limit && listRows > minimumListRows {
            listRows = max(minimumListRows, listRows - (height() - limit))
        }
        if height() > maxHeight { paddingY = 0 }
        if height() > maxHeight { tailRows = max(0, tailRows - (height() - maxHeight)) }
        // A list scrolls: it gives up rows first, down to a few.
        if height() > maxHeight && listRows > minimumListRows {
            listRows = max(minimumListRows, listRows - (height() - maxHeight))
        }
        if height() > maxHeight && picture != nil && messageRows > messageRowsBesidePicture {
            messageRows = max(messageRowsBesidePicture, messageRows - (height() - maxHeight))
        }
        if height() > maxHeight, let natural = picture, natural.height > minimumPictureRows, let image = dialog.image {
            let rows = max(minimumPictureRows, natural.height - (height() - maxHeight))
            picture = ImageFit.cells(for: image, columns: boxWidth - 2 * border, maxRows: rows)
        }
        if height() > maxHeight && messageRows > 0 {
            messageRows = max(1, messageRows - (height() - maxHeight))
        }
        if height() > maxHeight { gap = 0 }
        if height() > maxHeight && messageRows > 0 {
            messageRows = max(1, messageRows - (height() - maxHeight))
        }
        if height() > maxHeight && buttonRows > 1 {
            buttonRows = max(1, buttonRows - (height() - maxHeight))
        }
        if height() > maxHeight && titleRows > 1 {
            titleRows = max(1, titleRows - (height() - maxHeight))
            titleLines = limit(titleLines, to: titleRows, width: contentWidth)
        }
        if height() > maxHeight && listRows > 1 { listRows = max(1, listRows - (height() - maxHeight)) }
        if height() > maxHeight {
            // The last line of the message goes only after the margins.
            maxHeight = max(1, screen.height)
        }
        if height() > maxHeight && messageRows > 0 { messageRows = max(0, messageRows - (height() - maxHeight)) }
        let boxHeight = min(height(), max(1, screen.height))

        let boxX: Int
        let boxY: Int
        switch dialog.style {
        case .alert:
            boxX = max(0, (screen.width - boxWidth) / 2)
            boxY = max(0, (screen.height - boxHeight) / 2)
        case .sheet:
            boxX = 0
            boxY = max(0, screen.height - boxHeight)
        case .floating:
            boxX = max(0, (screen.width - boxWidth) / 2)
            boxY = max(0, screen.height - boxHeight - (boxHeight + 1 <= screen.height ? marginY : 0))
        }
        let box = Rect(x: boxX + state.shakeOffset, y: boxY + state.motion.dy, width: boxWidth, height: boxHeight)
        let pictureRows = picture?.height ?? 0
        let content = Rect(x: box.x + border + paddingX, y: box.y + border + pictureRows + paddingY,
                           width: contentWidth, height: max(0, boxHeight - 2 * (border + paddingY) - pictureRows))

        var row = content.y
        let titleTop = row
        if titleRows > 0 { row += titleRows + gap }
        let messageViewport = Rect(x: content.x, y: row, width: contentWidth, height: messageRows)
        if messageRows > 0 { row += messageRows + gap }
        var progress: ProgressPlacement?
        if state.progress != nil {
            progress = ProgressPlacement(bar: Rect(x: content.x, y: row, width: contentWidth, height: 1),
                                         status: Rect(x: content.x, y: row + 1, width: contentWidth, height: 1),
                                         tail: Rect(x: content.x, y: row + 2, width: contentWidth, height: tailRows))
            row += progressRows() + gap
        }
        let messageScroll = min(max(0, state.messageScroll), max(0, messageLines.count - messageRows))

        var listFilterRow: Rect?
        var listArea: Rect?
        var listScroll = 0
        if let listState = state.list, listRows > 0 {
            if listFilterRows > 0 { listFilterRow = Rect(x: content.x, y: row, width: contentWidth, height: 1) }
            row += listFilterRows
            listArea = Rect(x: content.x, y: row, width: contentWidth, height: listRows)
            row += listRows + gap
            let shown = listState.shownCount
            listScroll = min(max(0, listState.scroll), max(0, shown - listRows))
            if listState.cursor < listScroll { listScroll = listState.cursor }
            if listState.cursor >= listScroll + listRows { listScroll = listState.cursor - listRows + 1 }
        }

        var fields: [DialogLayout.PlacedField] = []
        let labelWidth = dialog.conventions.fields.showsLabels
            ? min(contentWidth / 2, (dialog.fields.map { DisplayWidth.of($0.placeholder) }.max() ?? 0) + 1) : 0
        for index in state.fields.indices {
            let hasError = state.fields[index].error != nil
            fields.append(.init(index: index, area: Rect(x: content.x + labelWidth, y: row, width: contentWidth - labelWidth, height: 1),
                                errorRow: hasError ? row + 1 : nil))
            row += hasError ? 2 : 1
        }
        if fieldRows > 0 { row += gap }

        let filterRow = dialog.filterable ? Rect(x: content.x, y: row, width: contentWidth, height: 1) : nil
        row += filterRows
        let buttonArea = Rect(x: content.x, y: row, width: contentWidth, height: buttonRows)
        var placed: [DialogLayout.PlacedButton] = []
        var buttonScroll = 0
        if axis == .horizontal {
            let fits = totalLabelWidth <= contentWidth
            let rowHeight = min(buttonRows, buttons.map { rowsOf($0, theme) }.max() ?? 1)
            let labelRow = row + (rowHeight - 1) / 2
            func place(_ index: Int, _ text: String, x: Int, labelOffset: Int) {
                placed.append(.init(index: index, text: text, origin: Point(x: x, y: labelRow),
                                    hitArea: Rect(x: x, y: row, width: DisplayWidth.of(text), height: rowHeight),
                                    labelOffset: labelOffset))
            }
            if fits {
                let slot = contentWidth / max(1, labels.count)
                var x = content.x + (contentWidth - totalLabelWidth) / 2
                for (index, label) in labels.enumerated() {
                    let width = labelWidths[index]
                    let offset = labelOffset(buttons[index], theme: theme)
                    if labels.count <= 2 {
                        // Equal slots, each label centred in its own: the iOS alert look.
                        let slotX = content.x + index * slot + (labels.count == 1 ? (contentWidth - slot) / 2 : 0)
                        place(index, label, x: slotX + max(0, (slot - width) / 2), labelOffset: offset)
                    } else {
                        place(index, label, x: x, labelOffset: offset)
                        x += width + theme.buttonSpacing
                    }
                }
            } else {
                // Too wide as they are. Brackets say which button is which role, so first keep them
                // and cut the labels to a fair share, if every label still shows a few letters;
                // else the bare labels, cut only as far as they must be (short ones whole).
                let spacing = max(1, theme.buttonSpacing)
                let gaps = spacing * max(0, labels.count - 1)
                let overheads = labels.indices.map { labelWidths[$0] - DisplayWidth.of(buttons[$0].label) }
                let squeezed = ButtonSqueeze.widths(labelWidths, room: contentWidth - gaps)
                let keepsBrackets = labels.indices.allSatisfy { index in
                    squeezed[index] - overheads[index] >= min(DisplayWidth.of(buttons[index].label), ButtonSqueeze.fewestLetters)
                }
                var texts: [String]
                var offsets: [Int]
                var gap = spacing
                if keepsBrackets {
                    texts = labels.indices.map { decorated(buttons[$0], theme: theme, width: squeezed[$0]) }
                    offsets = labels.indices.map { labelOffset(buttons[$0], theme: theme) }
                } else {
                    let bare = buttons.map { $0.label }
                    let bareWidths = bare.map { DisplayWidth.of($0) }
                    if bareWidths.reduce(0, +) + gaps > contentWidth { gap = 1 }
                    let widths = ButtonSqueeze.widths(bareWidths, room: contentWidth - gap * max(0, bare.count - 1))
                    texts = bare.indices.map { Wrap.truncate(bare[$0], width: max(1, widths[$0])) }
                    offsets = Array(repeating: 0, count: bare.count)
                }
                let total = texts.reduce(0) { $0 + DisplayWidth.of($1) } + gap * max(0, texts.count - 1)
                var x = content.x + max(0, (contentWidth - total) / 2)
                for index in texts.indices {
                    place(index, texts[index], x: x, labelOffset: offsets[index])
                    x += DisplayWidth.of(texts[index]) + gap
                }
            }
        } else {
            let focused = state.focusedButton.flatMap { shown.firstIndex(of: $0) } ?? 0
            buttonScroll = min(max(0, state.buttonScroll), max(0, shown.count - buttonRows))
            if focused < buttonScroll { buttonScroll = focused }
            if focused >= buttonScroll + buttonRows { buttonScroll = focused - buttonRows + 1 }
            func rows(_ from: Int, _ through: Int) -> Int {
                from > through ? 0 : shown[from...through].reduce(0) { $0 + rowsOf(buttons[$1], theme) }
            }
            // Taller buttons: scroll on until the focused one fits whole.
            while buttonScroll < focused && rows(buttonScroll, focused) > buttonRows { buttonScroll += 1 }
            var y = row
            var position = buttonScroll
            while position < shown.count && y < row + buttonRows {
                let index = shown[position]
                let height = min(rowsOf(buttons[index], theme), row + buttonRows - y)
                let text = decorated(buttons[index], theme: theme, width: contentWidth)
                let width = DisplayWidth.of(text)
                placed.append(.init(index: index, text: text,
                                    origin: Point(x: content.x + max(0, (contentWidth - width) / 2), y: y + (height - 1) / 2),
                                    hitArea: Rect(x: content.x, y: y, width: contentWidth, height: height),
                                    labelOffset: labelOffset(buttons[index], theme: theme)))
                y += height
                position += 1
            }
        }

        var layout = DialogLayout(screen: screen, box: box, content: content, titleLines: titleLines, titleTop: titleTop,
                                  messageLines: messageLines, messageViewport: messageViewport, messageScroll: messageScroll,
                                  fields: fields, buttons: placed, axis: axis, buttonRows: buttonArea,
                                  buttonScroll: buttonScroll, buttonCount: axis == .vertical ? shown.count : buttons.count,
                                  filterRow: filterRow)
        layout.listArea = listArea
        layout.listFilterRow = listFilterRow
        layout.listScroll = listScroll
        if let list = dialog.list {
            let markWidth = ListRow.markerWidth(dialog.conventions.list) + ListRow.mark(list.selection, checked: false).count
            layout.listTagColumn = listColumns?.tagColumn(room: max(1, contentWidth - markWidth)) ?? 0
            layout.listRowWidth = min(contentWidth, listWidth ?? contentWidth)
        }
        layout.progress = progress
        let inside = box.maxY - border
        let messageUnseen = !messageLines.isEmpty && (messageRows == 0 || messageViewport.y >= inside)
        let focusUnseen: Bool
        switch state.focus {
        case .button(let index):
            // A button the filter hides is not on screen by choice, and Enter cannot choose it.
            // A label cut to its ellipsis is not seen either.
            let first = buttons.indices.contains(index) ? buttons[index].label.first : nil
            focusUnseen = shown.contains(index) && (placed.first { $0.index == index }.map {
                $0.hitArea.y >= inside || first.map($0.text.contains) == false
            } ?? true)
        case .field(let index): focusUnseen = fields.first { $0.index == index }.map { $0.area.y >= inside } ?? true
        case .list: focusUnseen = listArea.map { $0.height == 0 || $0.y >= inside } ?? true
        }
        layout.tooSmall = messageUnseen || (focusUnseen && !(buttons.isEmpty && state.fields.isEmpty))
        if let picture {
            // Pinned to the top, flush with the border, centred when a third of the screen narrows it.
            layout.image = Rect(x: box.x + border + (boxWidth - 2 * border - picture.width) / 2, y: box.y + border,
                                width: picture.width, height: picture.height)
        }
        return layout
    }

    /// A list squeezed by a short screen keeps this many rows while anything else can give way.
    static let minimumListRows = 3
    /// A picture shrunk to fit shows at least this many rows (or all of a shorter one), else not at all.
    static let minimumPictureRows = 3
    /// A long message scrolls in this many rows before the picture gives up any of its own.
    static let messageRowsBesidePicture = 3

    private static func pictureSize(_ image: RGBAImage?, columns: Int, maxRows: Int) -> Size? {
        guard let image, columns >= 4 else { return nil }
        return ImageFit.cells(for: image, columns: columns, maxRows: maxRows)
    }

    /// A button's rows: its own height, or the theme's when that is taller.
    static func rowsOf(_ button: Button, _ theme: Theme) -> Int {
        max(button.height, theme.buttonHeight)
    }

    /// The content width the dialog would like before the width rule has its say.
    static func preferredContentWidth(_ dialog: Dialog, buttons: [Button], theme: Theme) -> Int {
        preferredContentWidth(dialog, labelWidths: buttons.map { DisplayWidth.of(decorated($0, theme: theme)) }, theme: theme)
    }

    /// The same, from the widths of the decorated labels.
    static func preferredContentWidth(_ dialog: Dialog, labelWidths: [Int], theme: Theme) -> Int {
        let row = labelWidths.reduce(0, +) + theme.buttonSpacing * (labelWidths.count - 1)
        var widest = max(DisplayWidth.of(dialog.title), row, labelWidths.max() ?? 0)
        // The first 200 lines, each measured up to a bound: this runs on every layout, and a
        // 10 MB message must not be split or measured whole each time.
        for line in leadingLines(dialog.message, count: 200).map({ $0.prefix(measuredColumns) }) {
            widest = max(widest, DisplayWidth.of(line))
        }
        return widest
    }

    /// Wider than any terminal: a line is not measured past this many characters.
    static let measuredColumns = 4096

    /// The first `count` lines of `text`, found without splitting the rest (a message can be megabytes).
    static func leadingLines(_ text: String, count: Int) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while lines.count < count {
            guard let newline = text.utf8[start...].firstIndex(of: 0x0A) else {
                lines.append(text[start...])
                break
            }
            lines.append(text[start..<newline])
            start = text.utf8.index(after: newline)
        }
        return lines
    }

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

    private static func limit(_ lines: [String], to count: Int, width: Int) -> [String] {
        guard lines.count > count else { return lines }
        var kept = Array(lines.prefix(count))
        kept[count - 1] = Wrap.truncate(kept[count - 1] + " …", width: width)
        return kept
    }
}
