import PopupCore

/// `CompatRequest` → `CompatPlan`: the same `Dialog` popupctl's own options build, with the
/// tool's buttons (labels, order, statuses), its text rules and its conventions, all from its
/// profile, and what the box shows as its declaration says (`CompatBox.Kind`).
enum CompatDialogBuilder {
    static func plan(_ request: CompatRequest, io: CommandIO) throws -> CompatPlan {
        let profile = request.profile
        let box = request.box
        var message: CompatText.Styled
        // The file an editbox edits, as it is.
        var file = ""
        switch box.kind {
        case .followedFile, .fileTail, .files:
            // A tailbox shows its file, not its name; a file selection its path in its field.
            message = CompatText.Styled(text: "")
        case .file, .editor:
            file = try readFile(request.text, io: io)
            message = profile.fileFollowsTextRules ? CompatText.styled(file, request) : .init(text: CompatText.tabsExpanded(file, request))
        default:
            message = CompatText.styled(request.text, request)
        }
        if profile.reflowsText, let under = promptHasSomethingUnder(box.kind) {
            message = CompatPromptEnd.trimmed(message, somethingUnder: under)
        }
        var request = request
        if case .list(_, renames: true) = box.kind {
            // Its Extra button is its Rename.
            request.extraButton = true
            request.extraLabel = request.extraLabel ?? "Rename"
        }
        let title = CompatText.styled(request.title, request)
        let buttons = self.buttons(request)
        var dialog = Dialog(title: title.text, message: message.text, buttons: buttons.map(\.button), width: width(request.width))
        // Colour codes mark characters of the text as given: only while sanitising kept them all.
        if dialog.title.count == title.text.count { dialog.titleStyles = title.marks }
        if dialog.message.count == message.text.count { dialog.messageStyles = message.marks }
        dialog.transition = Transition.none
        dialog.backtitle = CompatText.text(request.backtitle, request)
        dialog.dismissOnTapOutside = false
        dialog.dismissOnDrag = false
        let first = request.defaultButton ?? (request.defaultNo ? .cancel : .ok)
        dialog.defaultButton = buttons.firstIndex { $0.status == first } ?? 0
        dialog.conventions = conventions(request)
        // The box is as tall as the script asked (dialog's -1: the whole screen), its buttons side by side.
        dialog.height = request.height > 0 ? request.height : request.height < 0 ? Size.largestScreen.height : nil
        if request.height > 0, let rows = CompatContent.rowsUnderText(box.kind) { dialog.height = request.height + rows }
        dialog.axis = .horizontal
        dialog.timeout = box.kind == .countdown ? Double(request.initial ?? "").map { max(0, $0) } : request.timeout
        dialog.content = try CompatContent.content(request, now: io.localTime())
        switch box.kind {
        case .input(let hidden):
            dialog.fields = [field("", value: request.initial ?? "", hidden: hidden, request)]
        case .placedFields:
            dialog.fields = request.formFields.map { formField($0, request) }
        case .editor:
            var editor = TextEditor(text: file, conventions: .dialog)
            // dialog's editing window: the box less its border, the button row and the frame.
            if request.height > 6 { editor.pageRows = request.height - 6 }
            editor.preferredRows = max(3, request.height - 6)
            dialog.content = .editor(editor)
            dialog.message = ""
        case .buildList:
            let cursor = request.defaultItem.flatMap { tag in request.items.firstIndex { $0.tag == tag } }
            var built = BuildList(items: request.items.map { (text: $0.text, chosen: $0.on) },
                                  keepsChosenOrder: request.reorder, cursorItem: cursor)
            built.tags = request.items.map(\.tag)
            dialog.content = .buildList(built)
        case .files:
            // The height asked for is the lists', the box around them ten rows taller (dialog's).
            if request.height > 0 { dialog.height = request.height + 10 }
        case .list(_, let renames):
            dialog.list = list(request)
            if renames {
                dialog.conventions.list.renameButton = buttons.firstIndex { $0.status == .extra }
            }
            // Help names the item under the cursor.
            dialog.conventions.list.cursorButton = buttons.firstIndex { $0.status == .help }
        case .steps:
            // Its text stands under the steps, in the gauge.
            dialog.content?.update { model in
                guard var gauges = model as? MixedGauge else { return }
                gauges.caption = dialog.message
                model = gauges
            }
            dialog.message = ""
        case .fileTail:
            // Shown once and left: the file's last lines, read from its end.
            dialog.content = .log(LogView(text: try readTail(request.text, io: io)))
        case .progress(let bar, let waitsAtEnd):
            dialog.progress = ProgressSpec(waitsAtEnd: waitsAtEnd)
            dialog.progress?.keysWaitForEnd = waitsAtEnd
            dialog.progress?.initialPercent = request.initial.flatMap { Double($0.filter { $0 != " " }) }
            // Without a bar, a log of its input's lines.
            dialog.progress?.showsBar = bar
            // Neither tool's gauge answers Esc: only the end of its input (or a signal) ends it;
            // a program box takes it at its end.
            dialog.dismissOnEscape = waitsAtEnd
        default:
            break
        }
        return CompatPlan(request: request, dialog: dialog, buttons: buttons.map(\.status))
    }

