/// The progress file beside an answer file (PATH.progress): which line the next dialog takes,
/// and, for people reading it after a failed run, the last line taken and what failed.
///
///     popupctl answer progress 1
///     file 2049:1234567:812:1733000000123456789
///     next 4 301
///     taken 3 Install packages?
///     failed 4 recorded for 'Reboot now?', but this dialog is 'Restart now?'
///
/// `file` identifies the answer file (device, inode, size, modification time): a file recorded
/// again is replayed from its start, not from where the last replay of the old one stopped.
public struct AnswerProgress: Sendable, Equatable {
    static let header = "popupctl answer progress 1"

    /// The answer file this progress is about.
    public var file: String
    /// The line the next dialog takes, from 1, and the byte it starts at.
    public var nextLine = 1
    public var nextOffset = 0
    /// The last line taken and its dialog's title.
    public var taken: (line: Int, title: String)?
    /// The line that could not be used, and why.
    public var failed: (line: Int, reason: String)?

    /// A fresh start on the answer file `file`.
    public init(file: String) { self.file = file }

    /// Reads the progress file's text; empty (just created) or written for another answer file:
    /// a fresh start. Nil when it is not a progress file at all (then it is not overwritten).
    public static func read(_ text: String, file: String) -> AnswerProgress? {
        var progress = AnswerProgress(file: file)
        if text.isEmpty { return progress }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(header) else { return nil }
        var next: (Int, Int)?
        var sameFile = false
        for line in lines.dropFirst() {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            switch words.first.map(String.init) ?? "" {
            case "file": sameFile = words.count == 2 && words[1] == Substring(file)
            case "next":
                // Bounded: the line number is counted on from (`+ 1`), and the file is only text.
                guard words.count == 3, let number = Int(words[1]), let offset = Int(words[2]),
                      (1...maxLine).contains(number), offset >= 0 else { return nil }
                next = (number, offset)
            case "taken":
                if words.count == 3, let number = Int(words[1]) { progress.taken = (number, String(words[2])) }
            case "failed":
                if words.count == 3, let number = Int(words[1]) { progress.failed = (number, String(words[2])) }
            default: return nil
            }
        }
        guard sameFile else { return AnswerProgress(file: file) }
        guard let next else { return nil }
        (progress.nextLine, progress.nextOffset) = next
        return progress
    }

    /// The file's text.
    public var text: String {
        var out = Self.header + "\nfile \(file)\nnext \(nextLine) \(nextOffset)\n"
        if let taken { out += "taken \(taken.line) \(Self.note(taken.title))\n" }
        if let failed { out += "failed \(failed.line) \(Self.note(failed.reason))\n" }
        return out
    }

    /// The highest line number a progress file may name (far past any answer file's length).
    static let maxLine = Int(Int32.max)

    /// Longest title or reason kept, so the file stays small whatever the dialog holds.
    static let maxNote = 300

    private static func note(_ text: String) -> String { String(Sanitizer.line(text).prefix(maxNote)) }

    public static func == (lhs: AnswerProgress, rhs: AnswerProgress) -> Bool {
        lhs.text == rhs.text
    }
}
