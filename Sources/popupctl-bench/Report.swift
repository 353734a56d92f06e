/// The table the bench prints: medians per tool, popupctl's ratio to each peer, and the targets.
struct Report {
    let samples: Samples
    let columns: [String]
    let peers: [String]

    init(samples: Samples, tools: [Tool]) {
        self.samples = samples
        columns = tools.map(\.kind.rawValue)
        peers = columns.filter { $0 != Tool.Kind.popupctl.rawValue }
    }

    private static let labelWidth = 48
    private static let valueWidth = 10

    func table(skipping skipped: Set<String>) -> [String] {
        var lines: [String] = []
        var header = Format.padRight("", Self.labelWidth) + columns.map { Format.padLeft($0, Self.valueWidth) }.joined()
        header += peers.map { Format.padLeft("÷" + $0, Self.valueWidth) }.joined()
        header += "  " + Format.padRight("target", 18) + "met"
        lines.append(header)
        var sections: [String] = []
        for metric in samples.rows where !skipped.contains(metric.section) && !sections.contains(metric.section) {
            sections.append(metric.section)
        }
        for section in sections {
            lines.append(section)
            for metric in samples.rows where metric.section == section { lines.append(row(metric)) }
        }
        return lines
    }

    /// A column's median for the row, or for the row it borrows its peers from.
    private func median(_ metric: Metric, _ column: String) -> Double? {
        if let value = samples.median(metric, column: column) { return value }
        return metric.peerRow.flatMap { samples.median(rowID: $0, column: column) }
    }

    private func row(_ metric: Metric) -> String {
        let unit = metric.unitLabel.isEmpty ? "" : " (\(metric.unitLabel))"
        var line = Format.padRight("  " + metric.name + unit, Self.labelWidth)
        let popupctl = samples.median(metric, column: Tool.Kind.popupctl.rawValue)
        for column in columns {
            line += Format.padLeft(samples.median(metric, column: column).map(metric.display) ?? "", Self.valueWidth)
        }
        for peer in peers {
            line += Format.padLeft(ratio(popupctl, median(metric, peer)).map { Format.fixed($0, 2) } ?? "-", Self.valueWidth)
        }
        let (target, met) = evaluate(metric, popupctl: popupctl)
        if !target.isEmpty { line += "  " + Format.padRight(target, 18) + met }
        return line
    }

    private func ratio(_ value: Double?, _ base: Double?) -> Double? {
        guard let value, let base, base > 0 else { return nil }
        return value / base
    }

    /// The target in words and whether popupctl's median meets it ("-" when it cannot be told).
    private func evaluate(_ metric: Metric, popupctl: Double?) -> (String, String) {
        switch metric.target {
        case .none:
            return ("", "")
        case .ratioToWhiptail(let limit):
            return evaluate(metric, popupctl: popupctl, ratioTo: .whiptail, limit)
        case .ratioTo(let peer, let limit):
            return evaluate(metric, popupctl: popupctl, ratioTo: peer, limit)
        case .atMost(let limit):
            let met = popupctl.map { $0 <= metric.recorded(limit) }
            return ("≤ " + Self.amount(limit, metric), Self.word(met))
        case .atLeast(let limit):
            let met = popupctl.map { $0 >= metric.recorded(limit) }
            return ("≥ " + Self.amount(limit, metric), Self.word(met))
        }
    }

    private func evaluate(_ metric: Metric, popupctl: Double?, ratioTo peer: Tool.Kind, _ limit: Double) -> (String, String) {
        let met = ratio(popupctl, median(metric, peer.rawValue)).map { $0 <= limit }
        return ("≤ \(Format.fixed(limit, limit < 1 ? 2 : 1))× \(peer.rawValue)", Self.word(met))
    }

    private static func amount(_ limit: Double, _ metric: Metric) -> String {
        let amount = metric.unit == .bytes ? String(Int(limit)) : Format.fixed(limit, limit < 10 ? 1 : 0)
        return amount + (metric.unitLabel.isEmpty ? "" : " " + metric.unitLabel)
    }

    private static func word(_ met: Bool?) -> String {
        met.map { $0 ? "yes" : "NO" } ?? "-"
    }
}
