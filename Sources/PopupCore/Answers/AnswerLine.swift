/// One line of an answer file (JSON Lines): how one dialog was answered, recorded by
/// POPUPCTL_RECORD or written by hand. Recorded:
///
///     {"v":1,"title":"Deploy?","fingerprint":"fnv1a64:…","answer":"Deploy","index":1,"status":1}
///
/// By hand, only the answer is needed: `{"answer": "Deploy"}`, `{"answer": 1, "values": ["x"]}`.
public struct AnswerLine: Sendable, Equatable {
    /// The format this popupctl writes and reads.
    public static let version = 1

    /// How the recorded dialog ended; a line without `ended` chose a button.
    public enum Ending: String, Sendable, Equatable, CaseIterable {
        case chosen, dismissed, timeout, interrupted, completed
        /// Drawn and left (`--no-wait`): nothing was asked.
        case shown
    }

    /// The button: a label (matched as `--answer` does) or an index.
    public enum Answer: Sendable, Equatable {
        case label(String)
        case index(Int)
    }

    /// A text field's value, or the environment variable that holds it (a password not recorded).
    public enum Value: Sendable, Equatable {
        case text(String)
        case secret(variable: String)
    }

    /// The recorded dialog's name (its title, else its text: `Dialog.name`), for error messages;
    /// not matched on its own.
    public var title: String?
    /// The recorded dialog's `Dialog.fingerprint`; when given, the dialog asked must have it.
    public var fingerprint: String?
    /// The button, by label or index; nil: the dialog's default (a hand-written line may say so).
    public var answer: Answer?
    /// The text fields' values in order, or where a secret is to be read from.
    public var values: [Value] = []
    /// Picked list items by tag (each its exact bytes); nil: none named.
    public var items: ItemTags?
    /// How the recorded dialog ended: a button, dismissed, timed out, interrupted, completed.
    public var ending: Ending = .chosen
    /// The signal that ended an `interrupted` dialog: one of `signals`.
    public var signal: Int32?
    /// The query typed over the list as it ended (`--print-query` prints it); nil: as given.
    public var query: String?

    /// The signals popupctl reports a dialog interrupted by (SIGHUP, SIGINT, SIGQUIT, SIGTERM):
    /// a line naming another could fake any exit status ((128 + 128) & 255 is 0, the first button).
    public static let signals: [Int32] = [1, 2, 3, 15]

    /// A line answering with `answer`, `values` and `items`.
    public init(answer: Answer? = nil, values: [Value] = [], items: ItemTags? = nil) {
        self.answer = answer
        self.values = values
        self.items = items
    }

    /// Every key a line may have; any other is refused, so a typo ("anwser") is not silently ignored.
    public static let keys = ["v", "title", "fingerprint", "answer", "index", "values", "items", "ended", "signal", "status", "query"]

    /// Reads one line; the failure is one phrase for an error message that names the file and line.
    public static func parse(_ text: String) throws(Failure) -> AnswerLine { try parse(Array(text.utf8)) }

