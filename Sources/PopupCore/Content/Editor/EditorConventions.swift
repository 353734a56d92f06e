/// How the editor's keys behave where editors differ (`TextEditor.conventions`): popupctl's own
/// by default, dialog's `--editbox` keys when a front end stands in for dialog.
public struct EditorConventions: Sendable, Equatable {
    /// Delete at the end of a line erases the character before the cursor, as dialog's does;
    /// false: it joins the next line on.
    public var deleteAtEndErasesLast = false
    /// Ctrl-U empties the whole line, as dialog's does; false: it erases to the line's start.
    public var killEmptiesLine = false
    /// ↑/↓ aim for the column the cursor had before the last edit of the text, as dialog's do
    /// (which measures it in the text as it was), and a row too short for it puts the cursor at
    /// its start; false: the column the cursor has, or the row's end.
    public var followsDialogColumns = false
    /// Where a tab takes the line (dialog's: the next multiple of 8, as curses draws it); nil: a
    /// tab is one column.
    public var tabs: TabStops?
    /// Enter submits the dialog and Ctrl-J breaks the line (gum's `write`); false: Enter breaks it.
    public var enterSubmits = false

    /// popupctl's own.
    public init() {}

    /// dialog's `--editbox`.
    public static let dialog: EditorConventions = {
        var conventions = EditorConventions()
        conventions.deleteAtEndErasesLast = true
        conventions.killEmptiesLine = true
        conventions.followsDialogColumns = true
        conventions.tabs = TabStops(width: 8)
        return conventions
    }()
}
