/// Number formatting without Foundation.
enum Format {
    /// `value` with exactly `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// 1000000 → "1 000 000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(" ") }
            out.append(digit)
        }
        return out
    }
}
