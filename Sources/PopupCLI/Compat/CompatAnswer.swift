import PopupCore
import PopupKit

/// An unattended answer to a whiptail or dialog box: POPUPCTL_ANSWER names the button (label or
/// index), POPUPCTL_ITEMS the list items picked (tags, one a line), POPUPCTL_VALUES the fields.
enum CompatAnswer {
    /// nil when POPUPCTL_ANSWER is unset or empty.
    static func outcome(_ plan: CompatPlan, popup: Popup, environment: [String: String]) throws -> Outcome? {
        guard let answer = environment["POPUPCTL_ANSWER"], !answer.isEmpty else { return nil }
        let values = environment["POPUPCTL_VALUES"].map(PopupCommand.valueLines) ?? []
        let outcome: Outcome
        do {
            outcome = try popup.answer(answer, values: values)
        } catch let error as PopupError {
            throw CompatError.badAnswer(Sanitizer.line(error.description))
        }
        guard let list = plan.dialog.list, case .chosen(let index, let label, let role, let filled, _) = outcome else { return outcome }
        let items = try picked(list, plan: plan, environment["POPUPCTL_ITEMS"])
        return .chosen(index: index, label: label, role: role, values: filled, items: items)
    }

    /// The items POPUPCTL_ITEMS names; without it, what the list starts with (the checked items,
    /// or the item the cursor starts on for a menu).
    private static func picked(_ list: ListSpec, plan: CompatPlan, _ text: String?) throws -> [Int] {
        let count = list.items.count
        var byTag: [String: Int] = [:]
        for index in (0..<count).reversed() { byTag[list.items.tag(index)] = index }
        guard let text else {
            if list.selection == .single {
                return count == 0 ? [] : [list.initialTag.flatMap { byTag[$0] } ?? 0]
            }
            return list.checkedTags.compactMap { byTag[$0] }.sorted()
        }
        var items: [Int] = []
        for tag in PopupCommand.valueLines(text) where !(tag.isEmpty && items.isEmpty && text.isEmpty) {
            guard let index = byTag[tag] else {
                throw CompatError.badAnswer("POPUPCTL_ITEMS names '\(Sanitizer.line(tag))', which is no tag of this list")
            }
            if !items.contains(index) { items.append(index) }
        }
        if list.selection != .multiple, items.count > 1 {
            throw CompatError.badAnswer("POPUPCTL_ITEMS names \(items.count) items; this list takes one")
        }
        return items.sorted()
    }
}
