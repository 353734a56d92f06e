import PopupCore

/// gum's verbs that print and ask nothing: `style`, `join`, `format` and `log`. Text that comes
/// in is made harmless first (escape sequences dropped, control characters shown), so that what
/// reaches the terminal is only the styling drawn here.
enum GumText {
    static func print(_ command: GumCommand, io: CommandIO) throws -> Printed {
        let depth = GumSGR.depth(io)
        switch command.verb {
        case .style:
            var text = command.words.isEmpty ? try stdin(command, io: io) : command.words.map(clean).joined(separator: "\n")
            guard !text.isEmpty else { throw GumFailure("no input provided, see `gum style --help`") }
            if command.bool("trim") {
                text = Lines.split(text).map { $0.gumTrimmed }.joined(separator: "\n")
            }
            return Printed(Array((command.style("").render(text, depth: depth) + "\n").utf8), to: .stdout)
        case .join:
            let blocks = command.words.map(clean)
            let align: Double = GumStyle.alignments[command.string("align")] ?? 0
            let joined = command.bool("vertical") ? GumJoin.vertical(blocks, align: align) : GumJoin.horizontal(blocks, align: align)
            return Printed(Array((joined + "\n").utf8), to: .stdout)
        case .format:
            let text = command.words.isEmpty ? try stdin(command, io: io) : command.words.map(clean).joined(separator: "\n")
            guard command.string("type") == "markdown" else { return Printed(Array((text + "\n").utf8), to: .stdout) }
            return Printed(Array(GumMarkdown.render(text, depth: depth).utf8), to: .stdout)
        case .log:
            let line = try GumLog(command).line(words: command.words.map(clean), depth: io.stderrIsTerminal ? depth : nil,
                                                now: io.localTime())
            guard let line else { return Printed([], to: .stdout) }
            let file = command.string("file")
            if !file.isEmpty { throw GumFailure("--file is not supported: redirect stderr instead") }
            io.writeStderr(line)
            return Printed([], to: .stdout, status: command.string("level") == "fatal" ? 1 : 0)
        default:
            return Printed([], to: .stdout)
        }
    }

    /// What gum reads of stdin: all of it when it is not a terminal, trimmed, escape sequences
    /// dropped (gum drops them unless `--no-strip-ansi`; here they are dropped either way).
    static func stdin(_ command: GumCommand, io: CommandIO) throws -> String {
        guard !io.stdinIsTerminal else { return "" }
        let bytes = (try? io.readStdin(limit: PopupCommand.maxInputBytes)) ?? []
        return clean(String(decoding: bytes, as: UTF8.self)).gumTrimmed
    }

    /// `text` with escape sequences dropped and control characters made visible, lines kept.
    static func clean(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let plain = bytes.withUnsafeBufferPointer { ANSIText($0).text }
        return Sanitizer.text(String(decoding: plain, as: UTF8.self))
    }
}

/// A gum verb failed as gum fails: its words on stderr, status 1.
struct GumFailure: Error, Equatable {
    var message: String
    var status: Int32 = 1

    init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }
}
