import PopupCore

/// `CompatRequest` → `CompatPlan`: the same `Dialog` popupctl's own options build, with the
/// tool's buttons (labels, order, statuses) and its text rules.
enum CompatDialogBuilder {
    static func plan(_ request: CompatRequest, io: CommandIO) throws -> CompatPlan {
        var message = request.text
        if request.box == .textbox || request.box == .editbox {
            message = try readFile(request.text, io: io)
            // whiptail reads `\n` in a file as it does in text; dialog shows the file as it is.
            if request.tool == .whiptail { message = CompatText.text(message, request) }
        } else {
            message = CompatText.text(message, request)
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
        dialog.timeoutChoosesDefault = request.box == .pause
        dialog.timeout = request.box == .pause ? Double(request.initial ?? "").map { max(0, $0) } : request.timeout
        switch request.box {
        case .inputbox, .passwordbox:
            dialog.fields = [TextField(placeholder: "", value: request.initial ?? "", isSecure: request.box == .passwordbox)]
        case .form, .passwordform:
            dialog.fields = request.formFields.map {
                TextField(placeholder: $0.label, value: $0.value, isSecure: request.box == .passwordform)
            }
            dialog.enterSubmitsFromEveryField = true
            dialog.showsFieldLabels = true
            dialog.fieldCursorsStartAtBeginning = true
        case .menu, .checklist, .radiolist:
            dialog.list = list(request)
            // The list fits the height the script asked for, as in whiptail and dialog.
            dialog.heightLimit = request.height > 0 ? request.height : nil
            dialog.list?.cursorButton = buttons.firstIndex { $0.status == .help }
        case .gauge, .progressbox:
            dialog.progress = ProgressSpec(waitsAtEnd: false)
            dialog.progress?.initialPercent = request.initial.flatMap { Double($0.filter { $0 != " " }) }
            // Neither tool's gauge answers Esc: only the end of its input (or a signal) ends it.
            dialog.dismissOnEscape = false
        default:
            break
        }
        return CompatPlan(request: request, dialog: dialog, buttonStatuses: buttons.map(\.status.rawValue))
    }

    /// The buttons in the tool's order (dialog: OK, Extra, Cancel, Help) with their statuses.
    static func buttons(_ request: CompatRequest) -> [(button: Button, status: CompatButton)] {
        let box = request.box
        // A gauge, a progress box and an infobox have no buttons: their input or nothing ends them.
        if box == .gauge || box == .progressbox || box == .infobox { return [] }
        let whiptail = request.tool == .whiptail
        // dialog's buttons answer their first letter (Y, N, O, C …); whiptail's answer no letter.
        func label(_ given: String?, _ standard: String) -> String { (whiptail ? "" : "&") + (given ?? standard).replacingAmpersands() }
        let yesNo = box == .yesno
        let ok = yesNo ? label(request.yesLabel, "Yes") : label(request.okLabel, whiptail ? "Ok" : box == .textbox ? "EXIT" : "OK")
        let cancel = yesNo ? label(request.noLabel, "No") : label(request.cancelLabel, "Cancel")
        let hasCancel = yesNo || (box != .msgbox && box != .textbox && !request.noCancel)
        let hasOK = yesNo || !(request.noOK && hasCancel)
        var result: [(button: Button, status: CompatButton)] = []
        if hasOK { result.append((Button(ok), .ok)) }
        if !whiptail && request.extraButton { result.append((Button(label(request.extraLabel, "Extra")), .extra)) }
        // No is an answer, not a way out: its role keeps the first focus on Yes unless --defaultno.
        if hasCancel { result.append((Button(cancel, role: yesNo ? .default : .cancel), .cancel)) }
        if !whiptail && request.helpButton { result.append((Button(label(request.helpLabel, "Help")), .help)) }
        return result
    }

    /// A width above 0 is the box's; 0 fits the content; dialog's negative width is the screen's.
    static func width(_ width: Int) -> WidthRule {
        if width > 0 { return .fixed(width) }
        if width < 0 { return .percent(100) }
        return .range(30, 76)
    }

    static func list(_ request: CompatRequest) -> ListSpec {
        var on = request.items.filter(\.on).map(\.tag)
        // dialog's radio list keeps the first item switched on, whiptail's the last.
        if request.box == .radiolist, request.tool == .dialog { on = Array(on.prefix(1)) }
        // dialog's --colors codes come out of the item texts too (the tags are the answers: kept).
        var itemRules = request
        itemRules.noCollapse = true
        itemRules.noNewlineExpand = true
        itemRules.crWrap = true
        let strips = request.tool == .dialog && request.colors
        let store = ItemStore(pairs: request.items.map {
            (tag: $0.tag, description: request.noItem ? nil : strips ? CompatText.text($0.text, itemRules) : $0.text)
        })
        let selection: ListSpec.Selection = request.box == .menu ? .single : request.box == .checklist ? .multiple : .radio
        // dialog's list grows to fill the height the script gave (`Dialog.heightLimit` keeps it in).
        let fillsHeight = request.tool == .dialog && request.height > 0
        var list = ListSpec(items: store, selection: selection,
                            checkedTags: request.box == .menu ? [] : on,
                            // whiptail's --default-item moves only a menu's cursor.
                            initialTag: request.tool == .dialog || request.box == .menu ? request.defaultItem : nil, filterable: false,
                            preferredRows: request.listHeight > 0 && !fillsHeight ? request.listHeight : nil,
                            showsTags: !request.noTags, showsDescriptions: !request.noItem)
        list.pickCursorWhenNoneChecked = false
        list.marksCursor = false
        list.sharesStopWithSubmit = request.tool == .dialog
        list.jumpsOnLettersOnly = request.tool == .whiptail
        return list
    }

    private static func readFile(_ path: String, io: CommandIO) throws -> String {
        do {
            return String(decoding: try io.readFile(path, limit: PopupCommand.maxInputBytes), as: UTF8.self)
        } catch let error as CLIError {
            throw CompatError.unreadable(error.description)
        }
    }
}
