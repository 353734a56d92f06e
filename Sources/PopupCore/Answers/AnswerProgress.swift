/// The progress file beside an answer file (PATH.progress): which line the next dialog takes,
/// which runs are replaying the file, and, for people reading it after a failed run, the last
/// line taken and what failed.
///
///     popupctl answer progress 2
///     file 2049:1234567
///     next 4 301
///     runs 6f1c…:4242:98765 6f1c…:4301:98790
///     taken 3 Install packages?
///     failed 4 recorded for 'Reboot now?', but this dialog is 'Restart now?'
///
/// `file` identifies the answer file by device and inode, which appending to it does not change.
/// `runs` names the runs of scripts taking lines now (the process that asks, see `join`): dialogs
/// of runs going on at once share the lines, each taken once; once every one of them has ended,
/// the next run starts again at line 1.
public struct AnswerProgress: Sendable, Equatable {
    static let header = "popupctl answer progress 2"
    /// What an older popupctl wrote: read as a fresh start.
    static let olderHeader = "popupctl answer progress 1"

    /// The answer file this progress is about.
    public var file: String
    /// The line the next dialog takes, from 1, and the byte it starts at.
    public var nextLine = 1
    public var nextOffset = 0
    /// The runs replaying the file, oldest first.
    public var runs: [String] = []
    /// The last line taken and its dialog's name.
    public var taken: (line: Int, title: String)?
    /// The line that could not be used, and why.
    public var failed: (line: Int, reason: String)?

    /// A fresh start on the answer file `file`.
    public init(file: String) { self.file = file }

    /// The most runs remembered at once; the oldest is forgotten past it.
    static let maxRuns = 64

    /// The dialog about to take a line belongs to `run` (nil: runs cannot be told apart, and the
    /// replay goes on where the last dialog left it). A run none of those still replaying (by
    /// `isAlive`) shares the file with starts it again: the same script run twice replays twice.
    public mutating func join(_ run: String?, isAlive: (String) -> Bool) {
        guard let run, Self.isRunName(run) else { return }
        runs = runs.filter { $0 == run || isAlive($0) }
        if runs.isEmpty {
            nextLine = 1
            nextOffset = 0
        }
        if !runs.contains(run) { runs.append(run) }
        if runs.count > Self.maxRuns { runs.removeFirst(runs.count - Self.maxRuns) }
    }

    /// Reads the progress file's text; empty (just created), an older popupctl's or written for
    /// another answer file: a fresh start. Nil when it is not a progress file at all (then it is
    /// not overwritten).
    public static func read(_ text: String, file: String) -> AnswerProgress? {
        var progress = AnswerProgress(file: file)
        if text.isEmpty { return progress }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        if lines.first == Substring(olderHeader) { return progress }
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
            case "runs":
                let names = line.split(separator: " ").dropFirst().map(String.init)
                guard names.allSatisfy(isRunName) else { return nil }
                progress.runs = Array(names.suffix(maxRuns))
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
        if !runs.isEmpty { out += "runs " + runs.joined(separator: " ") + "\n" }
        if let taken { out += "taken \(taken.line) \(Self.note(taken.title))\n" }
        if let failed { out += "failed \(failed.line) \(Self.note(failed.reason))\n" }
        return out
    }

    /// The highest line number a progress file may name (far past any answer file's length).
    static let maxLine = Int(Int32.max)

    /// Longest title or reason kept, so the file stays small whatever the dialog holds.
    static let maxNote = 300

    private static func note(_ text: String) -> String { String(Sanitizer.line(text).prefix(maxNote)) }

    /// A run's name is a word of letters, digits, `:`, `-` and `.`, at most 80 long: it goes
    /// into the file as a word, and nothing else can make it grow.
    static func isRunName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 80
            && name.utf8.allSatisfy { $0 == 0x3A || $0 == 0x2D || $0 == 0x2E || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    public static func == (lhs: AnswerProgress, rhs: AnswerProgress) -> Bool {
        lhs.text == rhs.text
    }
}
