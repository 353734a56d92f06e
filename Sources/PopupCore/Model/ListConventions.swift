/// How the list behaves (`Conventions.list`).
public struct ListConventions: Sendable, Equatable {
    /// How far PgUp and PgDn move the cursor.
    public enum Paging: Sendable, Equatable {
        /// A screenful of rows either way, the view following the cursor (popupctl's, and
        /// whiptail's checklist and radio list: PgUp from the 11th item of 8 rows is the 3rd).
        case rows
        /// newt's list box (whiptail's menu): the view and the cursor move a screenful down, or a
        /// screenful less one up.
        case rowsDownOneLessUp
        /// dialog's: PgUp goes to the top of the page first, then a page up; PgDn a page down.
        case topOfPageFirst
    }

    /// The list and the button that takes its pick are one Tab stop: Tab from the list goes to
    /// the button after that one; false: to the first button.
    public var sharesStopWithSubmit = false
    /// The list keeps its keys (arrows, paging, Space, letters) while a button has the focus, and
    /// Tab, ← and → move among the buttons only (dialog's): the list is never left.
    public var keepsKeysWhileButtonsFocused = false
    /// While a button has the focus, a letter answers a button (by its hotkey) instead of moving
    /// the list; the list keeps its other keys (dialog's --visit-items).
    public var buttonsTakeLettersWhenFocused = false
    /// Space in a list that picks one item chooses the focused button, as Enter does (dialog's menu).
    public var spaceChoosesInSingleSelection = false
    /// The button (an index in the dialog's buttons) that answers with the item under the cursor
    /// first, whatever is checked, then the checked items: a Help button that names the item it
    /// asks help for.
    public var cursorButton: Int?
    /// A checklist (or radio list) with nothing checked answers with the item under the cursor,
    /// as fzf does; false (popupctl's own) answers with nothing: a list never guesses.
    public var pickCursorWhenNoneChecked = false
    /// A `›` marks the cursor's row besides its highlight; false shows the highlight alone.
    public var marksCursor = true
    /// What a typed character does in a list that does not filter.
    public var jump = ListJump()
    /// Keys the list takes while it has the focus and does nothing with (newt's checkbox tree
    /// has no Home or End): none by default.
    public var inertKeys: Set<Key.Code> = []
    /// How far PgUp and PgDn move.
    public var paging = Paging.rows
    /// fzf's keys: Ctrl-N/Ctrl-J and Ctrl-P/Ctrl-K move; in a checklist Tab and Shift-Tab check
    /// and move, and Space, once a query is begun, types a space into it.
    public var pickerKeys = true
    /// A button other than a cancel one that would pick no item from a list that picks one (an
    /// empty list, a filter with no match, a radio list with nothing marked) is refused: the bell,
    /// and the dialog stays open; a timeout then gives 124. A checklist may be answered with none.
    public var refusesEmptyPick = true
    /// Answered unattended with no item named, a list that picks one takes the item under the
    /// cursor where it starts (whiptail's and dialog's first or `--default-item`); false
    /// (popupctl's own) takes only the item preselected, and with none the answer is refused.
    public var unattendedTakesCursor = false
    /// The button (an index in the dialog's buttons) that renames the item under the cursor, as
    /// dialog's `--inputmenu` Rename: chosen, it opens the item's text for editing in its row;
    /// Enter ends the dialog with that button, the item and the new text; Esc or Tab goes back.
    public var renameButton: Int?
    /// The list grows up from its query, as fzf's default layout draws it: ↑ (Ctrl-P, Shift-Tab)
    /// goes to the next item and ↓ (Ctrl-N, Tab) to the one before.
    public var growsUpward = false
    /// Esc with a query typed clears the query (popupctl's); false: Esc leaves at once (fzf's).
    public var escapeClearsQuery = true
    /// Enter on a list showing no match ends the dialog with no item picked (fzf's, which exits 1);
    /// false: it is refused as any empty pick is.
    public var acceptsNoMatch = false
    /// Enter while the filter is still looking finishes it first, so that what is picked is what
    /// the query typed matches (fzf's); false: the matches shown so far.
    public var acceptFinishesFilter = false
    /// Keys bound to actions, taken before any other meaning they have (fzf's `--bind`).
    public var keyActions: [Key: [ListAction]] = [:]
    /// Actions run when the list has an event (fzf's `--bind start:…`, `load:…`, `one:accept`).
    public var eventActions: [ListEvent: [ListAction]] = [:]
    /// Reads what a `transform` command prints as actions, as the dialect writes them.
    public var actionReader = ListActionReader.none
    /// The dialect's names of the keys bound to actions (fzf's `ctrl-r`), for `FZF_KEY`.
    public var keyNames: [Key: String] = [:]
    /// The preview's command is given fzf's variables (`FZF_PREVIEW_LINES`, `FZF_QUERY`…), as
    /// commands actions run always are.
    public var exportsFzfVariables = false
    /// The shell and its flags that run the commands actions name (fzf's `$SHELL -c`, `--with-shell`).
    public var shell = ["sh", "-c"]
    /// Where the files a command's `{f}` placeholders name are written, in a directory of their
    /// own (the host makes it, 0700, and removes it as the dialog ends).
    public var commandFiles = "/tmp/popupctl-commands"

    /// popupctl's own: Tab from the list to the first button, the cursor marked but never picked
    /// unless it is a one-item pick, any key jumps, fzf's keys, no empty pick of one.
    public init() {}

    /// Whether a pick of nothing from a list of `selection` is refused (`refusesEmptyPick`).
    public func refusesEmptyPick(_ selection: ListSpec.Selection) -> Bool {
        refusesEmptyPick && selection != .multiple
    }
}
