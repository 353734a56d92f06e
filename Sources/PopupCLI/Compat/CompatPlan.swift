import PopupCore

/// What a whiptail or dialog box becomes: the dialog to show, the button each of its buttons is,
/// and the request it came from (for the result's format).
struct CompatPlan {
    var request: CompatRequest
    var dialog: Dialog
    /// The button each of `dialog.effectiveButtons` is, in order.
    var buttons: [CompatButton]
}
