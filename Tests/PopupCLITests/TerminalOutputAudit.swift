import PopupCore

/// Reads what popupctl wrote to its terminal and lists everything that should not be there: any
/// escape sequence outside the small set the encoder itself uses, any control byte but CR, LF and
/// BEL, invalid UTF-8, and characters that act invisibly (C1, bidi, line separators, format).
enum TerminalOutputAudit {
    /// DEC private modes the dialog sets and resets: alternate screen, cursor, mouse, paste, auto-wrap.
    static let privateModes: Set<String> = ["1049", "25", "1000", "1002", "1006", "2004", "7"]
    /// Final bytes of the CSI sequences the encoder uses: moves, erase, SGR.
    static let csiFinals: Set<UInt8> = Set("HJKmABCD".utf8)

    static func violations(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        var textStart = 0
        func checkText(_ end: Int) {
            guard textStart < end else { return }
            found += textViolations(bytes[textStart..<end])
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                checkText(index)
                let (length, problem) = sequence(at: index, in: bytes)
                if let problem { found.append(problem) }
                index += length
                textStart = index
            } else if byte < 0x20 || byte == 0x7F {
                checkText(index)
                if byte != 0x0D && byte != 0x0A && byte != 0x07 { found.append("control byte 0x\(hex(byte))") }
                index += 1
                textStart = index
            } else {
                index += 1
            }
        }
        checkText(bytes.count)
        return found
    }

    /// The length of the sequence starting with ESC at `start`, and what is wrong with it.
    private static func sequence(at start: Int, in bytes: [UInt8]) -> (Int, String?) {
        // The one string sequence popupctl sends: the background-colour query (OSC 11).
        let query = Array(TerminalQuery.background.utf8)
        if bytes[start...].starts(with: query) { return (query.count, nil) }
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            let next = start + 1 < bytes.count ? hex(bytes[start + 1]) : "end"
            return (1, "ESC followed by 0x\(next): not a CSI")
        }
        var index = start + 2
        var parameters = ""
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        guard index < bytes.count else { return (index - start, "unfinished CSI \(parameters)") }
        let final = bytes[index]
        let length = index - start + 1
        let shown = "CSI \(parameters)\(Character(Unicode.Scalar(final)))"
        if parameters.hasPrefix("?") {
            let mode = String(parameters.dropFirst())
            guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l"), privateModes.contains(mode) else {
                return (length, "private mode outside the allowed set: \(shown)")
            }
            return (length, nil)
        }
        // CSI c alone: the device-attributes query that closes the replies to the OSC 11 query.
        if final == UInt8(ascii: "c"), parameters.isEmpty { return (length, nil) }
        guard csiFinals.contains(final), parameters.allSatisfy({ $0.isNumber || $0 == ";" }) else {
            return (length, "CSI outside the allowed set: \(shown)")
        }
        return (length, nil)
    }

    private static func textViolations(_ bytes: ArraySlice<UInt8>) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["invalid UTF-8"] }
        var found: [String] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let name = "U+" + String(value, radix: 16, uppercase: true)
            if (0x80...0x9F).contains(value) {
                found.append("C1 control \(name)")
            } else if value == 0x2028 || value == 0x2029 {
                found.append("line separator \(name)")
            } else if scalar.properties.isBidiControl {
                found.append("bidi control \(name)")
            } else if scalar.properties.generalCategory == .format, value != 0x200C, value != 0x200D,
                      !(0xE0020...0xE007F).contains(value) {
                found.append("invisible format character \(name)")
            } else if scalar.properties.generalCategory == .unassigned {
                found.append("unassigned code point \(name)")
            }
        }
        return found
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
