// A Swift program using PopupKit directly: `swift run popupkit-example`.
import PopupKit

let dialog = Dialog(title: "Delete 214 photos?", message: "This cannot be undone.")
    .button("Keep", role: .cancel)
    .button("Delete", role: .destructive)

do {
    switch try Popup(dialog).run() {
    case .chosen(_, let label, .destructive, _, _):
        print("\(label): deleting…")
    case .chosen(_, let label, _, _, _):
        print("\(label): nothing deleted")
    case .dismissed:
        print("dismissed")
    case .timedOut, .interrupted, .completed:
        print("no answer")
    }
} catch {
    print("cannot ask: \(error)")
}
