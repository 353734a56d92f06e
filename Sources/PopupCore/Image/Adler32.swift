/// Adler-32 (RFC 1950), the zlib stream checksum.
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(1, $0) }
    }

    /// Continues `adler` (1 for an empty prefix) over `buffer`.
    static func update(_ adler: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let p = buffer.baseAddress else { return adler }
        let modulus: UInt64 = 65521
        var a = UInt64(adler & 0xFFFF)
        var b = UInt64(adler >> 16)
        var i = 0
        let n = buffer.count
        let lanes = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while n - i >= 16 {
            // Per lane: s1 sums the bytes, s2 sums s1 after each block. For a run of N blocks
            // that gives a += Σs1 and b += 16·N·a + 16·Σs2 − Σ lane·s1. 347 blocks (5552 bytes,
            // zlib's NMAX) keep every lane within 32 bits.
            let blocks = min((n - i) / 16, 347)
            var s1 = SIMD16<UInt32>(repeating: 0)
            var s2 = SIMD16<UInt32>(repeating: 0)
            for _ in 0..<blocks {
                let bytes = UnsafeRawPointer(p + i).loadUnaligned(as: SIMD16<UInt8>.self)
                s1 &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
                s2 &+= s1
                i += 16
            }
            let laneWeighted = UInt64((s1 &* lanes).wrappedSum())
            b += UInt64(16 * blocks) * a + 16 * UInt64(s2.wrappedSum()) - laneWeighted
            a += UInt64(s1.wrappedSum())
            a %= modulus
            b %= modulus
        }
        while i < n {
            a += UInt64(p[i])
            b += a
            i += 1
        }
        return UInt32(b % modulus) << 16 | UInt32(a % modulus)
    }
}
