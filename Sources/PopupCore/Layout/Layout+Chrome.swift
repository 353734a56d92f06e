/// The parts of the layout a look (`Theme.chrome`) decides: labels padded alike, the band that
/// takes the rows a box was given beyond its content and the band they stand above, the list's
/// rows across its area, the fields and their frames, the progress box's rows.
extension Layout {
    /// Each button's label with its brackets; padded to the widest, centred, when the row steps them.
    static func decoratedLabels(_ buttons: [Button], theme: Theme) -> [String] {
        guard case .stepped(let minimum) = theme.chrome.buttonRow else {
            return buttons.map { decorated($0, theme: theme) }
        }
        let widest = buttons.map { DisplayWidth.of($0.label) }.max() ?? 0
        let padded = max(widest, minimum - widest % 2)
        return buttons.map { button in
            let spare = max(0, padded - DisplayWidth.of(button.label))
            var centred = button
            centred.label = String(repeating: " ", count: spare / 2) + button.label + String(repeating: " ", count: spare - spare / 2)
            return decorated(centred, theme: theme)
        }
    }

    /// The band that grows to the height asked for: a list that fills its box, a log's output.
    /// The rows a shadow centred with the box takes below it: the box is that much shorter at most.
    static func shadowRows(_ theme: Theme) -> Int {
        theme.chrome.centresShadow && theme.shadow != nil ? max(0, theme.shadowOffsetY) : 0
    }

    static func filling(_ dialog: Dialog, chrome: BoxChrome) -> LayoutSection.Kind? {
        if dialog.list != nil && chrome.list.fillsHeight { return .list }
        if dialog.content != nil && chrome.content.fillsHeight { return .content }
        if dialog.progress?.showsBar == false { return .progress }
        return nil
    }

    /// The band the empty rows stand above: the rule over the buttons, the buttons, else a
    /// progress bar; nil leaves them under the last band.
    static func pinned(_ fit: HeightFit, dialog: Dialog) -> LayoutSection.Kind? {
        if fit.rows(.buttonRule) > 0 { return .buttonRule }
        if fit.rows(.buttons) > 0 { return .buttons }
        if dialog.progress?.showsBar == true, fit.rows(.progress) > 0 { return .progress }
        return nil
    }

