import PopupCore
import PopupKit

/// An unattended answer to a whiptail or dialog box: POPUPCTL_ANSWER names the button (label or
/// index), POPUPCTL_ITEMS the list items picked (tags, one a line; without it, what the list
/// starts with), POPUPCTL_VALUES the fields.
enum CompatAnswer {
    /// nil when POPUPCTL_ANSWER is unset or empty.
    static func outcome(_ popup: Popup, environment: [String: String]) throws -> Outcome? {
        guard let answer = environment["POPUPCTL_ANSWER"], !answer.isEmpty else { return nil }
        let values = environment["POPUPCTL_VALUES"].map(PopupCommand.valueLines) ?? []
        let items = environment["POPUPCTL_ITEMS"].flatMap { $0.isEmpty ? nil : PopupCommand.valueLines($0) } ?? []
        do {
            return try popup.answer(answer, values: values, items: items)
        } catch let error as PopupError {
            throw CompatError.badAnswer(Sanitizer.line(error.description))
        }
    }
}
