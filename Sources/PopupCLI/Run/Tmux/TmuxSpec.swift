/// Where a tmux popup goes and how large it is, as `--tmux` and POPUPCTL_TMUX give it:
/// `[center|top|bottom|left|right][,W[%][,H[%]]]`, each part optional (fzf's spelling). What is
/// left out follows the box: its place on the screen (the style's) and its size.
public struct TmuxSpec: Sendable, Equatable {
    public enum Position: String, Sendable, CaseIterable {
        case center, top, bottom, left, right
    }

    /// One side of the popup: cells, or a percentage of the screen's.
    public enum Extent: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        /// The cells it is of a side `total` cells long (at least 1, at most `total`).
        func cells(of total: Int) -> Int {
            switch self {
            case .cells(let count): return max(1, min(count, total))
            case .percent(let share): return max(1, min(total, (total * share + 50) / 100))
            }
        }
    }

    public var position: Position?
    public var width: Extent?
    public var height: Extent?

    public init(position: Position? = nil, width: Extent? = nil, height: Extent? = nil) {
        self.position = position
        self.width = width
        self.height = height
    }

    /// What the value means to a person reading an error about it.
    static let expected = "[center|top|bottom|left|right][,WIDTH[%][,HEIGHT[%]]], e.g. bottom,80%,12"

    /// Reads a spec; nil when the text is not one.
    public init?(parsing text: String) {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        if let first = parts.first, let position = Position(rawValue: first.lowercased()) {
            self.position = position
            parts.removeFirst()
        } else if parts.first == "" {
            parts.removeFirst()
        }
        guard parts.count <= 2 else { return nil }
        var sides: [Extent?] = []
        for part in parts {
            if part.isEmpty {
                sides.append(nil)
                continue
            }
            guard let extent = Self.extent(part) else { return nil }
            sides.append(extent)
        }
        width = sides.first ?? nil
        height = sides.count > 1 ? sides[1] : nil
    }

    /// POPUPCTL_TMUX: unset, empty or 0 is no popup, 1 the popup that follows the box, any other
    /// value a spec.
    static func fromEnvironment(_ environment: [String: String]) throws(CLIError) -> TmuxSpec? {
        guard let value = environment["POPUPCTL_TMUX"], !value.isEmpty, value != "0" else { return nil }
        if value == "1" { return TmuxSpec() }
        guard let spec = TmuxSpec(parsing: value) else {
            throw .badValue(option: "POPUPCTL_TMUX", value: value, expected: "1, 0 or " + expected)
        }
        return spec
    }

    /// `N` cells (1–1000) or `N%` (1–100).
    private static func extent(_ text: String) -> Extent? {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "%") }) else { return nil }
        if text.hasSuffix("%") {
            guard let share = Int(text.dropLast()), (1...100).contains(share) else { return nil }
            return .percent(share)
        }
        guard let count = Int(text), (1...1000).contains(count) else { return nil }
        return .cells(count)
    }
}
