/// What a key bound to a list does instead of its own meaning (fzf's `--bind KEY:ACTION+…`, the
/// actions the list carries out by itself). Directions are the list's as drawn: `up` goes to the
/// next item in a list that grows upward.
public enum ListAction: Sendable, Equatable {
    /// Pick as Enter does; `nonEmpty`: only when there is something to pick.
    case accept(nonEmpty: Bool)
    /// Pick as Enter does, with this button (an index in the dialog's buttons) instead of the
    /// one Enter chooses: fzf's `--expect` keys, each a button that reports which key it was.
    case choose(button: Int)
    /// Leave with nothing, as Esc does.
    case abort
    /// Clear the query when there is one, else leave with nothing (fzf's `cancel`).
    case cancel
    /// Nothing: the key is taken and does nothing.
    case ignore
    case up, down, first, last, pageUp, pageDown
    /// The item under the cursor: check or uncheck it, check it, uncheck it (a checklist only).
    case toggle, select, deselect
    /// Every item shown: flip, check, uncheck.
    case toggleAll, selectAll, deselectAll
    /// The query becomes this text (clear-query is the empty one).
    case setQuery(String)
    /// The prompt before the query, and the header's lines (none: no header), become these.
    case setPrompt(String)
    case setHeader([String])
    /// Matches ranked best first, or kept in input order: the other of the two (fzf's `toggle-sort`).
    case toggleSort
    /// Take out of the list for the session the item under the cursor; `checked`: the checked
    /// ones instead, when there are any (fzf's `exclude`, `exclude-multi`).
    case exclude(checked: Bool)
    /// At most this many items may be checked (nil: any number); 0 unchecks all and checks no more
    /// (fzf's `change-multi`, in a list that was given `-m`).
    case setCheckLimit(Int?)
    /// Typing filters again (true, with the query typed so far), stops filtering (false), or (nil)
    /// the other of the two (fzf's `enable-search`, `disable-search`, `toggle-search`).
    case setSearch(Bool?)
    /// A label of the box (fzf's `change-border-label`, `change-list-label`): kept in the list's
    /// state by name, not drawn.
    case setLabel(name: String, text: String)
    /// The preview pane shown, hidden, or (nil) the other of the two.
    case showPreview(Bool?)
    /// The preview pane runs this command from now on (fzf's `change-preview`).
    case setPreviewCommand(String)
    /// The next of these alternatives for the pane (fzf's `change-preview-window(A|B|…)`).
    case cyclePreviewWindow([PreviewWindow])
    /// The preview command run again for the item under the cursor.
    case refreshPreview
    /// The preview pane's output scrolled.
    case scrollPreview(PreviewScroll)

    public enum PreviewScroll: Sendable, Equatable {
        case up, down, pageUp, pageDown, top, bottom
    }
    /// Leave and become this command, its placeholders filled in (fzf's `become`).
    case become(String)
    /// Run this command on the terminal, then come back (fzf's `execute`); `silent`: with no
    /// terminal, the list waiting (`execute-silent`).
    case execute(String, silent: Bool)
    /// The items become this command's output, read as the list's input is (fzf's `reload`);
    /// `sync`: fzf's `reload-sync`.
    case reload(String, sync: Bool)
    /// Run this command; its output is more actions to run, written as the dialect writes them
    /// (`ListConventions.actionReader`) (fzf's `transform`).
    case transform(String)
    /// Run this command; the first line of its output becomes the query (fzf's `transform-query`).
    case transformQuery(String)
}
