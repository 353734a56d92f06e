/// `print(outcome)` shows the case as it is written in Swift, without module names:
/// `.chosen(index: 1, label: "Delete", role: .destructive)`, `.dismissed(.escape)`.
extension Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .chosen(let index, let label, let role, let values, let items):
            var text = ".chosen(index: \(index), label: \(label.debugDescription), role: .\(role.rawValue)"
            if !values.isEmpty { text += ", values: \(values.debugDescription)" }
            if !items.isEmpty { text += ", items: \(items)" }
            return text + ")"
        case .dismissed(let reason): return ".dismissed(.\(reason.rawValue))"
        case .timedOut: return ".timedOut"
        case .interrupted(let signal): return ".interrupted(signal: \(signal))"
        case .completed: return ".completed"
        }
    }
}