    /// One field of dialog's form, where the script placed it: cut to its input length (`ILEN`,
    /// 0 is `FLEN`'s), read-only when it has no columns of its own or its type says so, and
    /// taking at most --max-input.
    static func formField(_ given: CompatRequest.FormField, _ request: CompatRequest) -> TextField {
        let length = given.inputLength > 0 ? given.inputLength : given.shownLength
        // The value is cut to `ILEN` bytes, as dialog copies it; a cut inside a character drops it.
        let value = String(decoding: given.value.utf8.prefix(max(0, length)), as: UTF8.self).filter { $0 != "\u{FFFD}" }
        var field = TextField(placeholder: given.label, value: given.isWritten ? value : given.value, isSecure: given.isHidden)
        field.isReadOnly = given.isReadOnly
        field.place = FieldPlace(labelRow: given.labelRow, labelColumn: given.labelColumn, row: given.row,
                                 column: given.column, width: given.shownLength)
        if let limit = request.maxInput { field.maxLength = limit }
        return field
    }

    /// dialog's prompt rows (`CompatPromptEnd`): true for a box with a list or a field under its
    /// prompt, false for a box of text alone, nil for one not measured (left as it is).
    static func promptHasSomethingUnder(_ kind: CompatBox.Kind) -> Bool? {
        switch kind {
        case .message: return false
        case .list, .input, .buildList: return true
        default: return nil
        }
    }

    /// The conventions the box runs with: its tool's for the box, and what its options change.
    static func conventions(_ request: CompatRequest) -> Conventions {
        var conventions = request.profile.conventions(for: request.box)
        // whiptail's --scrolltext: the text takes the focus first, and Enter there does nothing;
        // with --defaultno No has it first (newt's current component), the text next.
        if request.scrollText {
            conventions.messageIsFocusStop = true
            conventions.messageFocusedFirst = !request.defaultNo
        }
        // dialog's --no-hot-list: no letter moves the list.
        if request.noHotList { conventions.list.jump.order = .none }
        if request.visitItems {
            // dialog's --visit-items: the list is a stop of its own, and letters on the buttons are theirs.
            conventions.list.sharesStopWithSubmit = false
            conventions.list.buttonsTakeLettersWhenFocused = true
        }
        return conventions
    }

    /// A text field as the tool has it: its --max-input, a password hidden.
    private static func field(_ label: String, value: String, hidden: Bool, _ request: CompatRequest) -> TextField {
        var field = TextField(placeholder: label, value: value, isSecure: hidden)
        if let limit = request.maxInput { field.maxLength = limit }
        return field
    }

    /// The buttons in the tool's order (dialog: OK, Extra, Cancel, Help) with their statuses.
    static func buttons(_ request: CompatRequest) -> [(button: Button, status: CompatButton)] {
        let box = request.box
        guard box.hasButtons else { return [] }
        let profile = request.profile
        let labels = profile.labels
        var taken: Set<Character> = []
        func label(_ given: String?, _ standard: String) -> String {
            hotkeyMarked(given ?? standard, profile.buttonHotkeys, taken: &taken)
        }
        let yesNo = box.buttons == .yesNo
        let hasCancel = yesNo || (box.buttons == .okCancel && !request.noCancel)
        let hasOK = yesNo || !(request.noOK && hasCancel)
        var result: [(button: Button, status: CompatButton)] = []
        for status in profile.buttonOrder {
            switch status {
            case .ok where hasOK:
                let ok = yesNo ? label(request.yesLabel, labels.yes)
                    : label(request.okLabel, box.buttons == .exit ? labels.exit : labels.ok)
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

    /// `label` with its hotkey marked by a `&` (any `&` of its own doubled), by the tool's rule;
    /// `taken` holds the letters of the buttons before it.
    static func hotkeyMarked(_ label: String, _ rule: ToolProfile.ButtonHotkeys, taken: inout Set<Character>) -> String {
        let plain = label.replacingAmpersands()
        guard rule == .firstUnusedCapital,
              let letter = label.first(where: { $0.isUppercase && !taken.contains($0) }) else { return plain }
        taken.insert(letter)
        var marked = ""
        var done = false
        for character in label {
            if character == "&" { marked += "&&"; continue }
            if !done, character == letter { marked += "&"; done = true }
            marked.append(character)
        }
        return marked
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
        let selection = box.kind.selection ?? .single
        let keepsText = box.shape.columns?.keepsText ?? false
        var on = request.items.filter(\.on).map(\.tag)
        if selection == .radio {
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
            return (tag: $0.tag, description: request.noItem && !keepsText ? nil : indent + text)
        })
        // A list that grows to fill the height the script gave (`Dialog.height`, `ListLook.fillsHeight`).
        let fillsHeight = profile.listFillsHeight && request.height > 0
        return ListSpec(items: store, selection: selection,
                        checkedTags: box.itemsHaveStatus ? on : [],
                        initialTag: box.takesDefaultItem ? request.defaultItem : nil, filterable: false,
                        preferredRows: request.listHeight > 0 && !fillsHeight ? request.listHeight : nil,
                        showsTags: !request.noTags && !keepsText, showsDescriptions: !request.noItem || keepsText)
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
