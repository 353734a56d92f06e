/// The words after a box option, read by the box's shape: `TEXT H W`, `TEXT H W [INIT]`,
/// `TEXT H W LH [TAG ITEM [STATUS]]…`, `TEXT H W [PERCENT]`, dialog's forms. Surplus trailing
/// words after a fixed shape are ignored, as both tools ignore them.
enum CompatShape {
    static func fill(_ request: inout CompatRequest, words: [String]) throws {
        let box = request.box
        var words = words[...]
        if box.textIsOptional, words.count == 2 {
            request.text = ""
        } else if box == .prgbox {
            // `[TEXT] COMMAND H W`: the text only with four words.
            guard words.count >= 3 else { throw CompatError.usage("--prgbox needs its command, height and width") }
            request.text = words.count == 4 ? words.popFirst()! : ""
            request.command = words.popFirst()
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
        case .menu, .checklist, .radiolist, .inputmenu, .treeview, .buildlist:
            request.listHeight = try number(words.popFirst(), "list height", box, request.profile)
            request.items = try items(words, request)
        case .mixedgauge:
            request.numbers = [try number(words.popFirst(), "percent", box, request.profile)]
            guard words.count % 2 == 0 else { throw CompatError.usage("--mixedgauge items come in pairs (TAG ITEM)") }
            request.items = stride(from: words.startIndex, to: words.endIndex, by: 2).map {
                CompatRequest.Item(tag: words[$0], text: words[$0 + 1])
            }
        case .calendar, .timebox, .rangebox:
            let count = box.numberCount ?? 0...0
            guard words.count >= count.lowerBound else { throw CompatError.usage("--\(box.rawValue) needs \(count.lowerBound) more number(s)") }
            request.numbers = try words.prefix(count.upperBound).map { try number($0, "numbers", box, request.profile) }
        case .form, .passwordform, .mixedform:
            request.listHeight = try number(words.popFirst(), "form height", box, request.profile)
            request.formFields = try formFields(words, request)
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
        let textless = request.noItem && profile.noItemLeavesOutText && !box.itemsKeepText
        let width = 1 + (textless ? 0 : 1) + (box.hasStatus ? 1 : 0) + (box.hasDepth ? 1 : 0) + (request.itemHelp ? 1 : 0)
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
            if box.hasDepth { item.depth = min(max(0, leadingNumber(words[next])), 100); next += 1 }
            if request.itemHelp { item.help = words[next] }
            items.append(item)
            index += width
        }
        return items
    }

    private static func shape(_ box: CompatBox, textless: Bool, _ request: CompatRequest) -> String {
        (["TAG"] + (textless ? [] : ["ITEM"]) + (box.hasStatus ? ["STATUS"] : []) + (box.hasDepth ? ["DEPTH"] : [])
            + (request.itemHelp ? ["HELP"] : []))
            .joined(separator: " ")
    }

    /// dialog's form: `LABEL Y X ITEM Y X FLEN ILEN` per field (with `TYPE` in a mixed form, and
    /// `HELP` with --item-help). Positions count from 1, as dialog reads them (0 or less is 1); a
    /// word that is not a number is 0, as C's atoi has it.
    private static func formFields(_ words: ArraySlice<String>, _ request: CompatRequest) throws -> [CompatRequest.FormField] {
        let box = request.box
        let shape = ["LABEL", "Y", "X", "ITEM", "Y", "X", "FLEN", "ILEN"] + (box == .mixedform ? ["TYPE"] : [])
            + (request.itemHelp ? ["HELP"] : [])
        guard words.count % shape.count == 0 else {
            throw CompatError.usage("--\(box.rawValue) fields come in groups of \(shape.count) (\(shape.joined(separator: " ")))")
        }
        let hidden = box == .passwordform ? 1 : 0
        return stride(from: words.startIndex, to: words.endIndex, by: shape.count).map { start in
            func at(_ offset: Int) -> String { words[start + offset] }
            func ordinate(_ offset: Int) -> Int { max(0, leadingNumber(at(offset)) - 1) }
            var field = CompatRequest.FormField(label: at(0), value: at(3))
            field.labelRow = ordinate(1)
            field.labelColumn = ordinate(2)
            field.row = ordinate(4)
            field.column = ordinate(5)
            field.displayLength = leadingNumber(at(6))
            field.inputLength = leadingNumber(at(7))
            field.type = box == .mixedform ? leadingNumber(at(8)) : hidden
            return field
        }
    }

    /// The number a word starts with, as C's atoi reads it (spaces, a sign, digits); 0 for none,
    /// clamped as every size from outside is.
    static func leadingNumber(_ word: String) -> Int {
        var bytes = word.utf8.drop { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }[...]
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            bytes = bytes.dropFirst()
        }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { break }
            value = min(value * 10 + Int(byte - 0x30), 100_000)
        }
        return max(-10_000, min(sign * value, 10_000))
    }
}
