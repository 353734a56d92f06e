/// A number on a whiptail or dialog command line, read as C's strtol reads it with base 0: an
/// optional sign, then decimal, `0x` hexadecimal or `0` octal digits, and nothing after them.
/// Clamped to what an `Int32` holds, as the tools' `int` does.
enum CompatNumber {
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text.drop { $0 == " " || $0 == "\t" })
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.count > 2, digits.lowercased().hasPrefix("0x") {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.count > 1, digits.hasPrefix("0") {
            radix = 8
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true }) else { return nil }
        var value = 0
        for digit in digits {
            value = min(value * radix + (digit.hexDigitValue ?? 0), Int(Int32.max) + 1)
        }
        return negative ? max(-value, Int(Int32.min)) : min(value, Int(Int32.max))
    }
}

extension CompatNumber {
    /// A box's number as both tools read it: C's strtol with base 10 and nothing after the
    /// digits (`0x10` is refused), leading white space and a sign allowed, the empty word 0 (strtol
    /// reads no digits and stops at its end), then cast to a C `int` (the low 32 bits). Not
    /// clamped: the caller clamps sizes, not values (a range box's 15000, a calendar's year 99999).
    static func decimal(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return 0 }
        var index = bytes.firstIndex { !($0 == 0x20 || (0x09...0x0D).contains($0)) } ?? bytes.count
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count, bytes[index...].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        // strtol saturates at a long's bounds; the cast to int keeps the low bits.
        var value: Int64 = 0
        var saturated = false
        for byte in bytes[index...] where !saturated {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(byte - 0x30))
            if overflow || overflow2 { saturated = true } else { value = sum }
        }
        let long: Int64 = saturated ? (negative ? Int64.min : Int64.max) : (negative ? -value : value)
        return Int(Int32(truncatingIfNeeded: long))
    }
}
