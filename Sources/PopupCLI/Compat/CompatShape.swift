/// The words after a box option, read by the box's shape: `TEXT H W`, `TEXT H W [INIT]`,
/// `TEXT H W LH [TAG ITEM [STATUS]]…`, `TEXT H W [PERCENT]`, dialog's forms. Surplus trailing
/// words after a fixed shape are ignored, as both tools ignore them.
enum CompatShape {
    static func fill(_ request: inout CompatRequest, words: [String]) throws {
        let box = request.box
        var words = words[...]
        if box.textIsOptional, words.count == 2 {
            request.text = ""
        } else {
            guard let text = words.popFirst() else { throw CompatError.usage("--\(box.rawValue) needs its text, height and width") }
            request.text = text
        }
        request.height = try number(words.popFirst(), "height", box, request.profile)
        request.width = try number(words.popFirst(), "width", box, request.profile)
        switch box {
        case .inputbox, .passwordbox, .gauge:
            request.initial = words.popFirst()
        case .pause:
            guard let seconds = words.popFirst() else { throw CompatError.usage("--pause needs its seconds") }
            request.initial = seconds
        case .menu, .checklist, .radiolist:
            request.listHeight = try number(words.popFirst(), "list height", box, request.profile)
            request.items = try items(words, request)
        case .form, .passwordform:
            request.listHeight = try number(words.popFirst(), "form height", box, request.profile)
            request.formFields = try formFields(words, box: box)
        default:
            break
        }
    }

    private static func number(_ word: String?, _ what: String, _ box: CompatBox, _ profile: ToolProfile) throws -> Int {
        guard let word else { throw CompatError.usage("--\(box.rawValue) needs its \(what)") }
        let trimmed = word.drop { $0 == " " }
        guard let value = Int(trimmed) else {
            if profile.refusesBadSizeAsNumber { throw CompatError.badNumber(option: "the \(what) of --\(box.rawValue)", value: word) }
            throw CompatError.usage("the \(what) of --\(box.rawValue) is not a number: '\(word)'")
        }
        // Sizes from outside are clamped before anything is sized by them.
        return max(-10_000, min(value, 10_000))
    }

    private static func items(_ words: ArraySlice<String>, _ request: CompatRequest) throws -> [CompatRequest.Item] {
        let box = request.box
        let profile = request.profile
        let textless = request.noItem && profile.noItemLeavesOutText
        let width = 1 + (textless ? 0 : 1) + (box.hasStatus ? 1 : 0) + (request.itemHelp ? 1 : 0)
        // An empty list is refused where the tool refuses it.
        if words.isEmpty, profile.boxesNeedingItems.contains(box) {
            throw CompatError.usage("--\(box.rawValue) needs at least one item")
        }
        guard words.count % width == 0 else {
            throw CompatError.usage("--\(box.rawValue) items come in groups of \(width) (\(shape(box, textless: textless, request))); \(words.count) words left")
        }
        var items: [CompatRequest.Item] = []
        items.reserveCapacity(words.count / width)
        var index = words.startIndex
        while index < words.endIndex {
            var item = CompatRequest.Item(tag: words[index], text: "")
            var next = index + 1
            if !textless { item.text = words[next]; next += 1 }
            if box.hasStatus { item.on = profile.onWords.contains(words[next].lowercased()); next += 1 }
            if request.itemHelp { item.help = words[next] }
            items.append(item)
            index += width
        }
        return items
    }

    private static func shape(_ box: CompatBox, textless: Bool, _ request: CompatRequest) -> String {
        (["TAG"] + (textless ? [] : ["ITEM"]) + (box.hasStatus ? ["STATUS"] : []) + (request.itemHelp ? ["HELP"] : []))
            .joined(separator: " ")
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
