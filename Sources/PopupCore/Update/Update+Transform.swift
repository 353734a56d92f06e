/// What a `transform` command printed, taken: the first line as the query (`transform-query`), or
/// the whole of it, its line breaks at either end trimmed, as actions to run (`transform`).
extension Update {
    public static func transformed(_ output: [UInt8], intoQuery: Bool, _ state: inout DialogState, _ dialog: Dialog,
                                   _ layout: DialogLayout) -> [Command] {
        let text = String(decoding: output, as: UTF8.self)
        if intoQuery {
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return runListActions([.setQuery(line.hasSuffix("\r") ? String(line.dropLast()) : line)], &state, dialog, layout) ?? []
        }
        let trimmed = String(text.drop { $0 == "\n" || $0 == "\r" }.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed())
        guard let actions = dialog.conventions.list.actionReader.read(trimmed) else { return [] }
        return runListActions(actions, &state, dialog, layout) ?? []
    }
}
