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
        let buttons = dialog.buttonsImplied ? [] : dialog.effectiveButtons
        let border = theme.border == .none ? 0 : 1
        let chrome = theme.chrome

        // Each label decorated and measured once: a list has up to 124 of them.
        let labels = decoratedLabels(buttons, theme: theme)
        let labelWidths = labels.map { DisplayWidth.of($0) }
        let listGap = chrome.list.columnGap
        let listColumns = dialog.list.map { ListRow.Columns($0, loaded: state.list?.loaded ?? 0, columnGap: listGap) }
        let listWidth = dialog.list.flatMap { listColumns?.preferredWidth($0, dialog.conventions.list) }
        let width = BoxWidth(dialog, theme: theme, screen: screen, border: border, labelWidths: labelWidths, listWidth: listWidth)
        let contentWidth = width.content

        var titleLines = dialog.title.isEmpty ? [] : Array(wrap(dialog.title, contentWidth))
        if let lineLimit = theme.titleLineLimit { titleLines = limit(titleLines, to: max(1, lineLimit), width: contentWidth) }
        if case .border(let open, let close, _) = chrome.title, !dialog.title.isEmpty {
            // One line on the top border, between its corners and its marks.
            let room = width.box - 2 * border - DisplayWidth.of(open) - DisplayWidth.of(close)
            titleLines = [Wrap.truncate(dialog.title, width: max(1, room))]
        }
        var messageLines = dialog.message.isEmpty ? [] : wrap(dialog.message, contentWidth)
        if let lineLimit = theme.messageLineLimit, messageLines.count > lineLimit {
            messageLines = WrappedText(limit(messageLines.lines(0..<(lineLimit + 1)), to: lineLimit, width: contentWidth))
        }

        let axis: ButtonAxis
        switch dialog.axis {
        case .auto: axis = buttons.count <= 2 && rowWidth(labelWidths, theme: theme) <= contentWidth ? .horizontal : .vertical
        case .horizontal, .vertical: axis = dialog.axis
        }

        let titleRows = chrome.title == .inside ? titleLines.count : 0
        var fit = heightFit(dialog, key: key, buttons: buttons, axis: axis, border: border, pictureColumns: width.box - 2 * border,
                            titleRows: titleRows, messageRows: messageLines.count)
        fit.fit(by: shrinkOrder)
        fit.settle(filling: filling(dialog, chrome: chrome), pinned: pinned(fit, dialog: dialog))
        if chrome.title == .inside { titleLines = limit(titleLines, to: fit.rows(.title), width: contentWidth) }

        let boxWidth = width.box
        let boxHeight = min(fit.height, max(1, screen.height))
        let boxX: Int
        let boxY: Int
        // A shadow centred with the box takes its share of the screen.
        let shadowX = chrome.centresShadow && theme.shadow != nil ? theme.shadowOffsetX : 0
        let shadowY = chrome.centresShadow && theme.shadow != nil ? theme.shadowOffsetY : 0
        switch dialog.style {
        case .alert:
            boxX = max(0, (screen.width - shadowX - boxWidth) / 2)
            boxY = max(0, (screen.height - shadowY - boxHeight) / 2)
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
                           width: contentWidth,
                           height: max(0, boxHeight - 2 * border - fit.paddingY - fit.paddingBottom - pictureRows))
        func band(_ kind: LayoutSection.Kind) -> Rect {
            Rect(x: content.x, y: fit.top(of: kind, stackedFrom: content.y), width: contentWidth, height: fit.rows(kind))
        }

        let messageViewport = band(.message)
        let messageScroll = min(max(0, state.messageScroll), max(0, messageLines.count - messageViewport.height))
        let progress = state.progress.map { _ in progressPlacement(in: band(.progress), dialog: dialog, chrome: chrome) }

        var listFilterRow: Rect?
        var listInfoRow: Rect?
        var listTakenHeader: Rect?
        var preview: PreviewPlacement?
        var listHeader: Rect?
        var listArea: Rect?
        var listFrame: Rect?
        var listScroll = 0
        let listRowWidth = min(contentWidth, listWidth ?? contentWidth)
        if let listState = state.list, fit.rows(.list) > 0 {
            if fit.rows(.listFilter) > 0 { listFilterRow = band(.listFilter) }
            if fit.rows(.listHeader) > 0 { listHeader = band(.listHeader) }
            var area = band(.list)
            if let picker = chrome.list.picker, let filter = listFilterRow {
                var region = Rect(x: filter.x, y: filter.y, width: filter.width, height: max(0, area.maxY - filter.y))
                if let spec = dialog.list?.preview, !state.previewHidden {
                    let framed = PickerPlacement.previewFrame(region, position: state.previewPosition ?? spec.position, inset: picker.inset)
                    region = framed.rest
                    preview = framed.placement
                }
                let headerRows = listHeader?.height ?? 0
                let placed = PickerPlacement.place(
                    filter: Rect(x: region.x, y: region.y, width: region.width, height: filter.height),
                    header: listHeader.map { Rect(x: region.x, y: region.y + filter.height, width: region.width, height: $0.height) },
                    list: Rect(x: region.x, y: region.y + filter.height + headerRows, width: region.width,
                               height: max(0, region.height - filter.height - headerRows)),
                    look: picker)
                (listFilterRow, listInfoRow, listHeader, area) = (placed.prompt, placed.info, placed.header, placed.list)
                if !picker.promptOnTop, !dialog.conventions.list.growsUpward, let header = listHeader {
                    (listTakenHeader, listHeader, area) = PickerPlacement.takenApart(header: header, list: area,
                                                                                     given: dialog.list?.header.count ?? 0)
                }
                preview?.list = area
            }
            if chrome.list.picker == nil, let spec = dialog.list?.preview, !state.previewHidden {
                let split = PreviewPlacement.split(area, position: state.previewPosition ?? spec.position)
                preview = split
                area = split.list
            }
            if chrome.list.frame {
                listFrame = area.inset(dx: -chrome.list.frameOutset, dy: 0)
                area = area.inset(dx: 1 - chrome.list.frameOutset, dy: 1)
            }
            // A scroll bar beside the rows goes with them where they are placed.
            var blockWidth = listRowWidth
            if case .besideRows(let gap) = chrome.list.scrolling, listState.shown > area.height { blockWidth += gap }
            area = placedRows(in: area, rowWidth: blockWidth, placement: chrome.list.placement)
            if blockWidth > listRowWidth { area.width = max(1, area.width - (blockWidth - listRowWidth)) }
            listArea = area
            let inView = max(1, area.height / max(1, chrome.list.entryRows))
            listScroll = min(max(0, listState.scroll), max(0, listState.shown - inView))
            if listState.cursor < listScroll { listScroll = listState.cursor }
            if listState.cursor >= listScroll + inView { listScroll = listState.cursor - inView + 1 }
            if let picker = chrome.list.picker {
                listScroll = PickerPlacement.scroll(listScroll, cursor: listState.cursor, rows: inView, shown: listState.shown,
                                                    off: picker.scrollOff)
            }
        }

        var fieldsBand = band(.fields)
        var fieldsFrame: Rect?
        if fieldGroupRows(dialog, chrome: chrome) > 0 {
            fieldsFrame = fieldsBand
            fieldsBand = fieldsBand.inset(dx: 1, dy: 1)
        }
        let fields = placedFields(dialog, errors: state.fieldErrors, in: fieldsBand, chrome: chrome)

        let buttonArea = band(.buttons)
        let shown = state.shownButtons.filter { buttons.indices.contains($0) }
        let placement: ButtonPlacement
        if axis == .horizontal {
            placement = .row(buttons, labels: labels, labelWidths: labelWidths, in: buttonArea, box: box.inset(dx: border, dy: 0),
                             theme: theme)
        } else {
            placement = .stack(buttons, shown: shown, focused: focusedButton(state.focus), scroll: state.buttonScroll,
                               in: buttonArea, theme: theme)
        }

        var layout = DialogLayout(screen: screen, box: box, content: content, titleLines: titleLines,
                                  titleTop: chrome.title == .inside ? band(.title).y : box.y,
                                  messageLines: messageLines, messageViewport: messageViewport, messageScroll: messageScroll,
                                  fields: fields, buttons: placement.placed, axis: axis, buttonRows: buttonArea,
                                  buttonScroll: placement.scroll, buttonCount: axis == .vertical ? shown.count : buttons.count,
                                  filterRow: dialog.filterable ? band(.filter) : nil)
        layout.listArea = listArea
        layout.listFrame = listFrame
        layout.fieldsFrame = fieldsFrame
        layout.listFilterRow = listFilterRow
        layout.listInfoRow = listInfoRow
        layout.listTakenHeader = listTakenHeader
        layout.listRowsUpward = chrome.list.picker != nil && dialog.conventions.list.growsUpward
        layout.listHeader = listHeader
        layout.listScroll = listScroll
        layout.listEntryRows = max(1, chrome.list.entryRows)
        if let list = dialog.list {
            let markWidth = ListRow.markerWidth(dialog.conventions.list) + ListRow.mark(list.selection, checked: false).count
            layout.listTagColumn = listColumns?.tagColumn(room: max(1, contentWidth - markWidth)) ?? 0
            layout.listRowWidth = min(listRowWidth, listArea?.width ?? listRowWidth)
        }
        layout.preview = preview
        if fit.rows(.buttonRule) > 0 { layout.buttonRule = band(.buttonRule).y }
        layout.progress = progress
        if dialog.content != nil { layout.contentArea = band(.content) }
        if chrome.content.frame, let area = layout.contentArea {
            // The content inside its frame.
            layout.contentFrame = area
            layout.contentArea = area.inset(dx: 1, dy: 1)
        }
        layout.contentLook = chrome.content
        // Implied buttons still answer: what they would answer for must be seen.
        layout.tooSmall = hidesWhatMatters(layout, buttons: dialog.buttonsImplied ? dialog.effectiveButtons : buttons, shown: shown,
                                           state: state, border: border)
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
        let chrome = theme.chrome
        var listRows = 0
        var headerRows = 0
        if let list = dialog.list, let listState = state.list {
            // While items stream in, room for a screenful; after, as many rows as items.
            // A preview pane takes the screen too.
            let natural = listState.reading || list.preview != nil ? screen.height : max(1, listState.loaded)
            listRows = min((list.preferredRows ?? natural) * max(1, chrome.list.entryRows), max(1, screen.height))
            // The header takes a third of the screen at most (in fzf's look, what it needs).
            headerRows = min((listState.header ?? list.header.count) + listState.headerLines,
                             chrome.list.picker == nil ? max(1, screen.height / 3) : screen.height)
        }
        // A frame takes a row above and below what it holds.
        let listFrameRows = chrome.list.frame && listRows > 0 ? 2 : 0
        let contentFrameRows = chrome.content.frame && dialog.content != nil ? 2 : 0
        let buttonRows = buttons.isEmpty ? 0
            : axis == .horizontal ? (buttons.map { rowsOf($0, theme) }.max() ?? 1) : buttons.reduce(0) { $0 + rowsOf($1, theme) }
        let marginY = dialog.style == .sheet ? 0 : theme.marginY
        return HeightFit(sections: [
            LayoutSection(.picture, wanted: picture?.height ?? 0, least: minimumPictureRows),
            LayoutSection(.title, wanted: titleRows, least: 1),
            LayoutSection(.message, wanted: messageRows, least: 1),
            progressSection(dialog, state: state, chrome: chrome),
            .whole(.listFilter, dialog.list?.filterable == true && listRows > 0 ? chrome.list.picker?.promptRows ?? 1 : 0),
            // fzf keeps its header whole (up to half the screen) and scrolls the list instead.
            LayoutSection(.listHeader, wanted: headerRows,
                          least: chrome.list.picker == nil ? 1 : max(1, min(headerRows, screen.height / 2))),
            LayoutSection(.list, wanted: listRows + listFrameRows, least: 1 + listFrameRows),
            LayoutSection(.content, wanted: contentRows.wanted + contentFrameRows, least: contentRows.least + contentFrameRows),
            .whole(.fields, fieldRows(dialog, state, chrome: chrome)),
            .whole(.filter, dialog.filterable ? 1 : 0),
            .whole(.buttonRule, chrome.buttonRule && buttonRows > 0 ? 1 : 0),
            LayoutSection(.buttons, wanted: buttonRows, least: 1),
        ], border: border, paddingY: theme.paddingY, paddingBottom: chrome.paddingBottom, gap: chrome.bandGap,
           room: max(1, screen.height - (dialog.style == .alert ? 2 * marginY : marginY) - shadowRows(theme)), screenHeight: screen.height,
           heightLimit: dialog.height, image: dialog.image, picture: picture, pictureColumns: pictureColumns)
    }

    /// The fields' rows: each field's, with its name above, its frame and its error under it; a
    /// form laid out by position (`FieldPlace`) as many as its places reach; the frame around
    /// them all.
    private static func fieldRows(_ dialog: Dialog, _ state: LayoutKey.State, chrome: BoxChrome) -> Int {
        let group = fieldGroupRows(dialog, chrome: chrome)
        if isPlaced(dialog) { return group + FieldPlace.rows(dialog.fields.compactMap(\.place)) }
        return state.fieldErrors.indices.reduce(group) {
            $0 + labelRows(dialog, $1) + fieldRows(chrome) + (state.fieldErrors[$1] ? 1 : 0)
        }
    }

    /// Every field has its place.
    static func isPlaced(_ dialog: Dialog) -> Bool {
        !dialog.fields.isEmpty && dialog.fields.allSatisfy { $0.place != nil }
    }

    /// Rows above the field at `index` for its name (`FieldLabel`).
    static func labelRows(_ dialog: Dialog, _ index: Int) -> Int {
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
        case .message: focusUnseen = messageUnseen
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
