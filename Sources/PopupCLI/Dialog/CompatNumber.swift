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
