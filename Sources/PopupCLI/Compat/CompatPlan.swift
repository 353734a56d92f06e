import PopupCore

/// What a whiptail or dialog command becomes: the dialog to show, the status each of its buttons
/// exits with, and the request it came from (for the result's format).
struct CompatPlan {
    var request: CompatRequest
    var dialog: Dialog
    /// The exit status of each button in `dialog.effectiveButtons`, before DIALOG_* remapping.
    var buttonStatuses: [Int32]
}

/// The statuses both tools give their buttons.
enum CompatButton: Int32 {
    case ok = 0, cancel = 1, help = 2, extra = 3
}
