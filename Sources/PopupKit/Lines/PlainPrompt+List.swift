import PopupCore

/// A list in the plain prompt: numbered items a page at a time, answered by number (several for a
/// checklist: `1 3 5-7`), by tag, or by typing a filter first.
extension PlainPrompt {
    /// Items listed per page.
    static let pageSize = 20

    enum ListAnswer {
        case picked([Int])
        case ended(Outcome)
    }

    func askList(_ list: ListSpec, terminal: LineTerminal, timeLeft: () -> Double?) throws -> ListAnswer {
        var state = ListState(list)
        state.reading = false
        // The query given is matched whole at once: the list is read already.
        state.matches.advance(in: list, loaded: state.loaded, budget: .max)
        if case .answer(let outcome) = ListShortcut.decide(dialog, state) { return .ended(outcome) }
        var page = 0
        var listing = true
        while true {
            let shown = state.shownCount
            let pages = max(1, (shown + Self.pageSize - 1) / Self.pageSize)
            if listing { try terminal.write(pageText(list, state, page: page, pages: pages)) }
            listing = true
            var prompt = list.selection == .multiple ? "Items (numbers like 1 3 5-7, a tag, or a filter)" : "Item (a number, a tag, or a filter)"
            if pages > 1 { prompt += "; Enter: more" }
            if let seconds = timeLeft() { prompt += " (\(Int(seconds.rounded(.up)))s)" }
            try terminal.write(prompt + ": ")
            let answer: String
            switch try read(terminal, timeout: timeLeft(), values: dialog.fields.map(\.initialText)) {
            case .text(let raw): answer = raw.trimmingWhitespace()
            case .again: continue
            case .ended(let outcome): return .ended(outcome)
            }
            if answer.isEmpty {
                if pages > 1 {
                    page = (page + 1) % pages
                    continue
                }
                if list.selection == .multiple && !state.checked.isEmpty { return .picked(state.checked.sorted()) }
                if let item = state.cursorItem, dialog.conventions.list.pickCursorWhenNoneChecked || list.selection == .single { return .picked([item]) }
                try terminal.write("Please pick an item.\n")
                listing = false
                continue
            }
            if let positions = Self.numbers(answer, count: shown) {
                if list.selection != .multiple && positions.count != 1 {
                    try terminal.write("Please pick one item.\n")
                    listing = false
                    continue
                }
                return .picked(Array(Set(positions.map(state.item(at:)))).sorted())
            }
            if let index = list.items.index(ofTag: answer) { return .picked([index]) }
            // Anything else narrows the list, as typing does in the box.
            var matches = MatchList(list.query(answer), narrowing: nil, ranking: list.ranking)
            matches.advance(in: list, loaded: state.loaded, budget: .max)
            if matches.count == 0 {
                try terminal.write("No item matches '\(Sanitizer.line(answer))'.\n")
                listing = false
                continue
            }
            state.matches = matches
            page = 0
        }
    }

    private func pageText(_ list: ListSpec, _ state: ListState, page: Int, pages: Int) -> String {
        let first = page * Self.pageSize
        let last = min(state.shownCount, first + Self.pageSize)
        let tagColumn = ListRow.Columns(list, loaded: state.loaded).tagColumn(room: 40)
        let digits = String(max(1, state.shownCount)).count
        var text = "\n"
        for position in first..<last {
            let item = state.item(at: position)
            let number = String(position + 1)
            let mark = ListRow.mark(list.selection, checked: state.checked.contains(item))
            text += "  " + String(repeating: " ", count: digits - number.count) + number + ") " + mark
                + ListRow.text(list, item, tagColumn: tagColumn, width: 200) + "\n"
        }
        if state.shownCount == 0 { text += "  (no items)\n" }
        if pages > 1 { text += "  (page \(page + 1) of \(pages), \(state.shownCount) items)\n" }
        return text
    }

    /// "1 3 5-7" → positions 0, 2, 4, 5, 6; nil unless every word is a number or a range in 1…count.
    /// Ranges are merged before they are counted out, so a pasted `1-99999 1-99999 …` costs what
    /// one range costs.
    static func numbers(_ answer: String, count: Int) -> [Int]? {
        var ranges: [Range<Int>] = []
        for word in answer.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let bounds = word.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = Int(bounds[0]), let high = Int(bounds.last!),
                  low >= 1, low <= high, high <= count else { return nil }
            ranges.append((low - 1)..<high)
        }
        guard !ranges.isEmpty else { return nil }
        var positions: [Int] = []
        var reached = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > reached {
            positions += max(range.lowerBound, reached)..<range.upperBound
            reached = range.upperBound
        }
        return positions
    }
}
