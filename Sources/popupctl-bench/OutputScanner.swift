/// Follows a program's output the way a terminal parses it: escape sequences are stripped so that
/// a marker text can be found in what is printed, the queries a real terminal would answer are
/// answered (`TerminalReplies`), and the cursor-key mode is noted so that arrow keys are typed the way the program
/// asked for. Given a `screen`, it also keeps what the terminal shows.
struct OutputScanner {
    private enum State {
        case ground
        case escape
        case escapeIntermediate
        case csi
        /// OSC, DCS, SOS, PM, APC: a string up to BEL or ST.
        case string(isOSC: Bool)
        case stringEscape(isOSC: Bool)
    }

    static let deviceAttributesReply = TerminalReplies.deviceAttributes
    static let backgroundReply = TerminalReplies.background
    static let cursorPositionReply = TerminalReplies.cursorPosition

    let marker: [UInt8]
    /// Times the marker has been printed whole.
    private(set) var markerCount = 0
    /// DECCKM: arrow keys are sent as ESC O x instead of ESC [ x.
    private(set) var applicationCursorKeys = false
    /// Printable bytes seen (UTF-8 counted by bytes).
    private(set) var printedBytes = 0
    /// What the terminal shows; nil when no one needs to know.
    var screen: Screen?

    /// The terminal's size, as the size reports give it.
    private let size: (columns: Int, rows: Int)
    private var state = State.ground
    private var sequence: [UInt8] = []
    private var matched = 0

    /// `marker`'s first character must not occur again in it, so that a failed partial match can
    /// simply start over.
    init(marker: String, columns: Int = 80, rows: Int = 24) {
        self.marker = Array(marker.utf8)
        size = (columns, rows)
        precondition(!self.marker.isEmpty && !self.marker.dropFirst().contains(self.marker[0]),
                     "the marker's first character must be unique in it")
    }

    /// Takes the next bytes of output; returns what the terminal would answer.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var replies: [UInt8] = []
        for byte in bytes { step(byte, replies: &replies) }
        return replies
    }

    private mutating func step(_ byte: UInt8, replies: inout [UInt8]) {
        switch state {
        case .ground:
            if byte == 0x1B {
                state = .escape
            } else if byte >= 0x20 && byte != 0x7F {
                printed(byte)
            } else {
                screen?.control(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .csi
                sequence = []
            case UInt8(ascii: "]"):
                state = .string(isOSC: true)
                sequence = []
            case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string(isOSC: false)
                sequence = []
            case 0x20...0x2F:
                state = .escapeIntermediate
            case 0x1B:
                state = .escape
            default:
                screen?.escape(byte)
                state = .ground
            }
        case .escapeIntermediate:
            if !(0x20...0x2F).contains(byte) { state = .ground }
        case .csi:
            if (0x40...0x7E).contains(byte) {
                finishCSI(final: byte, replies: &replies)
                state = .ground
            } else if byte == 0x1B {
                state = .escape
            } else {
                sequence.append(byte)
            }
        case .string(let isOSC):
            if byte == 0x07 {
                finishString(isOSC: isOSC, replies: &replies)
                state = .ground
            } else if byte == 0x1B {
                state = .stringEscape(isOSC: isOSC)
            } else {
                sequence.append(byte)
            }
        case .stringEscape(let isOSC):
            // ESC \ ends the string; any other ESC starts a new sequence.
            finishString(isOSC: isOSC, replies: &replies)
            state = .ground
            if byte != UInt8(ascii: "\\") {
                state = .escape
                step(byte, replies: &replies)
            }
        }
    }

    private mutating func printed(_ byte: UInt8) {
        printedBytes += 1
        screen?.print(byte)
        if byte == marker[matched] {
            matched += 1
        } else {
            // The first character occurs only once in the marker (init checks), so start over.
            matched = byte == marker[0] ? 1 : 0
        }
        if matched == marker.count {
            markerCount += 1
            matched = 0
        }
    }

    private mutating func finishCSI(final: UInt8, replies: inout [UInt8]) {
        screen?.csi(sequence, final: final)
        let parameters = String(decoding: sequence, as: UTF8.self)
        replies += TerminalReplies.csi(parameters, final: final, columns: size.columns, rows: size.rows)
        if final == UInt8(ascii: "h") || final == UInt8(ascii: "l"), parameters.hasPrefix("?"),
           parameters.dropFirst().split(separator: ";").contains("1") {
            applicationCursorKeys = final == UInt8(ascii: "h")
        }
    }

    private mutating func finishString(isOSC: Bool, replies: inout [UInt8]) {
        if isOSC { replies += TerminalReplies.osc(String(decoding: sequence, as: UTF8.self)) }
    }
}
