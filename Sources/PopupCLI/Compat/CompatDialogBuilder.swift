import PopupCore

/// `CompatRequest` → `CompatPlan`: the same `Dialog` popupctl's own options build, with the
/// tool's buttons (labels, order, statuses), its text rules and its conventions, all from its
/// profile.
enum CompatDialogBuilder {
    static func plan(_ request: CompatRequest, io: CommandIO) throws -> CompatPlan {
        let profile = request.profile
        var message = request.text
        if request.box.followsFile || request.box.startsFromPath {
            // A tailbox shows its file, not its name; a file selection its path in its field.
            message = ""
        } else if request.box.showsFile {
            message = try readFile(request.text, io: io)
            if profile.fileFollowsTextRules { message = CompatText.text(message, request) }
        } else {
            message = CompatText.text(message, request)
        }
        var request = request
        if request.box == .inputmenu {
            // An inputmenu's Extra button is its Rename.
            request.extraButton = true
            request.extraLabel = request.extraLabel ?? "Rename"
        }
        let buttons = self.buttons(request)
        var dialog = Dialog(title: CompatText.text(request.title, request), message: message,
                            buttons: buttons.map(\.button), width: width(request.width))
        dialog.transition = Transition.none
        dialog.backtitle = CompatText.text(request.backtitle, request)
        dialog.dismissOnTapOutside = false
        dialog.dismissOnDrag = false
        let first = request.defaultButton ?? (request.defaultNo ? .cancel : .ok)
        dialog.defaultButton = buttons.firstIndex { $0.status == first } ?? 0
        dialog.conventions = profile.conventions(for: request.box)
        dialog.timeout = request.box.countsDown ? Double(request.initial ?? "").map { max(0, $0) } : request.timeout
        dialog.content = try CompatContent.content(request, now: io.localTime())
        switch request.box {
        case .inputbox, .passwordbox:
            dialog.fields = [TextField(placeholder: "", value: request.initial ?? "", isSecure: request.box.hidesInput)]
        case .form, .passwordform, .mixedform:
            dialog.fields = request.formFields.map(formField)
        case .editbox:
            var editor = TextEditor(text: message, conventions: .dialog)
            // dialog's editing window: the box less its border, the button row and the frame.
            if request.height > 6 { editor.pageRows = request.height - 6 }
            editor.preferredRows = max(3, request.height - 6)
            dialog.content = .editor(editor)
            dialog.message = ""
            dialog.heightLimit = request.height > 0 ? request.height : nil
        case .buildlist:
            let cursor = request.defaultItem.flatMap { tag in request.items.firstIndex { $0.tag == tag } }
            dialog.content = .buildList(BuildList(items: request.items.map { (text: $0.text, chosen: $0.on) },
                                                  keepsChosenOrder: request.reorder, cursorItem: cursor))
            dialog.heightLimit = request.height > 0 ? request.height : nil
        case .menu, .checklist, .radiolist, .inputmenu, .treeview:
            dialog.list = list(request)
            if request.box == .inputmenu {
                dialog.conventions.list.renameButton = buttons.firstIndex { $0.status == .extra }
            }
            // The list fits the height the script asked for, as in whiptail and dialog.
            dialog.heightLimit = request.height > 0 ? request.height : nil
            // Help names the item under the cursor.
            dialog.conventions.list.cursorButton = buttons.firstIndex { $0.status == .help }
        case .tailboxbg:
            // Shown once and left: the file's last lines, read from its end.
            dialog.content = .log(LogView(text: try readTail(request.text, io: io)))
        case .gauge, .progressbox, .programbox, .prgbox:
            dialog.progress = ProgressSpec(waitsAtEnd: request.box.waitsAtEnd)
            dialog.progress?.keysWaitForEnd = request.box.waitsAtEnd
            dialog.progress?.initialPercent = request.initial.flatMap { Double($0.filter { $0 != " " }) }
            // Neither tool's gauge answers Esc: only the end of its input (or a signal) ends it;
            // a program box takes it at the end.
            dialog.dismissOnEscape = request.box.waitsAtEnd
        default:
            break
        }
        return CompatPlan(request: request, dialog: dialog, buttonStatuses: buttons.map(\.status.rawValue))
    }