    /// The rows of `area` the list's rows take, `rowWidth` wide where the placement moves them.
    static func placedRows(in area: Rect, rowWidth: Int, placement: ListLook.Placement) -> Rect {
        switch placement {
        case .left:
            return area
        case .indented(let columns):
            let inset = min(columns, max(0, area.width - 1))
            return Rect(x: area.x + inset, y: area.y, width: area.width - inset, height: area.height)
        case .centred:
            let width = min(area.width, rowWidth)
            return Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: area.height)
        }
    }

    /// Rows a field takes, its frame included (an error takes one more).
    static func fieldRows(_ chrome: BoxChrome) -> Int { chrome.field.frame ? 3 : 1 }

    /// Rows of the frame around all the fields.
    static func fieldGroupRows(_ dialog: Dialog, chrome: BoxChrome) -> Int {
        chrome.field.groupFrame && !dialog.fields.isEmpty ? 2 : 0
    }

    /// The fields top to bottom in `band`: each under its name's row when it has one, inside its
    /// frame when the look frames them, beside its label when the conventions show labels.
    static func placedFields(_ dialog: Dialog, errors: [Bool], in band: Rect, chrome: BoxChrome) -> [DialogLayout.PlacedField] {
        if isPlaced(dialog) { return positionedFields(dialog, in: band) }
        let contentWidth = band.width
        let labelWidth = dialog.conventions.fields.showsLabels
            ? min(contentWidth / 2, (dialog.fields.map { DisplayWidth.of($0.placeholder) }.max() ?? 0) + 1) : 0
        let framed = chrome.field.frame
        var fields: [DialogLayout.PlacedField] = []
        var row = band.y
        for (index, hasError) in errors.enumerated() {
            // Its name on a row of its own above it (popupctl's own rule), then the field.
            let labelRow = labelRows(dialog, index) > 0 ? row : nil
            row += labelRows(dialog, index)
            let frame = Rect(x: band.x + labelWidth, y: row, width: contentWidth - labelWidth, height: fieldRows(chrome))
            let area = framed ? Rect(x: frame.x + 1, y: row + 1, width: frame.width - 2, height: 1)
                : Rect(x: frame.x, y: row, width: frame.width, height: 1)
            var placed = DialogLayout.PlacedField(index: index, area: area, errorRow: hasError ? frame.maxY : nil, labelRow: labelRow)
            if framed { placed.frame = frame }
            if labelWidth > 0 { placed.beside = Rect(x: band.x, y: area.y, width: max(0, frame.x - band.x - 1), height: 1) }
            fields.append(placed)
            row = frame.maxY + (hasError ? 1 : 0)
        }
        return fields
    }

    /// Each field and its label where the script put them (`FieldPlace`), cut at the band's edge.
    private static func positionedFields(_ dialog: Dialog, in band: Rect) -> [DialogLayout.PlacedField] {
        let right = band.maxX
        return dialog.fields.enumerated().compactMap { index, field in
            guard let place = field.place else { return nil }
            let x = min(band.x + place.column, right)
            let labelX = min(band.x + place.labelColumn, right)
            var placed = DialogLayout.PlacedField(index: index, area: Rect(x: x, y: band.y + place.row, width: min(place.width, right - x), height: 1),
                                                  errorRow: nil, labelRow: nil)
            placed.beside = Rect(x: labelX, y: band.y + place.labelRow, width: min(DisplayWidth.of(field.placeholder), right - labelX), height: 1)
            return placed
        }
    }

    /// Rows of a progress box's bar (and its frame), its times, and any rule between a message and a log.
    static func progressBarRows(_ dialog: Dialog, chrome: BoxChrome) -> Int {
        guard dialog.progress?.showsBar != false else { return rulesLog(dialog, chrome: chrome) ? 1 : 0 }
        var rows = 1
        if case .painted(_, _, framed: true) = chrome.progress.bar { rows = 3 }
        return rows + (chrome.progress.showsTimes ? 1 : 0)
    }

    /// The progress band: its bar rows whole, then its output's tail, of which it keeps the last
    /// few while anything else can give way.
    static func progressSection(_ dialog: Dialog, state: LayoutKey.State, chrome: BoxChrome) -> LayoutSection {
        guard let progress = state.progress else { return .whole(.progress, 0) }
        let bar = progressBarRows(dialog, chrome: chrome)
        return LayoutSection(.progress, wanted: bar + progress.tailRows,
                             least: bar + min(ProgressPlacement.keptTailRows, progress.tailRows))
    }

    /// A rule stands between the message and a log's output.
    private static func rulesLog(_ dialog: Dialog, chrome: BoxChrome) -> Bool {
        chrome.progress.ruleAboveLog && !dialog.message.isEmpty
    }

    /// Where a progress box draws its parts in its band.
    static func progressPlacement(in band: Rect, dialog: Dialog, chrome: BoxChrome) -> ProgressPlacement {
        let look = chrome.progress
        var top = band.y
        var placement = ProgressPlacement(bar: Rect(x: band.x, y: top, width: 0, height: 0),
                                          status: Rect(x: band.x, y: top, width: 0, height: 0),
                                          tail: band)
        if dialog.progress?.showsBar == false {
            if rulesLog(dialog, chrome: chrome) {
                placement.rule = top
                top += 1
            }
        } else {
            let inset = min(look.barInset, max(0, (band.width - 1) / 2))
            var bar = Rect(x: band.x + inset, y: top, width: band.width - 2 * inset, height: 1)
            if case .painted(_, _, framed: true) = look.bar {
                placement.barFrame = Rect(x: bar.x, y: top, width: bar.width, height: 3)
                bar = Rect(x: bar.x + 1, y: top + 1, width: max(0, bar.width - 2), height: 1)
                top += 2
            }
            placement.bar = bar
            top += 1
            if look.showsTimes {
                placement.status = Rect(x: band.x, y: top, width: band.width, height: 1)
                top += 1
            }
        }
        placement.tail = Rect(x: band.x, y: top, width: band.width, height: max(0, band.maxY - top))
        return placement
    }
}
