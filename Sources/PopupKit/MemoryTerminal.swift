import PopupCore

/// A terminal in memory: scripted input, captured output, a fixed size and a virtual clock.
/// Drives the whole run loop in tests, with no device and no real time.
public final class MemoryTerminal: Terminal {
    public enum Step: Sendable, Equatable {
        case bytes([UInt8])
        case text(String)
        case signal(Int32)
        /// Virtual time passes with no input.
        case wait(Double)
        case resize(Size)
    }

    public private(set) var output: [UInt8] = []
    public var size: Size
    public private(set) var isRaw = false
    public private(set) var suspendCount = 0
    private var script: [Step]
    private var clock = 0.0
    /// Each frame as written, for tests that look at intermediate screens.
    public private(set) var writes: [[UInt8]] = []

    public init(size: Size = Size(width: 80, height: 24), script: [Step]) {
        self.size = size
        self.script = script
    }

    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Scripted steps not yet read: input that would be left for the shell.
    public var unreadSteps: [Step] { script }

    public func now() -> Double { clock }
    public func enterRawMode() throws { isRaw = true }
    public func restoreMode() { isRaw = false }

    public func write(_ bytes: [UInt8]) throws {
        output += bytes
        writes.append(bytes)
    }

    public func next(timeout: Double?) throws -> TerminalInput {
        while let step = script.first {
            switch step {
            case .wait(let seconds):
                if let timeout, timeout < seconds {
                    clock += timeout
                    script[0] = .wait(seconds - timeout)
                    return .timeout
                }
                clock += seconds
                script.removeFirst()
            case .bytes(let bytes):
                script.removeFirst()
                return .bytes(bytes)
            case .text(let text):
                script.removeFirst()
                return .bytes(Array(text.utf8))
            case .signal(let signal):
                script.removeFirst()
                return .signal(signal)
            case .resize(let newSize):
                script.removeFirst()
                size = newSize
                return .signal(TerminalSignal.windowChange)
            }
        }
        guard let timeout else { return .closed }
        clock += timeout
        return .timeout
    }

    public func suspend() { suspendCount += 1 }
    public func armEmergencyRestore(_ bytes: [UInt8]) {}
    public func disarmEmergencyRestore() {}
}
