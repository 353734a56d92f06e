import PopupCore

/// What the popupctl in a tmux popup tells the process that opened it, over their socket, in
/// order: a kind byte, four bytes of length (big-endian), then the payload.
enum PopupMessage: Equatable {
    /// Bytes for the caller's stdout while the popup is shown (a `--stay` button's report).
    case output([UInt8])
    /// Text for the caller's stderr.
    case error(String)
    /// How the popup ended, and for a progress box what its input said.
    case shown(Outcome, progress: ProgressEnd?)
    /// The run in the popup failed with this status; its words came before, as `error`.
    case failed(Int32)

    /// The largest payload read: a message claiming more is not one of ours.
    static let maxPayload = 1 << 30

    var encoded: [UInt8] {
        let kind: UInt8
        let payload: [UInt8]
        switch self {
        case .output(let bytes):
            (kind, payload) = (0x6F, bytes)
        case .error(let text):
            (kind, payload) = (0x65, Array(text.utf8))
        case .shown(let outcome, let progress):
            let input = progress.map { JSONValue.object([("tail", .array($0.tail.map(JSONValue.string))), ("ended", .bool($0.ended))]) }
            let value = JSONValue.object([("outcome", Self.json(outcome)), ("progress", input ?? .null)])
            (kind, payload) = (0x73, Array(value.text.utf8))
        case .failed(let status):
            (kind, payload) = (0x66, Array(String(status).utf8))
        }
        let count = UInt32(payload.count)
        return [kind, UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)] + payload
    }

    /// Cuts the bytes as they arrive into messages. Bytes that are not a message break it: what
    /// follows is not read.
    struct Decoder {
        private var buffer: [UInt8] = []
        private var start = 0
        private(set) var isBroken = false

        mutating func feed(_ bytes: [UInt8]) -> [PopupMessage] {
            guard !isBroken else { return [] }
            buffer += bytes
            var messages: [PopupMessage] = []
            while buffer.count - start >= 5 {
                let length = buffer[(start + 1)..<(start + 5)].reduce(0) { $0 << 8 | Int($1) }
                guard length <= PopupMessage.maxPayload else {
                    isBroken = true
                    return messages
                }
                guard buffer.count - start - 5 >= length else { break }
                let payload = Array(buffer[(start + 5)..<(start + 5 + length)])
                guard let message = PopupMessage.decode(kind: buffer[start], payload) else {
                    isBroken = true
                    return messages
                }
                messages.append(message)
                start += 5 + length
            }
            // What was read is dropped once it is half the buffer: each byte is moved at most once more.
            if start > 0 && start * 2 >= buffer.count {
                buffer.removeFirst(start)
                start = 0
            }
            return messages
        }
    }

    private static func decode(kind: UInt8, _ payload: [UInt8]) -> PopupMessage? {
        switch kind {
        case 0x6F: return .output(payload)
        case 0x65: return .error(String(decoding: payload, as: UTF8.self))
        case 0x66: return Int32(String(decoding: payload, as: UTF8.self)).map(PopupMessage.failed)
        case 0x73:
            guard let value = try? JSONParser.parse(String(decoding: payload, as: UTF8.self)),
                  let outcome = value["outcome"].flatMap(outcome), let input = value["progress"] else { return nil }
            if input == .null { return .shown(outcome, progress: nil) }
            guard case .array(let lines)? = input["tail"], case .bool(let ended)? = input["ended"] else { return nil }
            var tail: [String] = []
            for line in lines {
                guard case .string(let text) = line else { return nil }
                tail.append(text)
            }
            return .shown(outcome, progress: ProgressEnd(tail: tail, ended: ended))
        default: return nil
        }
    }

    private static func json(_ outcome: Outcome) -> JSONValue {
        switch outcome {
        case .chosen(let index, let label, let role, let values, let items):
            return .object([("chosen", .object([
                ("index", .number(Double(index))), ("label", .string(label)), ("role", .string(role.rawValue)),
                ("values", .array(values.map(JSONValue.string))), ("items", .array(items.map { .number(Double($0)) })),
            ]))])
        case .dismissed(let reason): return .object([("dismissed", .string(reason.rawValue))])
        case .timedOut: return .object([("timedOut", .bool(true))])
        case .interrupted(let signal): return .object([("interrupted", .number(Double(signal)))])
        case .completed: return .object([("completed", .bool(true))])
        }
    }

    private static func outcome(_ value: JSONValue) -> Outcome? {
        func whole(_ value: JSONValue?) -> Int? {
            guard case .number(let number)? = value else { return nil }
            return Int(exactly: number)
        }
        if case .object(let chosen)? = value["chosen"] {
            let chosen = JSONValue.object(chosen)
            guard let index = whole(chosen["index"]), case .string(let label)? = chosen["label"],
                  case .string(let roleName)? = chosen["role"], let role = ButtonRole(rawValue: roleName),
                  case .array(let valueList)? = chosen["values"], case .array(let itemList)? = chosen["items"] else { return nil }
            var values: [String] = []
            for entry in valueList {
                guard case .string(let text) = entry else { return nil }
                values.append(text)
            }
            var items: [Int] = []
            items.reserveCapacity(itemList.count)
            for entry in itemList {
                guard let item = whole(entry) else { return nil }
                items.append(item)
            }
            return .chosen(index: index, label: label, role: role, values: values, items: items)
        }
        if case .string(let reason)? = value["dismissed"] { return Outcome.DismissReason(rawValue: reason).map(Outcome.dismissed) }
        if value["timedOut"] != nil { return .timedOut }
        if let signal = whole(value["interrupted"]) { return .interrupted(signal: Int32(clamping: signal)) }
        if value["completed"] != nil { return .completed }
        return nil
    }
}
