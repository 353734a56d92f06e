import PopupCore
import PopupKit
import PopupTTY

/// `Invocation` → `Dialog`: reads the message and the image from stdin or files and matches `--default`.
public enum DialogResolver {
    /// `streamItems`: `--items-from` (stdin or a file) is left unread, for the dialog to read while it is shown.
    public static func resolve(_ invocation: Invocation, io: CommandIO, streamItems: Bool = false) throws -> Dialog {
        let message: String
        switch invocation.message {
        case .text(let text): message = text
        case .stdin: message = InputText.decode(try io.readStdin("the message", limit: PopupCommand.maxInputBytes))
        case .file(let path): message = InputText.decode(try io.readFile(path, limit: PopupCommand.maxInputBytes))
        }
        var buttons = invocation.buttons
        if let source = invocation.buttonsSource {
            let listed = try readButtons(source, io: io)
            if buttons.count + listed.count > Dialog.maxButtons { throw CLIError.tooManyListedButtons(buttons.count + listed.count) }
            buttons.insert(contentsOf: listed, at: min(invocation.buttonsSourceIndex, buttons.count))
        }
        var dialog = Dialog(title: invocation.title, message: trimmingFinalNewline(message), buttons: buttons,
                            fields: invocation.fields, style: invocation.style, axis: invocation.axis,
                            width: invocation.width ?? .standard, timeout: invocation.timeout,
                            dismissOnTapOutside: invocation.dismissOnTapOutside,
                            dismissOnEscape: invocation.dismissOnEscape, dismissOnDrag: invocation.dismissOnDrag,
                            filterable: invocation.filterable)
        if invocation.hasList { dialog.list = try readList(invocation, io: io, stream: streamItems) }
        dialog.transition = invocation.transition
        dialog.exitTransition = invocation.exitTransition
        if invocation.progress {
            dialog.progress = ProgressSpec(waitsAtEnd: invocation.progressWaits)
            // A wrapped command's output is shown, never read as percentages or messages.
            dialog.progress?.readsProtocol = invocation.command?.isEmpty ?? true
        }
        if let source = invocation.image { dialog.image = try ImageLoader.load(source, io: io) }
        if let reference = invocation.defaultReference {
            guard let index = dialog.buttonIndex(matching: HotkeyLabel.parse(reference).text) ?? dialog.buttonIndex(matching: reference) else {
                throw CLIError.noButtonFor(option: "--default", value: reference, buttons: dialog.effectiveButtons.map(\.label))
            }
            dialog.defaultButton = index
        }
        return dialog
    }

    /// The most bytes of items read whole (a world without descriptors, stdin a terminal); a file or
    /// a pipe is read a chunk at a time into the store, which alone bounds it.
    static let maxItemBytes = 1 << 30

