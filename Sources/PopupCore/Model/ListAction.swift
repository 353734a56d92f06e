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
