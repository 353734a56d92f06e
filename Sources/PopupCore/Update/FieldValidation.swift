/// Checks text fields before a non-cancel button is chosen.
public enum FieldValidation {
    /// The reason `text` is refused by `field`, or nil when it is accepted.
    public static func refusal(_ text: String, for field: TextField) -> String? {
        if field.isRequired && text.isEmpty {
            return "required"
        }
        if let pattern = field.pattern, !(text.isEmpty && !field.isRequired) {
            guard let compiled = try? Pattern.compile(pattern, forValuesUpTo: field.limit) else { return "invalid pattern" }
            if !compiled.wholeMatch(text) {
                return "must match \(Sanitizer.line(Excerpt.cut(pattern)))"
            }
        }
        return nil
    }

    /// The first field whose value is refused, with the reason; nil when every value passes. The
    /// one check for the dialog, the plain prompt, the unattended answer and the timeout.
    public static func firstRefusal(dialog: Dialog, values: [String]) -> (index: Int, reason: String)? {
        for (index, (field, text)) in zip(dialog.fields, values).enumerated() {
            if let reason = refusal(text, for: field) { return (index, reason) }
        }
        return nil
    }

    /// Marks every refused field with its reason; returns the first refused one.
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
