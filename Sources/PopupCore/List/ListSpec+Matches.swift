extension ListSpec {
    /// Every item `query` keeps, in the order the list shows them (best first; as given for an
    /// empty query, or `--no-sort`; later first with `--tac`), all matched at once: for
    /// `--print-matches`, where no run loop waits.
    public func matches(_ query: ItemQuery) -> [Int] {
        guard !query.isEmpty else { return ranking.reversed ? Array((0..<items.count).reversed()) : Array(0..<items.count) }
        var list = MatchList(query, narrowing: nil, ranking: ranking)
        list.advance(in: self, loaded: items.count, budget: .max)
        return (0..<list.count).map { list[$0] }
    }
}
