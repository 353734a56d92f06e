import PopupCore

/// whiptail 0.52's boxes, each declared once (`CompatBox`): the words after it, what it shows,
/// what it writes, its buttons, its keys and its look. The order is `--help`'s.
enum WhiptailBoxes {
    static let all: [CompatBox] = [
        CompatBox(name: "msgbox", shape: .text(), kind: .message, result: .none, buttons: .acknowledge,
                  look: .init(dress: ToolLook.newtSaying)),
        CompatBox(name: "yesno", shape: .text(), kind: .message, result: .none, buttons: .yesNo,
                  look: .init(dress: ToolLook.newtYesNo)),
        CompatBox(name: "infobox", shape: .text(), kind: .message, result: .none, buttons: .none,
                  look: .init(dress: ToolLook.newtSaying)),
        CompatBox(name: "inputbox", shape: .text(.optional("INIT")), kind: .input(hidden: false), result: .value,
                  buttons: .okCancel, escapeIsMissingCancel: true),
        CompatBox(name: "passwordbox", shape: .text(.optional("INIT")), kind: .input(hidden: true), result: .value,
                  buttons: .okCancel, escapeIsMissingCancel: true),
        CompatBox(name: "textbox", shape: .file, kind: .file, result: .none, buttons: .exit,
                  look: .init(dress: ToolLook.newtSaying)),
        // Only a menu refuses an empty list, and only its cursor is moved by --default-item.
        CompatBox(name: "menu", shape: .text(.items(height: "LH", .init())), kind: .list(.single, renames: false),
                  result: .tag(renames: false), buttons: .okCancel, needsItems: true, takesDefaultItem: true,
                  escapeIsMissingCancel: true, look: .init(dress: ToolLook.newtMenu)),
        // The checklist and the radio list are newt's checkbox tree: its keys and its look.
        CompatBox(name: "checklist", shape: .text(.items(height: "LH", .init(status: true))), kind: .list(.multiple, renames: false),
                  result: .tags(quoted: true, separable: true), buttons: .okCancel, escapeIsMissingCancel: true,
                  keys: ToolProfile.newtCheckboxTreeKeys, look: .init(dress: ToolLook.newtCheckboxTree)),
        CompatBox(name: "radiolist", shape: .text(.items(height: "LH", .init(status: true))), kind: .list(.radio, renames: false),
                  result: .tags(quoted: false, separable: false), buttons: .okCancel, escapeIsMissingCancel: true,
                  keys: ToolProfile.newtCheckboxTreeKeys, look: .init(dress: ToolLook.newtCheckboxTree)),
        CompatBox(name: "gauge", shape: .text(.optional("PERCENT")), kind: .progress(bar: true, waitsAtEnd: false), result: .none,
                  buttons: .none),
    ]
}
