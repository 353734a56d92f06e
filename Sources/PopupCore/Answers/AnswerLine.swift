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

    /// The title of the recorded dialog, for error messages; not matched on its own.
    public var title: String?
    /// The recorded dialog's `Dialog.fingerprint`; when given, the dialog asked must have it.
    public var fingerprint: String?
    /// The button, by label or index; nil: the dialog's default (a hand-written line may say so).
    public var answer: Answer?
    /// The text fields' values in order, or where a secret is to be read from.
    public var values: [Value] = []
    /// Picked list items by tag; nil: none named.
    public var items: [String]?
    /// How the recorded dialog ended: a button, dismissed, timed out, interrupted, completed.
    public var ending: Ending = .chosen
    /// The signal that ended an `interrupted` dialog.
    public var signal: Int32?

    /// A line answering with `answer`, `values` and `items`.
    public init(answer: Answer? = nil, values: [Value] = [], items: [String]? = nil) {
        self.answer = answer
        self.values = values
        self.items = items
    }

    /// Every key a line may have; any other is refused, so a typo ("anwser") is not silently ignored.
    public static let keys = ["v", "title", "fingerprint", "answer", "index", "values", "items", "ended", "signal", "status"]

    /// Reads one line; the failure is one phrase for an error message that names the file and line.
    public static func parse(_ text: String) throws(Failure) -> AnswerLine {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw Failure("not JSON (column \(error.column): \(error.message))")
        }
        guard case .object(let members) = json else { throw Failure("not a JSON object") }
        for (key, _) in members where !keys.contains(key) {
            let near = EditDistance.closest(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
            throw Failure("unknown key \(Excerpt.quoted(Sanitizer.line(key)))" + near)
        }
        var line = AnswerLine()
        if let version = json["v"] {
            guard case .number(let number) = version, number == Double(Self.version) else {
                throw Failure("format version \(Sanitizer.line(version.text)) is not one this popupctl reads (1)")
            }
        }
        line.title = try string(json["title"], "title")
        line.fingerprint = try string(json["fingerprint"], "fingerprint")
        switch json["answer"] {
        case nil, .null?: break
        case .string(let label)?: line.answer = .label(label)
        case .number?: line.answer = .index(try index(json["answer"], "answer"))
        default: throw Failure("'answer' must be a button label or index")
        }
        // A recorded line has both: the index is exact even when two buttons share a label.
        if json["index"] != nil, json["index"] != .null { line.answer = .index(try index(json["index"], "index")) }
        if let values = json["values"], values != .null {
            guard case .array(let array) = values else { throw Failure("'values' must be an array") }
            line.values = try array.map { (value: JSONValue) throws(Failure) -> Value in
                if case .string(let text) = value { return .text(text) }
                if case .string(let name)? = value["env"], isVariableName(name) { return .secret(variable: name) }
                throw Failure("each of 'values' must be a string or {\"env\": \"VARIABLE\"}")
            }
        }
        if let items = json["items"], items != .null {
            guard case .array(let array) = items else { throw Failure("'items' must be an array of tags") }
            line.items = try array.map { (item: JSONValue) throws(Failure) -> String in
                guard case .string(let tag) = item else { throw Failure("'items' must be an array of tags") }
                return tag
            }
        }
        if let ended = try string(json["ended"], "ended") {
            guard let ending = Ending(rawValue: ended) else {
                throw Failure("'ended' must be one of " + Ending.allCases.map(\.rawValue).joined(separator: ", "))
            }
            line.ending = ending
        }
        if json["signal"] != nil, json["signal"] != .null { line.signal = Int32(try index(json["signal"], "signal")) }
        if line.ending == .chosen, line.answer == nil, line.items == nil {
            throw Failure("no 'answer' (a button label or index)")
        }
        return line
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
