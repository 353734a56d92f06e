import PopupCore
import PopupKit

/// Asks before deleting; true only when the person chose Delete.
func confirmDelete(count: Int) throws -> Bool {
    let popup = Popup(title: "Delete \(count) photos?", message: "This cannot be undone.",
                      buttons: [Button("Keep", role: .cancel), Button("&Delete", role: .destructive)])
    if case .chosen(_, "Delete", _, _) = try popup.run() { return true }
    return false
}
