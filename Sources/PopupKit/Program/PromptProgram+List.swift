import PopupCore

/// A list in the line prompt: numbered items a page at a time, answered by number (several for a
/// checklist: `1 3 5-7`), by tag, or by typing a filter first.
extension PromptProgram {
    /// Items listed per page.
    static let pageSize = 20

    /// The list read already and matched whole; answered at once when it answers itself
    /// (`--select-1`, `--exit-0`), else asked.
    mutating func startList() -> [LineCommand] {
        guard let spec = dialog.list else { return [] }
        var state = ListState(spec)
        state.reading = false
        // The query given is matched whole at once: the list is read already.
        state.matches.advance(in: spec, loaded: state.loaded, budget: .max)
        if case .answer(let outcome) = ListShortcut.decide(dialog, state) { return [.finish(outcome)] }
        list = state
        page = 0
        return askList(listing: true)
    }

    private var pages: Int {
        max(1, ((list?.shownCount ?? 0) + Self.pageSize - 1) / Self.pageSize)
    }

    /// The page (unless `listing` is false: after a word on the answer), then the question.
    private mutating func askList(listing: Bool) -> [LineCommand] {
        guard let spec = dialog.list, let state = list else { return [] }
        var prompt = spec.selection == .multiple ? "Items (numbers like 1 3 5-7, a tag, or a filter)" : "Item (a number, a tag, or a filter)"
        if pages > 1 { prompt += "; Enter: more" }
        if let seconds = timeLeft { prompt += " (\(Int(seconds.rounded(.up)))s)" }
        question = .listItem
        return (listing ? [.write(pageText(spec, state))] : []) + [.write(prompt + ": ")]
    }

    mutating func answerList(_ raw: String) -> [LineCommand] {
        guard let spec = dialog.list, var state = list else { return [] }
        let answer: String
        switch read(raw) {
        case .dismissed: return [.finish(.dismissed(.escape))]
        case .again: return [Self.escapeRefused] + askList(listing: true)
        case .text(let raw): answer = raw.trimmingWhitespace()
        }
        if answer.isEmpty {
            if pages > 1 {
                page = (page + 1) % pages
                return askList(listing: true)
            }
            if spec.selection == .multiple && !state.checked.isEmpty { return picked(state.checked.sorted()) }
            if let item = state.cursorItem, dialog.conventions.list.pickCursorWhenNoneChecked || spec.selection == .single {
                return picked([item])
            }
            // A checklist answered with nothing checked picks none.
            if spec.selection == .multiple && !dialog.conventions.list.refusesEmptyPick(spec.selection) { return picked([]) }
            return [.write("Please pick an item.\n")] + askList(listing: false)
        }
        if let positions = Self.numbers(answer, count: state.shownCount) {
            if spec.selection != .multiple && positions.count != 1 {
                return [.write("Please pick one item.\n")] + askList(listing: false)
            }
            return picked(Array(Set(positions.map(state.item(at:)))).sorted())
        }
        if let index = spec.items.index(ofTag: answer) { return picked([index]) }
        // Anything else narrows the list, as typing does in the box.
        var matches = MatchList(spec.query(answer), narrowing: nil, ranking: spec.ranking)
        matches.advance(in: spec, loaded: state.loaded, budget: .max)
        if matches.count == 0 {
            return [.write("No item matches '\(Sanitizer.line(answer))'.\n")] + askList(listing: false)
        }
        state.matches = matches
        list = state
        page = 0
        return askList(listing: true)
    }

    /// The list's answer is given: the fields come next.
    private mutating func picked(_ picks: [Int]) -> [LineCommand] {
        items = picks
        return askFields(from: 0)
    }

    private func pageText(_ spec: ListSpec, _ state: ListState) -> String {
        let first = page * Self.pageSize
        let last = min(state.shownCount, first + Self.pageSize)
        let tagColumn = ListRow.Columns(spec, loaded: state.loaded).tagColumn(room: 40)
        let digits = String(max(1, state.shownCount)).count
        var text = "\n"
        for position in first..<last {
            let item = state.item(at: position)
            let number = String(position + 1)
            let mark = ListRow.mark(spec.selection, checked: state.checked.contains(item))
            text += "  " + String(repeating: " ", count: digits - number.count) + number + ") " + mark
                + ListRow.text(spec, item, tagColumn: tagColumn, width: 200) + "\n"
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
