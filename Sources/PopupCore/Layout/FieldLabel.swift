/// The name of a text field, under popupctl's own rule (a tool's form shows its labels beside the
/// fields instead: `FieldConventions.showsLabels`). On the row above the field: its `label` when
/// it has one, else its placeholder once the field holds text. While it is empty the placeholder
/// inside it names it, so its name is never lost to typing; the row is kept either way, so the box
/// does not grow at the first key.
public enum FieldLabel {
    /// Whether `field` has a row above it for its name.
    public static func hasRow(_ field: TextField, _ conventions: FieldConventions) -> Bool {
        !conventions.showsLabels && !(field.label ?? field.placeholder).isEmpty
    }

    /// What that row says while the field holds `text`.
    public static func text(_ field: TextField, holding text: String) -> String {
        field.label ?? (text.isEmpty ? "" : field.placeholder)
    }
}
