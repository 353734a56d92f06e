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
    /// The button (an index in the dialog's buttons) that renames the item under the cursor, as
    /// dialog's `--inputmenu` Rename: chosen, it opens the item's text for editing in its row;
    /// Enter ends the dialog with that button, the item and the new text; Esc or Tab goes back.
    public var renameButton: Int?

    /// popupctl's own: Tab from the list to the first button, the cursor marked and picked
    /// when nothing is checked, any key jumps.
    public init() {}
}
