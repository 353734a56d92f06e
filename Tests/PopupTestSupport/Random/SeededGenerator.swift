import Foundation
import XCTest

/// The tests' one source of random inputs: SplitMix64 from a seed, so that the inputs are the same
/// on every run and a failure can be replayed. `POPUPCTL_TEST_SEED` replaces every seed, to try
/// other inputs; the seeds a failed test used are printed with its failure (`SeedReport`).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        let chosen = ProcessInfo.processInfo.environment["POPUPCTL_TEST_SEED"].flatMap(Self.parse) ?? seed
        self.seed = chosen
        state = chosen
        SeedReport.used(chosen)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound: the next value's remainder (the bias is of no matter to a test).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// Decimal or, with 0x, hexadecimal: as `SeedReport` prints it.
    static func parse(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
