/// The list's items read afresh (fzf's `reload`): the store is emptied and fills again; the query
/// stays and is matched again as the items come, the cursor stays where it was (on the last item
/// when fewer come), the selection is cleared, and `load` (with `result`, `one`, `zero`) fires
/// again once they are all in; `start` does not.
extension Update {
    public static func listReplaced(_ state: inout DialogState, _ dialog: Dialog) {
        guard let spec = dialog.list, let old = state.list else { return }
        var list = ListState(spec, reading: true)
        list.checked = []
        list.pendingChecks = []
        list.pendingInitial = nil
        list.events.started = old.events.started
        setFilter(old.filter, &list, spec)
        list.cursor = old.cursor
        list.scroll = old.scroll
        state.list = list
        // The item under the cursor is another one now, whatever its number.
        state.preview?.clear()
    }
}
