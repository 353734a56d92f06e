import PopupCore
import PopupKit

/// An unattended answer to a whiptail or dialog box, as popupctl's own (`Answers.unattended`):
/// the next line of POPUPCTL_ANSWER_FILE, else POPUPCTL_ANSWER names the button (label or
/// index), POPUPCTL_ITEMS the list items picked (tags, one a line; without it, what the list
/// starts with), POPUPCTL_VALUES the fields.
enum CompatAnswer {
    /// nil when nothing answers it.
    static func outcome(_ popup: Popup, given: GivenAnswer, io: CommandIO) throws -> Outcome? {
        do {
            return try Answers.unattended(popup, given: given, io: io)
        } catch let error as PopupError {
            throw CompatError.badAnswer(Sanitizer.line(error.description))
        }
    }
}
