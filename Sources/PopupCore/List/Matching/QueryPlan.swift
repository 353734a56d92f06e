/// A query's terms laid out for matching: every term's bytes and tables copied once into room of
/// the plan's own, and a `TermView` of each, grouped as the query groups them. Made once per query
/// and never changed, so any number of threads read it at once; it is freed with the last query
/// that holds it.
final class QueryPlan: @unchecked Sendable {
    // Written only in `init`; read-only after, from any thread.
    private let views: UnsafeMutableBufferPointer<TermView>
    private let groupEnds: UnsafeMutableBufferPointer<Int>
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let numbers: UnsafeMutableBufferPointer<Int>

    init(_ groups: [[QueryTerm]]) {
        let terms = groups.flatMap { $0 }
        views = .allocate(capacity: terms.count)
        groupEnds = .allocate(capacity: groups.count)
        bytes = .allocate(capacity: terms.reduce(0) { $0 + $1.bytes.count })
        numbers = .allocate(capacity: terms.reduce(0) { $0 + $1.characterEnds.count + $1.fallback.count })
        var byteOffset = 0
        var numberOffset = 0
        func place<T>(_ values: [T], in room: UnsafeMutableBufferPointer<T>, at offset: inout Int) -> UnsafeBufferPointer<T> {
            let slice = UnsafeMutableBufferPointer(rebasing: room[offset..<(offset + values.count)])
            _ = slice.initialize(from: values)
            offset += values.count
            return UnsafeBufferPointer(slice)
        }
        for (index, term) in terms.enumerated() {
            let termBytes = place(term.bytes, in: bytes, at: &byteOffset)
            let ends = place(term.characterEnds, in: numbers, at: &numberOffset)
            let fallback = place(term.fallback, in: numbers, at: &numberOffset)
            (views.baseAddress! + index).initialize(to: TermView(
                kind: term.kind, inverse: term.inverse, ignoresCase: term.ignoresCase, scheme: term.scheme,
                forward: term.forward, bytes: termBytes, characterEnds: ends, fallback: fallback))
        }
        var end = 0
        for (index, group) in groups.enumerated() {
            end += group.count
            groupEnds[index] = end
        }
    }

    deinit {
        views.deallocate()
        groupEnds.deallocate()
        bytes.deallocate()
        numbers.deallocate()
    }

    /// Runs `body` with the terms, valid during the call.
    func withTerms<R>(_ body: (QueryTerms) -> R) -> R {
        withExtendedLifetime(self) { body(QueryTerms(views: UnsafeBufferPointer(views), groupEnds: UnsafeBufferPointer(groupEnds))) }
    }
}

/// A plan's terms in their groups, as pointers: what one item's match is given.
struct QueryTerms {
    let views: UnsafeBufferPointer<TermView>
    let groupEnds: UnsafeBufferPointer<Int>

    /// How many groups must each match.
    @inline(__always)
    var groupCount: Int { groupEnds.count }

    /// The terms of group `index`, any of which satisfies it.
    @inline(__always)
    func group(_ index: Int) -> UnsafeBufferPointer<TermView> {
        UnsafeBufferPointer(rebasing: views[(index == 0 ? 0 : groupEnds[index - 1])..<groupEnds[index]])
    }
}