    /// `--item`s first, then the lines of `--items-from`.
    private static func readList(_ invocation: Invocation, io: CommandIO, stream: Bool) throws -> ListSpec {
        let store = ItemStore(headerLines: invocation.headerLines)
        for item in invocation.items { store.append(line: Array(item.utf8)) }
        let streaming = stream && invocation.itemsSource.map(streams) == true
        if let source = invocation.itemsSource, !streaming {
            let input: DataInput?
            switch source {
            case .stdin: input = try io.streamingStdin()
            case .file(let path): input = try io.streamingFile(path)?.input
            case .text: input = nil
            }
            if let input {
                do {
                    try ItemFeed.arriving(from: input).readToEnd(into: store, nulSeparated: invocation.read0)
                } catch let error as TTYError {
                    throw CLIError.unreadable(what: input.name, reason: SystemError.message(error.code))
                }
            } else {
                let bytes: [UInt8]
                switch source {
                case .stdin: bytes = try io.readStdin("the list items", limit: maxItemBytes)
                case .file(let path): bytes = try io.readFile(path, limit: maxItemBytes)
                case .text(let text): bytes = Array(text.utf8)
                }
                store.reserve(bytes: bytes.count)
                var splitter = ItemSplitter(nulSeparated: invocation.read0)
                splitter.feed(bytes, into: store)
                splitter.finish(into: store)
            }
        }
        // Items still to come from a pipe may hold the tag; all the others are here to ask.
        if !streaming, let missing = zip(invocation.checkedTags, store.indices(ofTags: invocation.checkedTags)).first(where: { $0.1 == nil }) {
            throw CLIError.badValue(option: "--checked", value: missing.0, expected: "the tag of an item in the list")
        }
        if !streaming, let tag = invocation.defaultItem, store.index(ofTag: tag) == nil {
            throw CLIError.badValue(option: "--default-item", value: tag, expected: "the tag of an item in the list")
        }
        var list = ListSpec(items: store, selection: invocation.multi ? .multiple : .single, checkedTags: invocation.checkedTags,
                            initialTag: invocation.defaultItem)
        list.nulSeparated = invocation.read0
        list.initialQuery = invocation.printMatches ?? invocation.query
        list.exact = invocation.exact
        if let prompt = invocation.prompt { list.prompt = prompt }
        list.cycles = invocation.cycles
        list.ranking = ListRanking(sorts: invocation.sorts, reversed: invocation.tac)
        list.ansi = invocation.ansi
        if invocation.withNth != nil || invocation.nth != nil {
            list.fields = ItemFields(delimiter: invocation.delimiter, shown: invocation.withNth, matched: invocation.nth)
        }
        list.header = invocation.header.flatMap { Lines.split($0).map(String.init) }
        list.selectsOnlyMatch = invocation.selectOne
        list.exitsWithoutMatch = invocation.exitZero
        list.preview = invocation.previewCommand.map { PreviewSpec(command: $0, position: invocation.previewPosition) }
        return list
    }

    /// Whether items from `source` can arrive while the dialog is shown: stdin and files can.
    static func streams(_ source: Invocation.Source) -> Bool {
        switch source {
        case .stdin, .file: return true
        case .text: return false
        }
    }

    /// One button per non-blank line. Labels are taken as they are: `&` is not a hotkey marker here.
    private static func readButtons(_ source: Invocation.Source, io: CommandIO) throws -> [Button] {
        let bytes: [UInt8]
        switch source {
        case .stdin: bytes = try io.readStdin("the button labels", limit: PopupCommand.maxInputBytes)
        case .file(let path): bytes = try io.readFile(path, limit: PopupCommand.maxInputBytes)
        case .text(let text): bytes = Array(text.utf8)
        }
        let labels = Lines.split(InputText.decode(bytes)).map { Sanitizer.line(String($0)) }.filter { !$0.allSatisfy(\.isWhitespace) }
        if labels.count > Dialog.maxButtons { throw CLIError.tooManyListedButtons(labels.count) }
        // An empty list would leave the implicit OK, and a script would take "OK" for a choice.
        if labels.isEmpty {
            switch source {
            case .stdin: throw CLIError.emptyButtonList(source: "stdin")
            case .file(let path): throw CLIError.emptyButtonList(source: Excerpt.quoted(path))
            case .text: throw CLIError.emptyButtonList(source: "its text")
            }
        }
        return labels.map { Button($0.replacingAmpersands()) }
    }

    /// `printf 'text\n' | popupctl -m -` should not show a blank last line (nor should `text\r\n`).
    /// By bytes: CR LF is a single Character, and counting Characters walks a megabyte message.
    static func trimmingFinalNewline(_ text: String) -> String {
        let bytes = text.utf8
        var end = bytes.endIndex
        guard end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x0A else { return text }
        end = bytes.index(before: end)
        if end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x0D { end = bytes.index(before: end) }
        return String(text[..<end])
    }
}

extension String {
    /// Escapes `&` so a label from data keeps its ampersands literally.
    func replacingAmpersands() -> String {
        var out = ""
        for character in self {
            out.append(character)
            if character == "&" { out.append("&") }
        }
        return out
    }
}
