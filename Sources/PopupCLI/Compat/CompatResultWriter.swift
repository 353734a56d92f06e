import PopupCore

/// The bytes a whiptail or dialog box writes to its result descriptor, exactly as the tool
/// writes them: no trailing newline after a single value; nothing on Cancel, No, Esc or timeout.
enum CompatResultWriter {
    /// How a checklist's or radio list's tags are written (`ToolProfile.listResult`).
    enum ListStyle: Sendable, Equatable {
        /// Each checklist tag in double quotes, separated by spaces, or each on its own line
        /// with --separate-output; a radio list's one tag bare (whiptail's).
        case quotedEach
        /// A tag quoted only where a shell would act on it (--single-quoted: in single quotes),
        /// with --separate-output's and --output-separator's separators (dialog's).
        case quotedWhenNeeded
    }

    /// What `request`'s box writes for `outcome`, which `ending` says how the box ended: only a
    /// button writes, and only with the values and the items it ended with.
    static func bytes(_ outcome: Outcome, ending: CompatEnding, request: CompatRequest, dialog: Dialog) -> [UInt8] {
        guard case .chosen(_, _, _, let values, let items) = outcome, case .button(let status) = ending else { return [] }
        switch status {
        case .cancel:
            return []
        case .help:
            // In a list dialog names the item under the cursor (`ListConventions.cursorButton`) after HELP,
            // then with --help-status (not in a menu) what is checked; other boxes write as OK does.
            // With --item-help it names the item by its help text, unless --help-tags.
            if let list = dialog.list {
                guard let first = items.first, first < list.items.count else { return [] }
                let help = request.itemHelp && !request.helpTags && request.items.indices.contains(first) ? request.items[first].help : nil
                let name = help.map { Array($0.utf8) } ?? Array(list.items.tagBytes(first))
                guard request.helpStatus, request.box.itemsHaveStatus else { return Array("HELP ".utf8) + added(name, request) }
                let shown = request.separateOutput ? added(name, request) + separator(request)
                    : dialogQuoted(name, single: request.singleQuoted)
                return Array("HELP ".utf8) + listed(Array(items.dropFirst()), list, request, after: shown)
            }
        case .ok, .extra:
            break
        }
        switch request.box.result {
        case .none:
            return []
        case .value:
            return Array((values.first ?? "").utf8)
        case .fields:
            // A field that cannot be changed for want of columns is not written (dialog's rule).
            let written = zip(values, request.formFields).filter { $0.1.isWritten }.map(\.0)
            return written.flatMap { added(Array($0.utf8), request) + separator(request) }
        case .lines:
            // Each line with the separator after it (a line feed, or --output-separator).
            let separator = request.outputSeparator.map { Array($0.utf8) } ?? [0x0A]
            return values.flatMap { Array($0.utf8) + separator }
        case .picked, .date, .time:
            return CompatContent.result(values, request)
        case .tag(let renames):
            guard let list = dialog.list, let first = items.first, first < list.items.count else { return [] }
            if renames, status == .extra {
                // Rename: the tag and the new text, as dialog writes them.
                return Array("RENAMED ".utf8) + added(Array(list.items.tagBytes(first)), request) + [0x20]
                    + added(Array((values.first ?? "").utf8), request)
            }
            // An inputmenu's result keeps the tag of each item whose renaming was called off (dialog's).
            return items.filter { $0 < list.items.count }.flatMap { added(Array(list.items.tagBytes($0)), request) }
        case .builtList:
            let tags = items.filter { request.items.indices.contains($0) }.map { Array(request.items[$0].tag.utf8) }
            return buildList(tags, request)
        case .tags:
            guard let list = dialog.list else { return [] }
            switch request.profile.listResult {
            case .quotedEach:
                let tags = items.filter { $0 < list.items.count }.map { Array(list.items.tagBytes($0)) }
                if request.box.kind.selection == .radio { return tags.first ?? [] }
                if request.separateOutput { return tags.flatMap { $0 + [0x0A] } }
                return Array(tags.map { [0x22] + $0 + [0x22] }.joined(separator: [0x20]))
            case .quotedWhenNeeded:
                return listed(items, list, request, after: [])
            }
        }
    }

    /// dialog's build list result: each tag quoted where a shell needs it (bare, and followed by
    /// the separator, with --separate-output), after a separator once the result is not empty.
    private static func buildList(_ tags: [[UInt8]], _ request: CompatRequest) -> [UInt8] {
        var out: [UInt8] = []
        for tag in tags {
            if !out.isEmpty || request.outputSeparator != nil { out += separator(request) }
            out += request.separateOutput ? added(tag, request) : dialogQuoted(tag, single: request.singleQuoted)
        }
        return out
    }

    /// dialog's list result after `start`: each tag followed by the separator with
    /// --separate-output, else preceded by it when the result so far is not empty or the
    /// separator was given (dialog's own rule); checklist tags quoted.
    private static func listed(_ items: [Int], _ list: ListSpec, _ request: CompatRequest, after start: [UInt8]) -> [UInt8] {
        var out = start
        for item in items where item < list.items.count {
            let tag = Array(list.items.tagBytes(item))
            if request.separateOutput {
                out += added(tag, request) + separator(request)
                continue
            }
            if !out.isEmpty || request.outputSeparator != nil { out += separator(request) }
            out += quotesTags(request.box) ? dialogQuoted(tag, single: request.singleQuoted) : added(tag, request)
        }
        return out
    }

    /// A word of dialog's result as it adds one: quoted where a shell needs it with --quoted,
    /// else as it is (whiptail has no --quoted).
    private static func added(_ word: [UInt8], _ request: CompatRequest) -> [UInt8] {
        request.quoted ? dialogQuoted(word, single: request.singleQuoted) : word
    }

    /// dialog's --output-separator, else a line break with --separate-output (and after form
    /// values), else a space.
    private static func separator(_ request: CompatRequest) -> [UInt8] {
        if let given = request.outputSeparator { return Array(given.utf8) }
        return request.separateOutput || request.box.kind.isForm ? [0x0A] : [0x20]
    }

    /// A checklist's and a build list's tags are quoted in dialog's result; a menu's and a radio list's are not.
    private static func quotesTags(_ box: CompatBox) -> Bool {
        switch box.result {
        case .tags(let quoted, _): return quoted
        case .builtList: return true
        default: return false
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
