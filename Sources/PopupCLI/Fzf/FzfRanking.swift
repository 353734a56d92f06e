import PopupCore

/// fzf's `--scheme` and `--tiebreak`: each scheme brings its tiebreaks, a later `--tiebreak`
/// replaces them, and with neither given, items that do not come through stdin (the walker,
/// FZF_DEFAULT_COMMAND) are taken for paths, as fzf takes them.
enum FzfRanking {
    /// The tiebreaks `scheme` brings.
    static func tiebreaks(of scheme: MatchScheme) -> [Tiebreak] {
        switch scheme {
        case .default: return [.length]
        case .path: return [.pathname, .length]
        case .history: return []
        }
    }

    static func scheme(_ text: String) throws(FzfError) -> MatchScheme {
        guard let scheme = MatchScheme(rawValue: text.lowercased()) else { throw .badValue(option: "--scheme", value: text) }
        return scheme
    }

    /// `--tiebreak`'s list: each criterion once, `index` (input order, always the last word) only at the end.
    static func tiebreaks(_ text: String) throws(FzfError) -> [Tiebreak] {
        var criteria: [Tiebreak] = []
        var sawIndex = false
        for word in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            guard !sawIndex else { throw .badValue(option: "--tiebreak", value: text) }
            if word == "index" {
                sawIndex = true
                continue
            }
            guard let criterion = Tiebreak(rawValue: String(word)), !criteria.contains(criterion) else {
                throw .badValue(option: "--tiebreak", value: text)
            }
            criteria.append(criterion)
        }
        guard criteria.count <= 3 else { throw .badValue(option: "--tiebreak", value: text) }
        return criteria
    }

    /// The scheme and tiebreaks a run uses.
    static func resolve(_ options: FzfOptions, stdinIsTerminal: Bool) -> (scheme: MatchScheme, tiebreaks: [Tiebreak]) {
        if let scheme = options.scheme { return (scheme, options.tiebreaks ?? tiebreaks(of: scheme)) }
        if let given = options.tiebreaks { return (.default, given) }
        let reloadsAtStart = options.bindings.contains { binding in
            binding.key == "start" && binding.actions.contains { $0.name.hasPrefix("reload") || $0.name.hasPrefix("transform") }
        }
        let scheme: MatchScheme = stdinIsTerminal && !reloadsAtStart ? .path : .default
        return (scheme, tiebreaks(of: scheme))
    }
}
