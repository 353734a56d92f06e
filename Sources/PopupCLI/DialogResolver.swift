import PopupCore

/// `Invocation` → `Dialog`: reads the message and the image from stdin or files and matches `--default`.
public enum DialogResolver {
    public static func resolve(_ invocation: Invocation, io: CommandIO) throws -> Dialog {
        let message: String
        switch invocation.message {
        case .text(let text): message = text
        case .stdin: message = String(decoding: try io.readStdin(limit: PopupCommand.maxInputBytes), as: UTF8.self)
        case .file(let path): message = String(decoding: try io.readFile(path, limit: PopupCommand.maxInputBytes), as: UTF8.self)
        }
        var dialog = Dialog(title: invocation.title, message: trimmingFinalNewline(message), buttons: invocation.buttons,
                            fields: invocation.fields, style: invocation.style, axis: invocation.axis,
                            width: invocation.width ?? .standard, timeout: invocation.timeout,
                            dismissOnTapOutside: invocation.dismissOnTapOutside,
                            dismissOnEscape: invocation.dismissOnEscape, dismissOnDrag: invocation.dismissOnDrag)
        if let source = invocation.image { dialog.image = try ImageLoader.load(source, io: io) }
        if let reference = invocation.defaultReference {
            guard let index = dialog.buttonIndex(matching: HotkeyLabel.parse(reference).text) ?? dialog.buttonIndex(matching: reference) else {
                throw CLIError.noButtonFor(option: "--default", value: reference, buttons: dialog.effectiveButtons.map(\.label))
            }
            dialog.defaultButton = index
        }
        return dialog
    }

    /// `printf 'text\n' | popupctl -m -` should not show a blank last line.
    private static func trimmingFinalNewline(_ text: String) -> String {
        var text = Substring(text)
        if text.hasSuffix("\r\n") { text = text.dropLast(2) } else if text.hasSuffix("\n") { text = text.dropLast() }
        return String(text)
    }
}
