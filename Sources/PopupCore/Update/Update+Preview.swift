/// The preview pane's part of `update`: a command for each item the cursor comes to, and its output.
extension Update {
    /// After every event: when the cursor is on another item than the pane shows (or the query a
    /// command shows with `{q}` changed), the command for it is asked for, which stops the one
    /// running. While a filter is still looking, the item on top may yet change: the pane waits.
    static func followPreview(_ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout? = nil) -> [Command] {
        guard let list = dialog.list, let spec = list.preview, let listState = state.list, var preview = state.preview,
              state.exitStart == nil, !listState.isFiltering else { return [] }
        if preview.hidden {
            // A hidden pane runs nothing; shown again, it runs the command afresh.
            guard preview.target != nil || preview.running else { return [] }
            preview.clear()
            state.preview = preview
            return [.preview(nil)]
        }
        let given = preview.command ?? spec.command
        let query = PreviewCommand.usesQuery(given) ? listState.filter : ""
        let target = listState.cursorItem.map { PreviewState.Target(item: $0, query: query) }
        guard target != preview.target else { return [] }
        defer { state.preview = preview }
        guard let target else {
            preview.clear()
            return [.preview(nil)]
        }
        let generation = preview.start(target)
        var command = PreviewCommand.expand(given, item: previewedText(list, target.item), query: listState.filter,
                                            index: target.item, delimiter: list.fields?.delimiter)
        if dialog.conventions.list.exportsFzfVariables {
            // fzf's variables, set by the line itself: the pane's runner passes none of its own.
            let pane = layout?.preview?.pane
            var variables = fzfVariables(state, listState, list)
            variables["FZF_PREVIEW_LINES"] = String(pane?.height ?? 0)
            variables["FZF_PREVIEW_COLUMNS"] = String(pane?.width ?? 0)
            command = variables.sorted { $0.key < $1.key }.flatMap { Array("export \($0.key)=".utf8) + Placeholders.quoted($0.value.utf8) + [0x0A] }
                + command
        }
        return [.preview(PreviewRequest(generation: generation, command: command))]
    }

    /// What `{}` stands for: the item as picking it answers, its tag; with fields or `--ansi`, its
    /// whole line (without its colour codes).
    static func previewedText(_ list: ListSpec, _ item: Int) -> [UInt8] {
        if list.ansi { return list.items.withLine(item) { ANSIText($0).text } }
        return list.fields == nil ? Array(list.items.tagBytes(item)) : Array(list.items.lineBytes(item))
    }

    /// Output of a preview command: the current one's is kept, up to the pane's limits; past them
    /// the command is stopped. An older command's is dropped.
    static func previewOutput(_ bytes: [UInt8], generation: Int, _ state: inout DialogState) -> [Command] {
        guard var preview = state.preview, generation == preview.generation else { return [] }
        let full = preview.consume(bytes)
        state.preview = preview
        return full ? [.preview(nil)] : []
    }

    /// The current preview command ended.
    static func previewEnded(status: Int32, generation: Int, _ state: inout DialogState) {
        guard var preview = state.preview, generation == preview.generation else { return }
        preview.end(status: status)
        state.preview = preview
    }
}
