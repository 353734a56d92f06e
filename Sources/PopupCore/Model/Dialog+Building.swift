/// Building a dialog step by step, as the iOS libraries do with `addAction` / `addButton`.
extension Dialog {
    /// A copy with one more button.
    public func button(_ label: String, role: ButtonRole = .default, staysOpen: Bool = false) -> Dialog {
        var copy = self
        copy.buttons.append(Button(label, role: role, staysOpen: staysOpen))
        return copy
    }

    /// A copy with one more text field.
    public func field(_ placeholder: String, value: String = "", secure: Bool = false, pattern: String? = nil,
                      required: Bool = false) -> Dialog {
        var copy = self
        copy.fields.append(TextField(placeholder: placeholder, value: value, isSecure: secure, pattern: pattern, isRequired: required))
        return copy
    }

    /// A copy with a list of these items (`TAG<TAB>DESCRIPTION` shows both, answers with the tag).
    public func items(_ lines: [String], selection: ListSpec.Selection = .single, checked: [String] = []) -> Dialog {
        var copy = self
        copy.list = ListSpec(items: ItemStore(lines: lines), selection: selection, checkedTags: checked)
        return copy
    }

    /// A copy shown in another style.
    public func style(_ style: DialogStyle) -> Dialog {
        var copy = self
        copy.style = style
        return copy
    }

    /// A copy with a picture pinned to the top (see `ImageDecoder` for reading one from a file).
    public func image(_ image: RGBAImage) -> Dialog {
        var copy = self
        copy.image = image
        return copy
    }

    /// A copy whose preferred action is the button at `index`.
    public func preferring(_ index: Int) -> Dialog {
        var copy = self
        copy.defaultButton = index
        return copy
    }
}
