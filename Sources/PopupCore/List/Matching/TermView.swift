/// A query term as the matching loop sees it: its settings, and its arrays as pointers into room
/// that lives as long as the query (`QueryPlan`) or a `QueryTerm.withView` call. Copying one costs
/// nothing: a `QueryTerm` holds three arrays, and a copy per item of millions is six atomic
/// reference-count operations an item, more than the match itself.
struct TermView {
    let kind: QueryTerm.Kind
    let inverse: Bool
    let ignoresCase: Bool
    /// What a place in an item is worth (`--scheme`).
    let scheme: MatchScheme
    /// Of placements that score alike, the first is taken; false: the last.
    let forward: Bool
    /// The word's bytes, ASCII letters folded to lower case when case is ignored.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where each character's bytes end in `bytes`.
    let characterEnds: UnsafeBufferPointer<Int>
    /// The substring search's fallback table, for the kinds that need one.
    let fallback: UnsafeBufferPointer<Int>

    /// How many characters the word has.
    @inline(__always)
    var characterCount: Int { characterEnds.count }

    /// Every character is one byte (an ASCII word, nearly always).
    @inline(__always)
    var isSingleBytes: Bool { bytes.count == characterEnds.count }

    /// The byte range of character `index` in `bytes`.
    @inline(__always)
    func character(_ index: Int) -> Range<Int> { (index == 0 ? 0 : characterEnds[index - 1])..<characterEnds[index] }

    /// The byte as compared: folded when case is ignored.
    @inline(__always)
    func fold(_ byte: UInt8) -> UInt8 { ignoresCase ? QueryTerm.lowerASCII(byte) : byte }
}

extension QueryTerm {
    /// Runs `body` with a view of this term, valid during the call only.
    func withView<R>(_ body: (TermView) -> R) -> R {
        bytes.withUnsafeBufferPointer { bytes in
            characterEnds.withUnsafeBufferPointer { ends in
                fallback.withUnsafeBufferPointer { fallback in
                    body(TermView(kind: kind, inverse: inverse, ignoresCase: ignoresCase, scheme: scheme, forward: forward,
                                  bytes: bytes, characterEnds: ends, fallback: fallback))
                }
            }
        }
    }
}
