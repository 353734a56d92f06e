extension CompatBox {
    /// The bytes a box writes when a button that writes (OK, Extra, Help) ends it
    /// (`CompatResultWriter`).
    enum ResultForm: Sendable, Equatable {
        /// Nothing.
        case none
        /// The text field's value.
        case value
        /// The form's values that are written, each followed by the separator.
        case fields
        /// The edited text's lines, each followed by the separator.
        case lines
        /// The path picked, or the number.
        case picked
        /// The date picked: `DD/MM/YYYY`, or as --date-format says.
        case date
        /// The time picked: `HH:MM:SS`, or as --time-format says.
        case time
        /// The tag of the item picked; with `renames`, Extra writes the item's new text.
        case tag(renames: Bool)
        /// The tags of the items checked, `quoted` where the tool quotes them; `separable`: the
        /// tool takes --separate-output for it.
        case tags(quoted: Bool, separable: Bool)
        /// The tags of the items moved to the second list, quoted where a shell needs it.
        case builtList
    }
}
