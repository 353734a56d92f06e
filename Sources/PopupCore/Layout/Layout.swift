/// Lays a dialog out on a screen: a pure function of dialog, state, size and theme.
public enum Layout {
    /// `imageRowLimit` caps the picture's rows; nil means a third of the screen.
    public static func compute(_ dialog: Dialog, state: DialogState, screen: Size, theme: Theme,
                               imageRowLimit: Int? = nil,
                               wrap: (String, Int) -> WrappedText = { WrappedText($0, width: $1) }) -> DialogLayout {
        compute(LayoutKey(dialog: dialog, state: state, screen: screen, theme: theme, imageRowLimit: imageRowLimit), wrap: wrap)
    }

    /// The layout made from `key` and nothing else. `wrap` wraps a text to a width (a cache may
    /// stand in for it: the result must be what `WrappedText` gives).
    public static func compute(_ key: LayoutKey,
                               wrap: (String, Int) -> WrappedText = { WrappedText($0, width: $1) }) -> DialogLayout {
        let state = key.state
        let theme = key.theme
        let screen = key.screen
        var dialog = key.dialog
        if let message = state.progress?.message { dialog.message = message }
        let buttons = dialog.effectiveButtons
        let border = theme.border == .none ? 0 : 1

        // Each label decorated and measured once: a list has up to 124 of them.
        let labels = buttons.map { decorated($0, theme: theme) }
        let labelWidths = labels.map { DisplayWidth.of($0) }
        let listColumns = dialog.list.map { ListRow.Columns($0, loaded: state.list?.loaded ?? 0) }
        let listWidth = dialog.list.flatMap { listColumns?.preferredWidth($0, dialog.conventions.list) }
        let width = BoxWidth(dialog, theme: theme, screen: screen, border: border, labelWidths: labelWidths, listWidth: listWidth)
        let contentWidth = width.content

        var titleLines = dialog.title.isEmpty ? [] : Array(wrap(dialog.title, contentWidth))
        if let lineLimit = theme.titleLineLimit { titleLines = limit(titleLines, to: max(1, lineLimit), width: contentWidth) }
        var messageLines = dialog.message.isEmpty ? [] : wrap(dialog.message, contentWidth)
        if let lineLimit = theme.messageLineLimit, messageLines.count > lineLimit {
            messageLines = WrappedText(limit(messageLines.lines(0..<(lineLimit + 1)), to: lineLimit, width: contentWidth))
        }

        let axis: ButtonAxis
        switch dialog.axis {
        case .auto: axis = buttons.count <= 2 && rowWidth(labelWidths, theme: theme) <= contentWidth ? .horizontal : .vertical
        case .horizontal, .vertical: axis = dialog.axis
        }

        var fit = heightFit(dialog, key: key, buttons: buttons, axis: axis, border: border, pictureColumns: width.box - 2 * border,
                            titleRows: titleLines.count, messageRows: messageLines.count)
        fit.fit(by: shrinkOrder)
        titleLines = limit(titleLines, to: fit.rows(.title), width: contentWidth)

        let boxWidth = width.box
        let boxHeight = min(fit.height, max(1, screen.height))
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
            boxY = max(0, screen.height - boxHeight - (boxHeight + 1 <= screen.height ? theme.marginY : 0))
        }
        let box = Rect(x: boxX + state.shakeOffset, y: boxY + state.motionRows, width: boxWidth, height: boxHeight)
        let pictureRows = fit.rows(.picture)
        let content = Rect(x: box.x + border + width.paddingX, y: box.y + border + pictureRows + fit.paddingY,
                           width: contentWidth, height: max(0, boxHeight - 2 * (border + fit.paddingY) - pictureRows))
        func band(_ kind: LayoutSection.Kind) -> Rect {
            Rect(x: content.x, y: fit.top(of: kind, stackedFrom: content.y), width: contentWidth, height: fit.rows(kind))
        }

        let messageViewport = band(.message)
        let messageScroll = min(max(0, state.messageScroll), max(0, messageLines.count - messageViewport.height))
        let progress = state.progress.map { _ in
            let top = band(.progress).y
            return ProgressPlacement(bar: Rect(x: content.x, y: top, width: contentWidth, height: 1),
                                     status: Rect(x: content.x, y: top + 1, width: contentWidth, height: 1),
                                     tail: Rect(x: content.x, y: top + 2, width: contentWidth,
                                                height: fit.rows(.progress) - ProgressPlacement.barRows))
        }

