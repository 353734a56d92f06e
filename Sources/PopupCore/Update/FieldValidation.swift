/// Checks text fields before a non-cancel button is chosen.
public enum FieldValidation {
    /// Why `text` is refused by `field`, or nil when it is accepted.
    public static func check(_ text: String, for field: TextField) -> FieldRefusal? {
        if field.isRequired && text.isEmpty {
            return .required
        }
        if let pattern = field.pattern, !(text.isEmpty && !field.isRequired) {
            guard let compiled = try? Pattern.compile(pattern, forValuesUpTo: field.limit) else { return .invalidPattern }
            if !compiled.wholeMatch(text) {
                return .mismatch(pattern: pattern, message: field.patternMessage)
            }
        }
        return nil
    }

    /// What the person is told when `text` is refused by `field`, or nil when it is accepted.
    public static func refusal(_ text: String, for field: TextField) -> String? {
        check(text, for: field)?.shown
    }

    /// The first field whose value is refused, with the reason; nil when every value passes. The
    /// one check for the dialog, the plain prompt, the unattended answer and the timeout.
    public static func firstRefusal(dialog: Dialog, values: [String]) -> (index: Int, refusal: FieldRefusal)? {
        for (index, (field, text)) in zip(dialog.fields, values).enumerated() {
            if let refusal = check(text, for: field) { return (index, refusal) }
        }
        return nil
    }

    /// Marks every refused field with what the person is told; returns the first refused one.
    public static func firstRefusal(dialog: Dialog, state: inout DialogState) -> Int? {
        var first: Int?
        for index in state.fields.indices where index < dialog.fields.count {
            let reason = refusal(state.fields[index].text, for: dialog.fields[index])
            state.fields[index].error = reason
            if reason != nil, first == nil { first = index }
        }
        return first
    }
}