    /// Reads one line from its bytes (no line feed). Its items are read straight into `ItemTags`,
    /// the rest as JSON values: a line of millions of items costs about its own size again.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> AnswerLine {
        var scanner = JSONScanner(bytes)
        // A NUL ends a C string, and a line's JSON must not end where a reader in C would stop.
        if let nul = bytes.firstIndex(of: 0) {
            scanner.index = nul
            throw Failure("a NUL byte at column \(scanner.failure("").column)")
        }
        var members: [String: JSONValue] = [:]
        var items: ItemTags?
        do {
            scanner.skipSpace()
            guard scanner.next == UInt8(ascii: "{") else {
                _ = try scanner.value(depth: 0)
                try scanner.finish()
                throw Failure("not a JSON object")
            }
            try scanner.openObject()
            var keys: Set<String> = []
            while let key = try scanner.nextMember(keys: &keys) {
                guard Self.keys.contains(key) else {
                    let near = EditDistance.closest(to: key, among: Self.keys).map { "; did you mean '\($0)'?" } ?? ""
                    throw Failure("unknown key \(Excerpt.quoted(Sanitizer.line(key)))" + near)
                }
                if key == "items", scanner.next == UInt8(ascii: "[") {
                    items = try tags(&scanner)
                } else {
                    members[key] = try scanner.value(depth: 1)
                }
            }
            try scanner.finish()
        } catch let failure as JSONParser.Failure {
            throw Failure("not JSON (column \(failure.column): \(failure.message))")
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure("not JSON")
        }
        var line = AnswerLine()
        if let version = members["v"] {
            guard case .number(let number) = version, number == Double(Self.version) else {
                throw Failure("format version \(Sanitizer.line(version.text)) is not one this popupctl reads (1)")
            }
        }
        line.title = try string(members["title"], "title")
        line.fingerprint = try string(members["fingerprint"], "fingerprint")
        switch members["answer"] {
        case nil, .null?: break
        case .string(let label)?: line.answer = .label(label)
        case .number?: line.answer = .index(try index(members["answer"], "answer"))
        default: throw Failure("'answer' must be a button label or index")
        }
        // A recorded line has both: the index is exact even when two buttons share a label.
        if members["index"] != nil, members["index"] != .null { line.answer = .index(try index(members["index"], "index")) }
        if let values = members["values"], values != .null {
            guard case .array(let array) = values else { throw Failure("'values' must be an array") }
            line.values = try array.map { (value: JSONValue) throws(Failure) -> Value in
                if case .string(let text) = value { return .text(text) }
                if case .string(let name)? = value["env"], isVariableName(name) { return .secret(variable: name) }
                throw Failure("each of 'values' must be a string or {\"env\": \"VARIABLE\"}")
            }
        }
        if let other = members["items"], other != .null { throw Failure(Self.badItems) }
        line.items = items
        if let ended = try string(members["ended"], "ended") {
            guard let ending = Ending(rawValue: ended) else {
                throw Failure("'ended' must be one of " + Ending.allCases.map(\.rawValue).joined(separator: ", "))
            }
            line.ending = ending
        }
        if members["signal"] != nil, members["signal"] != .null {
            guard case .number(let number)? = members["signal"], let signal = signals.first(where: { Double($0) == number }) else {
                throw Failure("'signal' must be one popupctl reports: " + signals.map(String.init).joined(separator: ", "))
            }
            line.signal = signal
        }
        line.query = try string(members["query"], "query")
        // Values alone answer with the dialog's default button, as items alone do (a date, a text).
        if line.ending == .chosen, line.answer == nil, line.items == nil, line.values.isEmpty {
            throw Failure("no 'answer' (a button label or index)")
        }
        return line
    }

    private static let badItems = "'items' must be an array of tags (strings, or {\"bytes\": \"HEX\"})"

    /// An `items` array, each tag a string or `{"bytes":"HEX"}`, straight into `ItemTags`.
    private static func tags(_ scanner: inout JSONScanner) throws -> ItemTags {
        var tags = ItemTags()
        try scanner.openArray()
        var tag: [UInt8] = []
        while try scanner.nextElement(after: tags.count) {
            if scanner.next == UInt8(ascii: "\"") {
                tag.removeAll(keepingCapacity: true)
                try scanner.string(into: &tag)
                tags.append(tag)
            } else if scanner.next == UInt8(ascii: "{"), let bytes = ItemTags.bytes(ofJSON: try scanner.value(depth: 2)) {
                tags.append(bytes)
            } else {
                throw Failure(badItems)
            }
        }
        return tags
    }

    private static func string(_ value: JSONValue?, _ key: String) throws(Failure) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw Failure("'\(key)' must be a string")
        }
    }

    private static func index(_ value: JSONValue?, _ key: String) throws(Failure) -> Int {
        guard case .number(let number)? = value, number >= 0, number < 256, number == number.rounded() else {
            throw Failure("'\(key)' must be a whole number from 0 to 255")
        }
        return Int(number)
    }

    private static func isVariableName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { $0 == 0x5F || (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
            && !(0x30...0x39).contains(name.utf8.first!)
    }

    /// Why a line cannot be used.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }
}
