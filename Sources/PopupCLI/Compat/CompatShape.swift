/// The words after a box option, read by the box's shape: `TEXT H W`, `TEXT H W [INIT]`,
/// `TEXT H W LH [TAG ITEM [STATUS]]…`, `TEXT H W [PERCENT]`, dialog's forms. Surplus trailing
/// words after a fixed shape are ignored, as both tools ignore them.
enum CompatShape {
    static func fill(_ request: inout CompatRequest, words: [String]) throws {
        let box = request.box
        var words = words[...]
        // dialog's progressbox may leave out its text.
        if box == .progressbox, words.count == 2 {
            request.text = ""
        } else {
            guard let text = words.popFirst() else { throw CompatError.usage("--\(box.rawValue) needs its text, height and width") }
            request.text = text
        }
        request.height = try number(words.popFirst(), "height", box, request.tool)
        request.width = try number(words.popFirst(), "width", box, request.tool)
        switch box {
        case .inputbox, .passwordbox, .gauge:
            request.initial = words.popFirst()
        case .pause:
            guard let seconds = words.popFirst() else { throw CompatError.usage("--pause needs its seconds") }
            request.initial = seconds
        case .menu, .checklist, .radiolist:
            request.listHeight = try number(words.popFirst(), "list height", box, request.tool)
            request.items = try items(words, request)
        case .form, .passwordform:
            request.listHeight = try number(words.popFirst(), "form height", box, request.tool)
            request.formFields = try formFields(words, box: box)
        default:
            break
        }
    }

    private static func number(_ word: String?, _ what: String, _ box: CompatBox, _ tool: CompatTool) throws -> Int {
        guard let word else { throw CompatError.usage("--\(box.rawValue) needs its \(what)") }
        let trimmed = word.drop { $0 == " " }
        guard let value = Int(trimmed) else {
            if tool == .dialog { throw CompatError.badNumber(option: "the \(what) of --\(box.rawValue)", value: word) }
            throw CompatError.usage("the \(what) of --\(box.rawValue) is not a number: '\(word)'")
        }
        // Sizes from outside are clamped before anything is sized by them.
        return max(-10_000, min(value, 10_000))
    }

    private static func items(_ words: ArraySlice<String>, _ request: CompatRequest) throws -> [CompatRequest.Item] {
        let box = request.box
        // whiptail's --noitem only hides the text; dialog's --no-items leaves it out of the line.
        let textless = request.noItem && request.tool == .dialog
        let width = 1 + (textless ? 0 : 1) + (box.hasStatus ? 1 : 0) + (request.itemHelp ? 1 : 0)
        // An empty list is refused as both tools refuse it (whiptail shows an empty checklist).
        if words.isEmpty, request.tool == .dialog || box == .menu {
            throw CompatError.usage("--\(box.rawValue) needs at least one item")
        }
        guard words.count % width == 0 else {
            throw CompatError.usage("--\(box.rawValue) items come in groups of \(width) (\(shape(box, request))); \(words.count) words left")
        }
        var items: [CompatRequest.Item] = []
        items.reserveCapacity(words.count / width)
        var index = words.startIndex
        while index < words.endIndex {
            var item = CompatRequest.Item(tag: words[index], text: "")
            var next = index + 1
            if !textless { item.text = words[next]; next += 1 }
            if box.hasStatus { item.on = isOn(words[next], tool: request.tool); next += 1 }
            items.append(item)
            index += width
        }
        return items
    }

    private static func shape(_ box: CompatBox, _ request: CompatRequest) -> String {
        (["TAG"] + (request.noItem && request.tool == .dialog ? [] : ["ITEM"]) + (box.hasStatus ? ["STATUS"] : []) + (request.itemHelp ? ["HELP"] : []))
            .joined(separator: " ")
    }

    /// whiptail takes on, yes or 1 in any case; dialog takes on in any case.
    static func isOn(_ word: String, tool: CompatTool) -> Bool {
        let lowered = word.lowercased()
        switch tool {
        case .whiptail: return lowered == "on" || lowered == "yes" || word == "1"
        case .dialog: return lowered == "on"
        }
    }

    /// dialog's form: `LABEL Y X ITEM Y X FLEN ILEN` per field; the positions are not used.
    private static func formFields(_ words: ArraySlice<String>, box: CompatBox) throws -> [CompatRequest.FormField] {
        guard words.count % 8 == 0 else {
            throw CompatError.usage("--\(box.rawValue) fields come in groups of 8 (LABEL Y X ITEM Y X FLEN ILEN)")
        }
        return stride(from: words.startIndex, to: words.endIndex, by: 8).map {
            CompatRequest.FormField(label: words[$0], value: words[$0 + 3])
        }
    }
}
