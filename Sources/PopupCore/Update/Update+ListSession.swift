/// What bound actions change in a list for the rest of its session: items taken out of it
/// (fzf's `exclude`) and the order its matches are ranked in (`toggle-sort`).
extension Update {
    /// Takes the checked items out of the list (`checked`, when any are), else the one under the
    /// cursor; the cursor keeps its place among the items left, as in fzf.
    static func exclude(checked: Bool, _ list: inout ListState, _ spec: ListSpec, rows: Int) {
        let items = checked && !list.checked.isEmpty ? Array(list.checked) : list.cursorItem.map { [$0] } ?? []
        guard !items.isEmpty else { return }
        for item in items {
            list.excluded.insert(item)
            list.checked.remove(item)
        }
        refilter(&list, spec, rows: rows)
    }

    /// Search turned on (the query typed so far is looked for) or off (the matches shown stay
    /// whatever is typed).
    static func setSearch(_ on: Bool, _ list: inout ListState, _ spec: ListSpec) {
        if on, let text = list.unsearchedQuery {
            list.unsearchedQuery = nil
            list.matches = MatchList()
            list.history = []
            setFilter(text, &list, spec)
        } else if !on, list.unsearchedQuery == nil {
            list.unsearchedQuery = list.filter
        }
    }

    /// The query's matches looked for again under the list's exclusions and ranking, at once; the
    /// cursor keeps its position (not its item), as in fzf. Earlier queries' matches are
    /// forgotten, as Backspace would bring back ones found under the old rules.
    static func refilter(_ list: inout ListState, _ spec: ListSpec, rows: Int) {
        let cursor = list.cursor
        let scroll = list.scroll
        list.history = []
        list.matches = MatchList(list.matches.query, narrowing: nil, ranking: list.ranking(spec), excluded: list.excluded)
        while list.isFiltering { list.matches.advance(in: spec, loaded: list.loaded) }
        list.scroll = min(scroll, max(0, list.shownCount - 1))
        moveCursor(&list, to: cursor, rows: rows)
    }
}
