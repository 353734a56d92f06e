/// Every value measured, by row and column; rows keep the order they were first measured in.
struct Samples {
    private(set) var rows: [Metric] = []
    private var values: [String: [String: [Double]]] = [:]

    mutating func add(_ value: Double, _ metric: Metric, column: String) {
        if values[metric.id] == nil {
            rows.append(metric)
            values[metric.id] = [:]
        }
        values[metric.id]![column, default: []].append(value)
    }

    func values(_ metric: Metric, column: String) -> [Double] {
        values[metric.id]?[column] ?? []
    }

    func median(_ metric: Metric, column: String) -> Double? {
        Self.median(values(metric, column: column))
    }

    func median(rowID: String, column: String) -> Double? {
        Self.median(values[rowID]?[column] ?? [])
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
