/// Turns terminal input bytes into events. The pure core is `decode(_:final:)`; the struct keeps
/// the bytes of a sequence that arrived in pieces.
///
/// Two holds wait on the clock (`hold` says which; `expire()` decides once it has passed). A lone
/// ESC, or ESC and an introducer (`O`, `]`, `P`, `_`, `^`, `X`) with nothing after it, is also
/// what Esc or an Alt key sends: after a short quiet time it is that key. ESC `[` waits untimed
/// like any begun sequence (a slow link splits arrows, clicks and replies there), and the next
/// key that cannot continue it cuts it short. A paste whose end never comes is
/// delivered as it is after a longer one, so a stray paste start cannot swallow Ctrl-C for good.
/// Any other sequence that has begun waits for the rest however long it takes, so a slow link
/// never leaks a reply's digits as typed text; a key that no reply holds (a control byte, another
/// ESC) cuts it short and acts.
public struct InputDecoder: Sendable {
    /// What `decode(_:final:)` made of the bytes at the front.
    public enum Step: Sendable, Equatable {
        /// `consumed` bytes made `event`, or nothing worth reporting when nil.
        case event(Event?, consumed: Int)
        /// The bytes are the start of a sequence; more must come before it can be decoded.
        case incomplete
    }

    /// What the held bytes wait for before `expire()` may decide what they were.
    public enum Hold: Sendable, Equatable {
        /// Nothing the clock decides: no bytes, or a sequence only its own bytes (or a key that cuts
        /// it short) can end.
        case untimed
        /// A lone ESC, or ESC and an introducer with nothing after it: the escape delay.
        case escape
        /// A paste whose end has not come: the paste delay.
        case paste
    }

