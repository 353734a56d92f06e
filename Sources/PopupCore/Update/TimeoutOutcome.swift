/// What a `--timeout` running out ends with, in the dialog and in the plain prompt alike.
public enum TimeoutOutcome {
    /// The default button, chosen as Enter would choose it: a non-cancel default whose fields are
    /// refused, or one that stays open, is no answer, so the dialog times out (124) rather than
    /// hand the script a value it asked to have checked.
    /// `items`: what the list would pick now (the cursor's item, the checked ones).
    public static func outcome(_ dialog: Dialog, values: [String], items: [Int] = []) -> Outcome {
        let buttons = dialog.effectiveButtons
        guard dialog.conventions.timeoutChoosesDefault, let index = dialog.defaultButton, buttons.indices.contains(index), !buttons[index].staysOpen else {
            return .timedOut
        }
        let button = buttons[index]
        if button.role != .cancel, FieldValidation.firstRefusal(dialog: dialog, values: values) != nil { return .timedOut }
        // A pick of nothing is refused as Enter refuses it.
        if button.role != .cancel, let list = dialog.list, items.isEmpty, dialog.conventions.list.refusesEmptyPick(list.selection) { return .timedOut }
        return .chosen(index: index, label: button.label, role: button.role, values: values,
                       items: button.role == .cancel ? [] : items)
    }
}
