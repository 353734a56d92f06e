/// How far apart two words are, for "did you mean" everywhere.
public enum EditDistance {
    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions ("tilte" → "title" is one edit).
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// The closest candidate within a small distance (or the only one it begins), if any.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        let length = word.count
        let allowed = max(2, length / 3)
        // The distance is at least the difference in length: a long word is not compared at all.
        for candidate in candidates where abs(candidate.count - length) <= allowed {
            let distance = between(word, candidate)
            if distance <= allowed, distance < (best?.1 ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if best == nil, length >= 3 {
            return candidates.first { $0.hasPrefix(word) }
        }
        return best?.0
    }
}
