/// Where dialog's prompt ends: a line break at its end opens no row of its own. A box with
/// something under its prompt (a list, a field) shows none of the blank lines at the prompt's
/// end, its list starting right under the last line of text (dialog 1.3 measured: a menu's
/// `'Pick one\n\n'` gives the list two rows more than the text's two blank rows would).
enum CompatPromptEnd {
    /// `styled` with its final line break taken off, or with every blank line at its end when
    /// `somethingUnder`.
    static func trimmed(_ styled: CompatText.Styled, somethingUnder: Bool) -> CompatText.Styled {
        var text = Substring(styled.text)
        if somethingUnder {
            while let last = text.last, last == "\n" || last == " " { text = text.dropLast() }
        } else if text.last == "\n" {
            text = text.dropLast()
        }
        guard text.count != styled.text.count else { return styled }
        let count = text.count
        return CompatText.Styled(text: String(text), marks: styled.marks.filter { $0.offset < count })
    }
}
