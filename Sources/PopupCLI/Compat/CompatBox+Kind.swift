import PopupCore

extension CompatBox {
    /// What a box shows, which decides how its dialog and its content are built
    /// (`CompatDialogBuilder`, `CompatContent`).
    enum Kind: Sendable, Equatable {
        /// Its text.
        case message
        /// Its text, and a countdown from the seconds given that then chooses OK.
        case countdown
        /// A file's text, read whole.
        case file
        /// A text field, its value typed unseen when `hidden`.
        case input(hidden: Bool)
        /// dialog's form: fields where the script places them, every one hidden when `hidden`.
        case placedFields(hidden: Bool)
        /// A list of tagged items; with `renames`, its Extra button renames the item under the
        /// cursor (dialog's inputmenu).
        case list(ListSpec.Selection, renames: Bool)
        /// Items moved between two lists.
        case buildList
        /// A file's text to edit.
        case editor
        /// Lines from its input: a bar of the percentages read, or a log of the lines; with
        /// `waitsAtEnd`, OK once the input has ended.
        case progress(bar: Bool, waitsAtEnd: Bool)
        /// A date to pick.
        case date
        /// A time of day to pick.
        case time
        /// A number between two bounds.
        case range
        /// A path to pick from a directory's entries, or only directories.
        case files(directories: Bool)
        /// A file followed as `tail -f` follows it while the box is shown.
        case followedFile
        /// A file's last lines, shown once and left.
        case fileTail
        /// Named steps with their states, and a bar.
        case steps

        /// Fields of dialog's form.
        var isForm: Bool {
            if case .placedFields = self { return true }
            return false
        }

        /// How its list picks; nil when it has no list.
        var selection: ListSpec.Selection? {
            if case .list(let selection, _) = self { return selection }
            return nil
        }

        /// Its text is a path or a file's name, not words to show.
        var textNamesAPath: Bool {
            switch self {
            case .file, .editor, .files, .followedFile, .fileTail: return true
            default: return false
            }
        }
    }
}
