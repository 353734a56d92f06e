import PopupCore

/// The bytes a whiptail or dialog box writes to its result descriptor, exactly as the tool
/// writes them: no trailing newline after a single value; nothing on Cancel, No, Esc or timeout.
enum CompatResultWriter {
    static func bytes(_ outcome: Outcome, plan: CompatPlan) -> [UInt8] {
        guard case .chosen(let index, _, _, let values, let items) = outcome,
              plan.buttonStatuses.indices.contains(index) else { return [] }
        let request = plan.request
        let status = CompatButton(rawValue: plan.buttonStatuses[index]) ?? .cancel
        switch status {
        case .cancel:
            return []
        case .help:
            // In a list dialog names the item under the cursor (`ListSpec.cursorButton`) after HELP;
            // other boxes write as OK does.
            if let list = plan.dialog.list {
                guard let first = items.first, first < list.items.count else { return [] }
                return Array("HELP ".utf8) + list.items.tagBytes(first)
            }
        case .ok, .extra:
            break
        }
        switch request.box {
        case .inputbox, .passwordbox:
            return Array((values.first ?? "").utf8)
        case .form, .passwordform:
            return values.flatMap { Array($0.utf8) + [0x0A] }
        case .editbox:
            return Array(plan.dialog.message.utf8)
        case .menu, .radiolist:
            guard let list = plan.dialog.list, let first = items.first, first < list.items.count else { return [] }
            return Array(list.items.tagBytes(first))
        case .checklist:
            guard let list = plan.dialog.list else { return [] }
            let tags = items.filter { $0 < list.items.count }.map { Array(list.items.tagBytes($0)) }
            if request.separateOutput { return tags.flatMap { $0 + [0x0A] } }
            let quoted = tags.map { request.tool == .whiptail ? [0x22] + $0 + [0x22] : dialogQuoted($0, single: request.singleQuoted) }
            return Array(quoted.joined(separator: [0x20]))
        default:
            return []
        }
    }

    /// dialog's quoting: a tag is quoted only when it is empty or holds a space, a quote or a
    /// character a shell would act on; inside, the quote and those characters take a backslash.
    static func dialogQuoted(_ tag: [UInt8], single: Bool) -> [UInt8] {
        let quote = single ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        let escaped: [UInt8] = Array((single ? "\n\\" : "\n\\[]{}?*;`~#$^&()|<>").utf8)
        let needsQuotes = tag.isEmpty || tag.contains { $0 == quote || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || escaped.contains($0) }
        guard needsQuotes else { return tag }
        var out: [UInt8] = [quote]
        for byte in tag {
            if byte == quote || escaped.contains(byte) { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        out.append(quote)
        return out
    }
}
