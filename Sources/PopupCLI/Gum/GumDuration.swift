/// Go's `time.ParseDuration`, which gum's `--timeout` values are read with: a sequence of
/// decimal numbers each with a unit (`ns`, `us`, `µs`, `ms`, `s`, `m`, `h`), `0` alone, an
/// optional sign.
enum GumDuration {
    static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        var sign = 1.0
        if rest.first == "-" || rest.first == "+" {
            if rest.first == "-" { sign = -1 }
            rest = rest.dropFirst()
        }
        if rest == "0" { return 0 }
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { !($0.isASCII && ($0.isNumber || $0 == ".")) }
            rest = rest.dropFirst(unit.count)
            guard let scale = units[String(unit)] else { return nil }
            total += value * scale
        }
        return sign * total
    }

    private static let units: [String: Double] = [
        "ns": 1e-9, "us": 1e-6, "µs": 1e-6, "μs": 1e-6, "ms": 1e-3, "s": 1, "m": 60, "h": 3600,
    ]
}
