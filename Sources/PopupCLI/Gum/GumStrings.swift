/// The few string operations gum's verbs need, on the standard library alone.
extension StringProtocol {
    /// Without spaces, tabs and line breaks at either end (Go's `strings.TrimSpace`).
    var gumTrimmed: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The parts between each `separator` (Go's `strings.Split`: empty parts kept).
    func gumSplit(_ separator: String) -> [String] {
        guard !separator.isEmpty else { return [String(self)] }
        return split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }
}
