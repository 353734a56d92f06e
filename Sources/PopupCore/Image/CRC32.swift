/// CRC-32 (ISO 3309 / PNG chunk checksum), slicing-by-8.
enum CRC32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(0, $0) }
    }

    /// Continues `crc` (the checksum of earlier bytes, 0 for none) over `buffer`.
    static func update(_ crc: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = buffer.baseAddress else { return crc }
        var c = ~crc
        var remaining = buffer.count
        var p = UnsafeRawPointer(base)
        tables.withUnsafeBufferPointer { t in
            while remaining >= 8 {
                let one = UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)) ^ c
                let two = UInt32(littleEndian: p.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
                c = t[7 * 256 + Int(one & 0xFF)] ^ t[6 * 256 + Int((one >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((one >> 16) & 0xFF)] ^ t[4 * 256 + Int(one >> 24)]
                    ^ t[3 * 256 + Int(two & 0xFF)] ^ t[2 * 256 + Int((two >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((two >> 16) & 0xFF)] ^ t[Int(two >> 24)]
                p += 8
                remaining -= 8
            }
            while remaining > 0 {
                c = t[Int((c ^ UInt32(p.load(as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                p += 1
                remaining -= 1
            }
        }
        return ~c
    }

    /// Table k maps a byte to its CRC contribution k bytes further back in the stream.
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 {
                c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
            }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = (previous >> 8) ^ t[Int(previous & 0xFF)]
            }
        }
        return t
    }()
}
