/// Checks text fields before a non-cancel button is chosen.
public enum FieldValidation {
    /// The reason `text` is refused by `field`, or nil when it is accepted.
    public static func refusal(_ text: String, for field: TextField) -> String? {
        if field.isRequired && text.isEmpty {
            return "required"
        }
        if let pattern = field.pattern, !(text.isEmpty && !field.isRequired) {
            guard let regex = try? Regex(pattern) else { return "invalid pattern" }
            if (try? regex.wholeMatch(in: text)) == nil {
                return "must match \(Sanitizer.line(pattern))"
            }
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
