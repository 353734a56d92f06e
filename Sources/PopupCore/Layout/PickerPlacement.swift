/// Where fzf's furniture goes in the rows a bare list takes (`PickerLook`): the prompt's row, the
/// info line beside it, the header, and the items' rows, in the order fzf's layout stacks them.
struct PickerPlacement: Equatable {
    var prompt: Rect
    var info: Rect?
    var header: Rect?
    var list: Rect

    /// fzf's reverse-list: of the header's rows under the list, those past `given` (the lines
    /// taken from the items) move above it, before the first item; nil when there are none.
    static func takenApart(header: Rect, list: Rect, given: Int) -> (taken: Rect?, header: Rect?, list: Rect) {
        let givenRows = min(given, header.height)
        let takenRows = header.height - givenRows
        guard takenRows > 0 else { return (nil, header, list) }
        let taken = Rect(x: header.x, y: list.y, width: header.width, height: takenRows)
        let moved = Rect(x: list.x, y: list.y + takenRows, width: list.width, height: list.height)
        let rest = Rect(x: header.x, y: header.y + takenRows, width: header.width, height: givenRows)
        return (taken, givenRows > 0 ? rest : nil, moved)
    }

    /// The first item in view moved so that `off` rows (at most half the view's) stay between
    /// the cursor and the edge of the view, as far as the items go.
    static func scroll(_ scroll: Int, cursor: Int, rows: Int, shown: Int, off: Int) -> Int {
        let margin = max(0, min(off, rows / 2))
        var first = scroll
        if cursor < first + margin { first = cursor - margin }
        if cursor >= first + rows - margin { first = cursor - rows + 1 + margin }
        return min(max(0, first), max(0, shown - rows))
    }

    /// fzf's preview window in `region`: the right half framed (below, half the rows, where the
    /// position says or the width is short), its text inside the frame a column in, `inset`
    /// columns kept clear at the region's edge (inside fzf's border); the rest for the list.
    static func previewFrame(_ region: Rect, position: PreviewSpec.Position, inset: Int = 0) -> (rest: Rect, placement: PreviewPlacement) {
        let beside = position == .right && region.width >= PreviewSpec.leastColumnsBeside
        let rest: Rect
        let frame: Rect
        if beside {
            rest = Rect(x: region.x, y: region.y, width: region.width / 2, height: region.height)
            frame = Rect(x: rest.maxX, y: region.y, width: max(0, region.width - rest.width - inset), height: region.height)
        } else {
            rest = Rect(x: region.x, y: region.y, width: max(0, region.width - inset), height: region.height - region.height / 2)
            frame = Rect(x: region.x + inset, y: rest.maxY, width: max(0, region.width - 2 * inset), height: region.height / 2)
        }
        let pane = Rect(x: frame.x + 2, y: frame.y + 1, width: max(0, frame.width - 3), height: max(0, frame.height - 2))
        return (rest, PreviewPlacement(list: rest, separator: Rect(x: frame.x, y: frame.y, width: 0, height: 0), pane: pane,
                                       beside: beside, frame: frame))
    }

    /// The rows from the top of `filter` to the bottom of `list` shared out, `look.inset` columns
    /// in from their left: the prompt (and the
    /// info line) at the top or the bottom, the header on the list's side of them (the far side
    /// with `headerFirst`), the items in the rest.
    static func place(filter: Rect, header: Rect?, list: Rect, look: PickerLook) -> PickerPlacement {
        let inset = min(look.inset, max(0, filter.width - 1))
        let filter = Rect(x: filter.x + inset, y: filter.y, width: filter.width - inset, height: filter.height)
        let list = Rect(x: list.x + inset, y: list.y, width: max(0, list.width - inset), height: list.height)
        let top = min(filter.y, header?.y ?? filter.y, list.y)
        let bottom = max(filter.maxY, header?.maxY ?? filter.maxY, list.maxY)
        let promptRows = min(look.promptRows, max(0, bottom - top))
        let headerRows = min(header?.height ?? 0, max(0, bottom - top - promptRows))
        let listRows = max(0, bottom - top - promptRows - headerRows)
        enum Part { case prompt, info, header, list }
        // Top to bottom, as fzf's reverse layout draws them; the other layouts draw them upside down.
        var parts: [(Part, Int)] = [(.prompt, 1), (.info, promptRows - 1)]
        parts.insert((.header, headerRows), at: look.headerFirst ? 0 : parts.count)
        parts.append((.list, listRows))
        if !look.promptOnTop { parts.reverse() }
        var placement = PickerPlacement(prompt: Rect(x: filter.x, y: top, width: filter.width, height: 0), info: nil, header: nil,
                                        list: Rect(x: list.x, y: top, width: list.width, height: 0))
        var y = top
        for (part, rows) in parts {
            let rect = Rect(x: filter.x, y: y, width: filter.width, height: rows)
            y += rows
            guard rows > 0 else { continue }
            switch part {
            case .prompt: placement.prompt = rect
            case .info: placement.info = rect
            case .header: placement.header = rect
            case .list: placement.list = Rect(x: list.x, y: rect.y, width: list.width, height: rows)
            }
        }
        return placement
    }
}