        var listFilterRow: Rect?
        var listArea: Rect?
        var listScroll = 0
        if let listState = state.list, fit.rows(.list) > 0 {
            if fit.rows(.listFilter) > 0 { listFilterRow = band(.listFilter) }
            let area = band(.list)
            listArea = area
            listScroll = min(max(0, listState.scroll), max(0, listState.shown - area.height))
            if listState.cursor < listScroll { listScroll = listState.cursor }
            if listState.cursor >= listScroll + area.height { listScroll = listState.cursor - area.height + 1 }
        }

        var fields: [DialogLayout.PlacedField] = []
        let fieldBand = band(.fields)
        if isPlaced(dialog) {
            // Each field and its label where the script put them, cut at the content's edge.
            let right = content.x + contentWidth
            for (index, field) in dialog.fields.enumerated() {
                guard let place = field.place else { continue }
                let x = min(content.x + place.column, right)
                let labelX = min(content.x + place.labelColumn, right)
                fields.append(.init(index: index, area: Rect(x: x, y: fieldBand.y + place.row, width: min(place.width, right - x), height: 1),
                                    errorRow: nil, labelRow: nil,
                                    beside: Rect(x: labelX, y: fieldBand.y + place.labelRow,
                                                 width: min(DisplayWidth.of(field.placeholder), right - labelX), height: 1)))
            }
        } else {
            let labelWidth = dialog.conventions.fields.showsLabels
                ? min(contentWidth / 2, (dialog.fields.map { DisplayWidth.of($0.placeholder) }.max() ?? 0) + 1) : 0
            var row = fieldBand.y
            for (index, hasError) in state.fieldErrors.enumerated() {
                let labelRow = labelRows(dialog, index) > 0 ? row : nil
                row += labelRows(dialog, index)
                let beside = labelWidth > 0 ? Rect(x: content.x, y: row, width: labelWidth - 1, height: 1) : nil
                fields.append(.init(index: index, area: Rect(x: content.x + labelWidth, y: row, width: contentWidth - labelWidth, height: 1),
                                    errorRow: hasError ? row + 1 : nil, labelRow: labelRow, beside: beside))
                row += hasError ? 2 : 1
            }
        }

        let buttonArea = band(.buttons)
        let shown = state.shownButtons.filter { buttons.indices.contains($0) }
        let placement: ButtonPlacement
        if axis == .horizontal {
            placement = .row(buttons, labels: labels, labelWidths: labelWidths, in: buttonArea, theme: theme)
        } else {
            placement = .stack(buttons, shown: shown, focused: focusedButton(state.focus), scroll: state.buttonScroll,
                               in: buttonArea, theme: theme)
        }