    /// A paste longer than this is cut: the rest of it is read and dropped up to its end marker.
    public static let maxPasteBytes = 8 << 20
    /// A CSI, OSC or DCS longer than this is garbage, dropped whole.
    static let maxSequenceBytes = 4096
    /// The bytes after ESC that begin SS3 or a string (OSC, DCS, APC, PM, SOS): held alone, they
    /// time out as Alt keys, since only the end of the string would otherwise free the keys behind.
    private static let timedIntroducers: [UInt8] = Array("O]P_^X".utf8)
    /// Those and CSI's: alone at the end of what came, an Alt key.
    private static let introducers: [UInt8] = Array("[".utf8) + timedIntroducers
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)

    private var pending: [UInt8] = []
    /// The rest of an overlong CSI, string or paste is read and dropped up to its end, never typed.
    private var skipping: Skipped?
    /// Bytes of the held paste's body already searched for its end marker: each read searches
    /// only what is new, so a paste arriving in many reads costs linear time.
    private var pasteSearched = 0
    private let pasteLimit: Int

    private enum Skipped { case csi, string, paste }

    /// A decoder holding no bytes.
    public init() { pasteLimit = Self.maxPasteBytes }

    /// A decoder that cuts pastes at `pasteLimit` bytes (tests use a small one).
    init(pasteLimit: Int) { self.pasteLimit = max(0, pasteLimit) }

    /// What the bytes held, if any, wait for.
    public var hold: Hold {
        if skipping == .paste { return .paste }
        if skipping != nil { return .untimed }
        if pending == [0x1B] { return .escape }
        if pending.count == 2 && pending[0] == 0x1B && Self.timedIntroducers.contains(pending[1]) { return .escape }
        if pending.starts(with: Self.pasteStart) { return .paste }
        return .untimed
    }

    /// Adds bytes and returns every event they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// The quiet time `hold` asked for has passed: nothing more is coming soon. A held ESC is the
    /// Esc key, ESC and an introducer an Alt key, a paste ends where it is, a cut-off UTF-8
    /// character is U+FFFD. A begun CSI or string stays held.
    public mutating func expire() -> [Event] {
        drain(final: true)
    }

    private mutating func drain(final: Bool) -> [Event] {
        var events: [Event] = []
        var start = 0
        while start < pending.count {
            if let skipped = skipping {
                let (count, ended) = Self.skip(pending[start...], skipped)
                start += count
                if !ended && skipped == .paste && final {
                    // The end marker never came: what is held was pasted too, and the keys after are keys.
                    start = pending.count
                    skipping = nil
                }
                guard ended else { break }
                skipping = nil
                continue
            }
            let step = decodeHeldPaste(start: start, final: final) ?? Self.decode(pending[start...], final: final)
            guard case .event(let event, let consumed) = step else {
                let body = start + Self.pasteStart.count
                if pending[start...].starts(with: Self.pasteStart), pending.count - body > pasteLimit + Self.pasteEnd.count {
                    // An overlong paste: what fits is the paste, the rest up to its end is dropped.
                    events.append(.paste(String(decoding: pending[body..<(body + pasteLimit)], as: UTF8.self)))
                    start = body + pasteLimit
                    skipping = .paste
                    pasteSearched = 0
                    continue
                }
                break
            }
            pasteSearched = 0
            if let event { events.append(event) }
            if event == nil && consumed > Self.maxSequenceBytes {
                skipping = pending[start + 1] == UInt8(ascii: "[") ? .csi : .string
            }
            start += max(1, consumed)
        }
        pending.removeFirst(min(start, pending.count))
        return events
    }

    /// A paste at `start`, searched for its end only past what earlier reads already searched.
    private mutating func decodeHeldPaste(start: Int, final: Bool) -> Step? {
        guard pending[start...].starts(with: Self.pasteStart) else { return nil }
        let body = start + Self.pasteStart.count
        let from = body + pasteSearched
        let step = Self.decodePaste(pending[start...], start: Self.pasteStart.count, final: final, searchFrom: from,
                                    limit: pasteLimit)
        if step == .incomplete { pasteSearched = max(0, pending.count - Self.pasteEnd.count + 1 - body) }
        return step
    }

    /// How many bytes at the front still belong to an overlong sequence, and whether its end is
    /// among them. A string ends as `decodeString` ends one: BEL, ST, or a key no reply holds; a
    /// paste at its end marker (a part of one at the end of the bytes waits for the rest).
    private static func skip(_ bytes: ArraySlice<UInt8>, _ skipped: Skipped) -> (count: Int, ended: Bool) {
        if skipped == .paste {
            if let end = firstIndex(of: pasteEnd, in: bytes, from: bytes.startIndex) {
                return (end - bytes.startIndex + pasteEnd.count, true)
            }
            let kept = max(bytes.startIndex, bytes.endIndex - pasteEnd.count + 1)
            return (kept - bytes.startIndex, false)
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch skipped {
            case .csi:
                if (0x40...0x7E).contains(byte) { return (index - bytes.startIndex + 1, true) }
                if !(0x20...0x3F).contains(byte) { return (index - bytes.startIndex, true) }
            case .string, .paste:
                if byte == 0x07 { return (index - bytes.startIndex + 1, true) }
                if byte == 0x1B {
                    guard index + 1 < bytes.endIndex else { return (index - bytes.startIndex, false) }
                    let isST = bytes[index + 1] == UInt8(ascii: "\\")
                    return (index - bytes.startIndex + (isST ? 2 : 0), true)
                }
                if byte < 0x20 || byte == 0x7F { return (index - bytes.startIndex, true) }
            }
            index += 1
        }
        return (bytes.count, false)
    }

    /// Decodes the first event in `bytes`. With `final`, nothing more is coming soon: a lone ESC
    /// is the Esc key, ESC and an introducer alone an Alt key, a cut-off paste a paste and a
    /// cut-off UTF-8 character U+FFFD.
    public static func decode(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        guard let first = bytes.first else { return .incomplete }
        let base = bytes.startIndex
        switch first {
        case 0x1B:
            guard bytes.count > 1 else { return final ? .event(.key(Key(.escape)), consumed: 1) : .incomplete }
            let second = bytes[base + 1]
            if bytes.count == 2 && introducers.contains(second) {
                return final ? altIntroducer(bytes) : .incomplete
            }
            switch second {
            case UInt8(ascii: "["): return decodeCSI(bytes, final: final)
            case UInt8(ascii: "O"): return decodeSS3(bytes)
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                return decodeString(bytes)
            case 0x1B:
                return .event(.key(Key(.escape)), consumed: 1)
            default:
                let rest = decode(bytes.dropFirst(), final: final)
                guard case .event(let event, let consumed) = rest else { return .incomplete }
                if case .key(var key)? = event {
                    key.modifiers.insert(.alt)
                    return .event(.key(key), consumed: consumed + 1)
                }
                return .event(event, consumed: consumed + 1)
            }
        case 0x0D: return .event(.key(Key(.enter)), consumed: 1)
        // A line feed is Ctrl-J: `update` takes it as Enter, save in a picker, where it moves down.
        case 0x0A: return .event(.key(.ctrl("j")), consumed: 1)
        case 0x09: return .event(.key(Key(.tab)), consumed: 1)
        case 0x7F, 0x08: return .event(.key(Key(.backspace)), consumed: 1)
        case 0x00: return .event(.key(Key(.character(" "), .ctrl)), consumed: 1)
        case 0x01...0x1A:
            return .event(.key(.ctrl(Character(Unicode.Scalar(first + 0x60)))), consumed: 1)
        case 0x1C...0x1F:
            return .event(.key(.ctrl(Character(Unicode.Scalar(first + 0x40)))), consumed: 1)
        case 0x20...0x7E:
            return .event(.key(.char(Character(Unicode.Scalar(first)))), consumed: 1)
        default:
            return decodeUTF8(bytes, final: final)
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let base = bytes.startIndex
        let first = bytes[base]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.key(.char("\u{FFFD}")), consumed: 1)
        }
        var value = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard base + offset < bytes.endIndex else {
                return final ? .event(.key(.char("\u{FFFD}")), consumed: offset) : .incomplete
            }
            let byte = bytes[base + offset]
            guard byte & 0xC0 == 0x80 else { return .event(.key(.char("\u{FFFD}")), consumed: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
            return .event(.key(.char("\u{FFFD}")), consumed: length)
        }
        return .event(.key(.char(Character(scalar))), consumed: length)
    }

    /// ESC and an introducer that no sequence follows: the key was Alt with that character.
    private static func altIntroducer(_ bytes: ArraySlice<UInt8>) -> Step {
        .event(.key(Key(.character(Character(Unicode.Scalar(bytes[bytes.startIndex + 1]))), .alt)), consumed: 2)
    }

    private static func decodeSS3(_ bytes: ArraySlice<UInt8>) -> Step {
        let third = bytes[bytes.startIndex + 2]
        // SS3 ends in one final byte; anything else was typed after Alt-O and is a key of its own.
        guard (0x40...0x7E).contains(third) else { return altIntroducer(bytes) }
        let code: Key.Code?
        switch third {
        case UInt8(ascii: "A"): code = .up
        case UInt8(ascii: "B"): code = .down
        case UInt8(ascii: "C"): code = .right
        case UInt8(ascii: "D"): code = .left
        case UInt8(ascii: "H"): code = .home
        case UInt8(ascii: "F"): code = .end
        case UInt8(ascii: "M"): code = .enter
        case UInt8(ascii: "P"): code = .function(1)
        case UInt8(ascii: "Q"): code = .function(2)
        case UInt8(ascii: "R"): code = .function(3)
        case UInt8(ascii: "S"): code = .function(4)
        default: code = nil
        }
        return .event(code.map { .key(Key($0)) }, consumed: 3)
    }

    /// OSC, DCS, APC, PM and SOS: up to BEL or ST. Only terminals send these, and never with a
    /// control byte inside: one there was typed (after Alt-] or Alt-P), so the string ends before
    /// it and the byte is a key; so does an ESC that does not begin ST.
    private static func decodeString(_ bytes: ArraySlice<UInt8>) -> Step {
        let base = bytes.startIndex
        var index = base + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x07 {
                return .event(.terminalReply(reply(bytes[base..<index])), consumed: index - base + 1)
            }
            if byte == 0x1B {
                guard index + 1 < bytes.endIndex else { return .incomplete }
                guard bytes[index + 1] == UInt8(ascii: "\\") else { return cutShort(bytes, at: index) }
                return .event(.terminalReply(reply(bytes[base..<index])), consumed: index - base + 2)
            }
            if byte < 0x20 || byte == 0x7F { return cutShort(bytes, at: index) }
            if index - base > maxSequenceBytes { return .event(nil, consumed: index - base) }
            index += 1
        }
        return .incomplete
    }

    /// A sequence cut short at `index` by a typed key: nothing after the introducer means the
    /// introducer was an Alt key; a begun sequence is dropped.
    private static func cutShort(_ bytes: ArraySlice<UInt8>, at index: Int) -> Step {
        index == bytes.startIndex + 2 ? altIntroducer(bytes) : .event(nil, consumed: index - bytes.startIndex)
    }

    private static func reply(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    private static func decodeCSI(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let base = bytes.startIndex
        var index = base + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x40 && byte <= 0x7E { break }
            if byte < 0x20 || byte > 0x3F && byte < 0x40 || byte > 0x7E {
                // Malformed: a key typed after Alt-[, or what came before the stray byte is dropped.
                return cutShort(bytes, at: index)
            }
            if index - base > maxSequenceBytes { return .event(nil, consumed: index - base) }
            index += 1
        }
        guard index < bytes.endIndex else { return .incomplete }
        let finalByte = bytes[index]
        let parameters = bytes[(base + 2)..<index]
        let length = index - base + 1

        if finalByte == UInt8(ascii: "M"), parameters.isEmpty {
            // Legacy X10 mouse: three raw bytes follow.
            guard bytes.count >= 6 else { return .incomplete }
            let cb = Int(bytes[base + 3]) - 32
            let x = Int(bytes[base + 4]) - 33
            let y = Int(bytes[base + 5]) - 33
            return .event(mouse(code: cb, x: x, y: y, released: cb & 3 == 3), consumed: 6)
        }
        if parameters.first == UInt8(ascii: "<"), finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") {
            let numbers = numbers(parameters.dropFirst())
            guard numbers.count == 3 else { return .event(nil, consumed: length) }
            return .event(mouse(code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1,
                                released: finalByte == UInt8(ascii: "m")), consumed: length)
        }
        if let marker = parameters.first, marker == UInt8(ascii: "?") || marker == UInt8(ascii: ">") || marker == UInt8(ascii: "=") {
            return .event(.terminalReply(reply(bytes[base..<(index + 1)])), consumed: length)
        }
        let numbers = numbers(parameters)
        let modifiers = numbers.count > 1 ? decodeModifiers(numbers[1]) : []
        func key(_ code: Key.Code) -> Step { .event(.key(Key(code, modifiers)), consumed: length) }
        switch finalByte {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "Z"): return .event(.key(Key(.backTab, [.shift])), consumed: length)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "I"), UInt8(ascii: "O"), UInt8(ascii: "R"), UInt8(ascii: "c"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "y"):
            return .event(.terminalReply(reply(bytes[base..<(index + 1)])), consumed: length)
        case UInt8(ascii: "u"):
            guard let code = numbers.first else { return .event(nil, consumed: length) }
            return .event(codepointKey(code, modifiers).map(Event.key), consumed: length)
        case UInt8(ascii: "~"):
            return decodeTilde(numbers, modifiers: modifiers, bytes: bytes, length: length, final: final)
        default:
            return .event(nil, consumed: length)
        }
    }

    private static func decodeTilde(_ numbers: [Int], modifiers: Modifiers, bytes: ArraySlice<UInt8>, length: Int,
                                    final: Bool) -> Step {
        let code: Key.Code?
        switch numbers.first ?? 0 {
        case 200:
            return decodePaste(bytes, start: length, final: final, searchFrom: bytes.startIndex + length,
                               limit: maxPasteBytes)
        case 27:
            // xterm modifyOtherKeys: CSI 27 ; mods ; code ~
            guard numbers.count == 3 else { return .event(nil, consumed: length) }
            return .event(codepointKey(numbers[2], decodeModifiers(numbers[1])).map(Event.key), consumed: length)
        case 1, 7: code = .home
        case 4, 8: code = .end
        case 2: code = .insert
        case 3: code = .delete
        case 5: code = .pageUp
        case 6: code = .pageDown
        case 11...15: code = .function(numbers[0] - 10)
        case 17...21: code = .function(numbers[0] - 11)
        case 23, 24: code = .function(numbers[0] - 12)
        default: code = nil
        }
        return .event(code.map { .key(Key($0, modifiers)) }, consumed: length)
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A paste up to its end marker, searched for from `searchFrom`; with `final`, the end never
    /// came and the paste is what arrived.
    private static func decodePaste(_ bytes: ArraySlice<UInt8>, start: Int, final: Bool, searchFrom: Int,
                                    limit: Int) -> Step {
        let base = bytes.startIndex
        let body = base + start
        guard let end = firstIndex(of: pasteEnd, in: bytes, from: max(body, searchFrom)) else {
            guard final else { return .incomplete }
            let text = String(decoding: bytes[body..<min(bytes.endIndex, body + limit)], as: UTF8.self)
            return .event(.paste(text), consumed: bytes.count)
        }
        let text = String(decoding: bytes[body..<min(end, body + limit)], as: UTF8.self)
        return .event(.paste(text), consumed: end - base + pasteEnd.count)
    }

    private static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == 0x1B {
                var matched = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var result: [Int] = []
        var current = 0
        var hasDigits = false
        for byte in bytes {
            if byte >= 0x30 && byte <= 0x39 {
                current = min(current * 10 + Int(byte - 0x30), 1_000_000)
                hasDigits = true
            } else if byte == UInt8(ascii: ";") {
                result.append(hasDigits ? current : 0)
                current = 0
                hasDigits = false
            } else if byte == UInt8(ascii: ":") {
                // Sub-parameters (kitty): keep the first value of the group.
                hasDigits = hasDigits || true
            }
        }
        if hasDigits || !result.isEmpty { result.append(current) }
        return result
    }

    private static func decodeModifiers(_ value: Int) -> Modifiers {
        let bits = max(0, value - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    private static func codepointKey(_ code: Int, _ modifiers: Modifiers) -> Key? {
        switch code {
        case 13: return Key(.enter, modifiers)
        case 9: return Key(modifiers.contains(.shift) ? .backTab : .tab, modifiers)
        case 27: return Key(.escape, modifiers)
        case 127, 8: return Key(.backspace, modifiers)
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: code)), code >= 0x20 else { return nil }
            return Key(.character(Character(scalar)), modifiers)
        }
    }

    private static func mouse(code: Int, x: Int, y: Int, released: Bool) -> Event {
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let button = code & 3
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            kind = [MouseEvent.Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button]
        } else if code & 32 != 0 {
            kind = button == 3 ? .move : .drag(button)
        } else if released {
            kind = .release(button == 3 ? 0 : button)
        } else {
            kind = .press(button)
        }
        return .mouse(MouseEvent(kind, at: Point(x: max(0, x), y: max(0, y)), modifiers: modifiers))
    }
}