    /// One field of dialog's form, where the script placed it: cut to its input length (`ILEN`,
    /// 0 is `FLEN`'s), read-only when it has no columns of its own or its type says so.
    static func formField(_ given: CompatRequest.FormField) -> TextField {
        let length = given.inputLength > 0 ? given.inputLength : given.shownLength
        // The value is cut to `ILEN` bytes, as dialog copies it; a cut inside a character drops it.
        let value = String(decoding: given.value.utf8.prefix(max(0, length)), as: UTF8.self).filter { $0 != "\u{FFFD}" }
        var field = TextField(placeholder: given.label, value: given.isWritten ? value : given.value, isSecure: given.isHidden)
        field.isReadOnly = given.isReadOnly
        field.place = FieldPlace(labelRow: given.labelRow, labelColumn: given.labelColumn, row: given.row,
                                 column: given.column, width: given.shownLength)
        return field
    }

    /// The buttons in the tool's order (dialog: OK, Extra, Cancel, Help) with their statuses.
    static func buttons(_ request: CompatRequest) -> [(button: Button, status: CompatButton)] {
        let box = request.box
        guard box.hasButtons else { return [] }
        let profile = request.profile
        let labels = profile.labels
        let hotkey = profile.buttonsAnswerFirstLetter ? "&" : ""
        func label(_ given: String?, _ standard: String) -> String { hotkey + (given ?? standard).replacingAmpersands() }
        let yesNo = box == .yesno
        let hasCancel = yesNo || (box.offersCancel && !request.noCancel)
        let hasOK = yesNo || !(request.noOK && hasCancel)
        var result: [(button: Button, status: CompatButton)] = []
        for status in profile.buttonOrder {
            switch status {
            case .ok where hasOK:
                let ok = yesNo ? label(request.yesLabel, labels.yes)
                    : label(request.okLabel, box.closesWithExit ? labels.exit : labels.ok)
                result.append((Button(ok), .ok))
            case .extra where request.extraButton:
                result.append((Button(label(request.extraLabel, labels.extra)), .extra))
            case .cancel where hasCancel:
                let cancel = yesNo ? label(request.noLabel, labels.no) : label(request.cancelLabel, labels.cancel)
                // No is an answer, not a way out: its role keeps the first focus on Yes unless --defaultno.
                result.append((Button(cancel, role: yesNo ? .default : .cancel), .cancel))
            case .help where request.helpButton:
                result.append((Button(label(request.helpLabel, labels.help)), .help))
            default:
                break
            }
        }
        return result
    }

    /// A width above 0 is the box's; 0 fits the content; dialog's negative width is the screen's.
    static func width(_ width: Int) -> WidthRule {
        if width > 0 { return .fixed(width) }
        if width < 0 { return .percent(100) }
        return .range(30, 76)
    }

    static func list(_ request: CompatRequest) -> ListSpec {
        let profile = request.profile
        let box = request.box
        var on = request.items.filter(\.on).map(\.tag)
        if box.selection == .radio {
            switch profile.radioListKeeps {
            case .first: on = Array(on.prefix(1))
            case .last: on = Array(on.suffix(1))
            }
        }
        // The colour codes come out of the item texts too (the tags are the answers: kept).
        var itemRules = request
        itemRules.noCollapse = true
        itemRules.noNewlineExpand = true
        itemRules.crWrap = true
        let strips = profile.readsColorCodes && request.colors
        let store = ItemStore(pairs: request.items.map {
            // A tree's items stand under their parents, a line for each level above them.
            let indent = String(repeating: "│  ", count: $0.depth)
            let text = strips ? CompatText.text($0.text, itemRules) : $0.text
            return (tag: $0.tag, description: request.noItem && !box.itemsKeepText ? nil : indent + text)
        })
        // A list that grows to fill the height the script gave (`Dialog.heightLimit` keeps it in).
        let fillsHeight = profile.listFillsHeight && request.height > 0
        return ListSpec(items: store, selection: box.selection ?? .single,
                        checkedTags: box.hasStatus ? on : [],
                        initialTag: profile.defaultItemBoxes.contains(box) ? request.defaultItem : nil, filterable: false,
                        preferredRows: request.listHeight > 0 && !fillsHeight ? request.listHeight : nil,
                        showsTags: !request.noTags && !box.itemsKeepText, showsDescriptions: !request.noItem || box.itemsKeepText)
    }

    /// The last bytes of a file a tailbox shows: more lines than a screen holds, never the whole of a large file.
    private static func readTail(_ path: String, io: CommandIO) throws -> [UInt8] {
        do {
            return try io.readFileTail(path, limit: 256 << 10)
        } catch let error as CLIError {
            throw CompatError.unreadable(error.description)
        }
    }

    private static func readFile(_ path: String, io: CommandIO) throws -> String {
        do {
            return String(decoding: try io.readFile(path, limit: PopupCommand.maxInputBytes), as: UTF8.self)
        } catch let error as CLIError {
            throw CompatError.unreadable(error.description)
        }
    }
}
