extension Dialog {
    /// Characters of a name kept: enough to tell questions apart in an error or a progress file.
    static let nameLimit = 60

    /// What names the dialog in answer files and their errors: its title, else the first line of
    /// its text (whiptail's and dialog's boxes are often untitled, their question in the text),
    /// one sanitised line of at most `nameLimit` Characters; empty when it has neither.
    public var name: String {
        Self.firstLine(title) ?? Self.firstLine(message) ?? ""
    }

    /// The first line of `text` with more than space in it, sanitised and cut; nil when none.
    static func firstLine(_ text: String) -> String? {
        // A megabyte message is looked at only as far as a name needs.
        for line in Lines.split(String(text.prefix(nameLimit * 20))) {
            let clean = Sanitizer.line(String(line))
            guard !clean.allSatisfy(\.isWhitespace) else { continue }
            let trimmed = clean.drop(while: \.isWhitespace)
            return trimmed.count > nameLimit ? String(trimmed.prefix(nameLimit)) + "…" : String(trimmed)
        }
        return nil
    }
}