        var layout = DialogLayout(screen: screen, box: box, content: content, titleLines: titleLines, titleTop: band(.title).y,
                                  messageLines: messageLines, messageViewport: messageViewport, messageScroll: messageScroll,
                                  fields: fields, buttons: placement.placed, axis: axis, buttonRows: buttonArea,
                                  buttonScroll: placement.scroll, buttonCount: axis == .vertical ? shown.count : buttons.count,
                                  filterRow: dialog.filterable ? band(.filter) : nil)
        layout.listArea = listArea
        layout.listFilterRow = listFilterRow
        layout.listScroll = listScroll
        if let list = dialog.list {
            let markWidth = ListRow.markerWidth(dialog.conventions.list) + ListRow.mark(list.selection, checked: false).count
            layout.listTagColumn = listColumns?.tagColumn(room: max(1, contentWidth - markWidth)) ?? 0
            layout.listRowWidth = min(contentWidth, listWidth ?? contentWidth)
        }
        layout.progress = progress
        if dialog.content != nil { layout.contentArea = band(.content) }
        layout.tooSmall = hidesWhatMatters(layout, buttons: buttons, shown: shown, state: state, border: border)
        if let picture = fit.picture {
            // Pinned to the top, flush with the border, centred when a third of the screen narrows it.
            layout.image = Rect(x: box.x + border + (boxWidth - 2 * border - picture.width) / 2, y: box.y + border,
                                width: picture.width, height: picture.height)
        }
        return layout
    }

    /// The bands at the rows they would like, ready to be fitted to the screen.
    private static func heightFit(_ dialog: Dialog, key: LayoutKey, buttons: [Button], axis: ButtonAxis, border: Int,
                                  pictureColumns: Int, titleRows: Int, messageRows: Int) -> HeightFit {
        let state = key.state
        let theme = key.theme
        let screen = key.screen
        let picture = pictureSize(dialog.image, columns: pictureColumns, maxRows: key.imageRowLimit ?? screen.height / 3)
        let contentRows = dialog.content?.model.rows(screen: screen) ?? (wanted: 0, least: 0)
        var listRows = 0
        if let list = dialog.list, let listState = state.list {
            // While items stream in, room for a screenful; after, as many rows as items.
            let natural = listState.reading ? screen.height : max(1, listState.loaded)
            listRows = min(list.preferredRows ?? natural, max(1, screen.height))
        }
        let buttonRows = buttons.isEmpty ? 0
            : axis == .horizontal ? (buttons.map { rowsOf($0, theme) }.max() ?? 1) : buttons.reduce(0) { $0 + rowsOf($1, theme) }
        let marginY = dialog.style == .sheet ? 0 : theme.marginY
        return HeightFit(sections: [
            LayoutSection(.picture, wanted: picture?.height ?? 0, least: minimumPictureRows),
            LayoutSection(.title, wanted: titleRows, least: 1),
            LayoutSection(.message, wanted: messageRows, least: 1),
            LayoutSection(.progress, wanted: state.progress.map { ProgressPlacement.barRows + $0.tailRows } ?? 0,
                          least: ProgressPlacement.barRows),
            .whole(.listFilter, dialog.list?.filterable == true && listRows > 0 ? 1 : 0),
            LayoutSection(.list, wanted: listRows, least: 1),
            LayoutSection(.content, wanted: contentRows.wanted, least: contentRows.least),
            .whole(.fields, fieldRows(dialog, state)),
            .whole(.filter, dialog.filterable ? 1 : 0),
            LayoutSection(.buttons, wanted: buttonRows, least: 1),
        ], border: border, paddingY: theme.paddingY,
           room: max(1, screen.height - (dialog.style == .alert ? 2 * marginY : marginY)), screenHeight: screen.height,
           heightLimit: dialog.heightLimit, image: dialog.image, picture: picture, pictureColumns: pictureColumns)
    }

    /// The fields' rows: each field's, with its name above and its error under it; a form laid
    /// out by position (`FieldPlace`) as many as its places reach.
    private static func fieldRows(_ dialog: Dialog, _ state: LayoutKey.State) -> Int {
        if isPlaced(dialog) { return FieldPlace.rows(dialog.fields.compactMap(\.place)) }
        return state.fieldErrors.indices.reduce(0) { $0 + labelRows(dialog, $1) + (state.fieldErrors[$1] ? 2 : 1) }
    }

    /// Every field has its place.
    private static func isPlaced(_ dialog: Dialog) -> Bool {
        !dialog.fields.isEmpty && dialog.fields.allSatisfy { $0.place != nil }
    }

    /// Rows above the field at `index` for its name (`FieldLabel`).
    private static func labelRows(_ dialog: Dialog, _ index: Int) -> Int {
        dialog.fields.indices.contains(index) && FieldLabel.hasRow(dialog.fields[index], dialog.conventions.fields) ? 1 : 0
    }

    /// The screen cannot show a line of the message, or the focus, inside the box.
    private static func hidesWhatMatters(_ layout: DialogLayout, buttons: [Button], shown: [Int], state: LayoutKey.State,
                                         border: Int) -> Bool {
        let inside = layout.box.maxY - border
        let messageUnseen = !layout.messageLines.isEmpty && (layout.messageViewport.height == 0 || layout.messageViewport.y >= inside)
        let focusUnseen: Bool
        switch state.focus {
        case .button(let index):
            // A button the filter hides is not on screen by choice, and Enter cannot choose it.
            // A label cut to its ellipsis is not seen either.
            let first = buttons.indices.contains(index) ? buttons[index].label.first : nil
            focusUnseen = shown.contains(index) && (layout.buttons.first { $0.index == index }.map {
                $0.hitArea.y >= inside || first.map($0.text.contains) == false
            } ?? true)
        case .field(let index): focusUnseen = layout.fields.first { $0.index == index }.map { $0.area.y >= inside } ?? true
        case .list: focusUnseen = layout.listArea.map { $0.height == 0 || $0.y >= inside } ?? true
        case .content: focusUnseen = layout.contentArea.map { $0.height == 0 || $0.y >= inside } ?? true
        }
        return messageUnseen || (focusUnseen && !(buttons.isEmpty && state.fieldErrors.isEmpty))
    }

    private static func focusedButton(_ focus: Focus) -> Int? {
        if case .button(let index) = focus { return index }
        return nil
    }

    private static func pictureSize(_ image: RGBAImage?, columns: Int, maxRows: Int) -> Size? {
        guard let image, columns >= 4 else { return nil }
        return ImageFit.cells(for: image, columns: columns, maxRows: maxRows)
    }

    private static func limit(_ lines: [String], to count: Int, width: Int) -> [String] {
        guard lines.count > count else { return lines }
        var kept = Array(lines.prefix(count))
        kept[count - 1] = Wrap.truncate(kept[count - 1] + " …", width: width)
        return kept
    }
}
