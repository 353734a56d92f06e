/// What one line of progress input says. The conventions of zenity (`# text`), of whiptail's
/// and dialog's gauge (`XXX` blocks, a bare percentage) and plain output, told apart by bytes.
enum ProgressLine {
    /// `N` or `N%`, 0–100, decimals allowed, spaces around; more than 100 counts as 100.
    static func percent(_ line: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = line.startIndex
        let end = line.endIndex
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        var whole = 0.0
        var fraction = 0.0
        var scale = 1.0
        var digits = 0
        var seenPoint = false
        while index < end {
            let byte = line[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                if seenPoint {
                    scale /= 10
                    fraction += Double(byte - 0x30) * scale
                } else if whole <= 1000 {
                    whole = whole * 10 + Double(byte - 0x30)
                }
            } else if byte == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        if index < end, line[index] == 0x25 { index += 1 }
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index == end else { return nil }
        return min(100, whole + fraction)
    }

    /// The gauge's block marker, a line `XXX` (spaces around allowed).
    static func isBlockMarker(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var bytes = line[...]
        while bytes.first == 0x20 || bytes.first == 0x09 { bytes = bytes.dropFirst() }
        while bytes.last == 0x20 || bytes.last == 0x09 { bytes = bytes.dropLast() }
        return bytes.count == 3 && bytes.allSatisfy { $0 == 0x58 }
    }

    /// zenity's message line, `# TEXT`: the text after the `#` and the spaces that follow it.
    static func message(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard line.first == 0x23 else { return nil }
        var text = line.dropFirst()
        while text.first == 0x20 || text.first == 0x09 { text = text.dropFirst() }
        return UnsafeBufferPointer(rebasing: text)
    }

    /// A gauge message line: `\n` written out stands for a line break, as in whiptail and dialog.
    static func gaugeText(_ line: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: line, as: UTF8.self).replacing("\\n", with: "\n")
    }
}
