import PopupCore

/// popupctl's inline picker, as fzf's `--height`: `--inline` with a list and nothing else to show
/// draws the items alone, every row it owns an item's (or the query's), with no frame and no
/// buttons; Enter picks (status 0), Esc dismisses (255). A title, a message, a button or cancel
/// given, a text field, a picture or `--border` asks for the box, which is drawn as ever.
enum BarePicker {
    static func applies(_ invocation: Invocation, to dialog: Dialog) -> Bool {
        invocation.inline && !invocation.border && dialog.list != nil && dialog.title.isEmpty && dialog.message.isEmpty
            && dialog.buttons.isEmpty && dialog.fields.isEmpty && dialog.image == nil && dialog.content == nil
            && dialog.progress == nil
    }

    /// The dialog drawn bare: across the rows, its buttons implied, arriving at once unless a
    /// transition was asked for. Its look is `Theme.bare`.
    static func dialog(_ dialog: Dialog, _ invocation: Invocation) -> Dialog {
        var bare = dialog
        bare.buttonsImplied = true
        bare.style = .sheet
        if invocation.transition == nil { bare.transition = Transition.none }
        return bare
    }
}
