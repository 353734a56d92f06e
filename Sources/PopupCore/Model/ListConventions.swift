/// How the list behaves (`Conventions.list`).
public struct ListConventions: Sendable, Equatable {
    /// The list and the button that takes its pick are one Tab stop: Tab from the list goes to
    /// the button after that one; false: to the first button.
    public var sharesStopWithSubmit = false
    /// The button (an index in the dialog's buttons) that answers with the item under the cursor
    /// first, whatever is checked, then the checked items: a Help button that names the item it
    /// asks help for.
    public var cursorButton: Int?
    /// A checklist (or radio list) with nothing checked answers with the item under the cursor,
    /// as fzf does; false answers with nothing.
    public var pickCursorWhenNoneChecked = true
    /// A `›` marks the cursor's row besides its highlight; false shows the highlight alone.
    public var marksCursor = true
    /// Only a letter jumps to the next tag starting with it; a digit or a sign does nothing
    /// (typing 3 in a menu of "1 …" "2 …" "3 …" stays put).
    public var jumpsOnLettersOnly = false
    /// fzf's keys: Ctrl-N/Ctrl-J and Ctrl-P/Ctrl-K move; in a checklist Tab and Shift-Tab check
    /// and move, and Space, once a query is begun, types a space into it.
    public var pickerKeys = true
    /// A button other than a cancel one that would pick no item (an empty list, a filter with no
    /// match, a checklist with nothing checked and nothing under the cursor) is refused: the bell,
    /// and the dialog stays open; a timeout then gives 124. Choosing nothing is never an answer.
    public var refusesEmptyPick = true

    /// popupctl's own: Tab from the list to the first button, the cursor marked and picked
    /// when nothing is checked, any key jumps, fzf's keys, no empty pick.
    public init() {}
}
