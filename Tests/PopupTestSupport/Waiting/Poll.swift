import Foundation

/// What a poll saw last, whether it was what the poll waited for, and how long the poll took.
public struct Polled<Value> {
    public var value: Value
    public var met: Bool
    /// Seconds from the first look to the last.
    public var seconds: Double
}

/// The one wait the tests have: look, and look again a moment later, until what is seen is what
/// is waited for or a deadline passes. Its interval is the only sleep in the tests; nothing else
/// waits for time to pass in the hope that something has happened.
public enum Poll {
    /// Short against every deadline the tests give, long enough not to crowd the machine.
    public static let interval = 0.02

    /// Reads `probe` every `interval` seconds until `isDone` accepts what it read or `timeout`
    /// seconds have passed; the last value read, and whether it was accepted. Reaching the
    /// deadline is no failure here: a test that expects nothing to change waits this way.
    @discardableResult
    public static func until<Value>(timeout: Double, every interval: Double = Poll.interval,
                                    _ probe: () throws -> Value, _ isDone: (Value) throws -> Bool) rethrows -> Polled<Value> {
        let start = Date()
        while true {
            let value = try probe()
            let seconds = Date().timeIntervalSince(start)
            if try isDone(value) { return Polled(value: value, met: true, seconds: seconds) }
            if seconds >= timeout { return Polled(value: value, met: false, seconds: seconds) }
            if interval > 0 { Thread.sleep(forTimeInterval: interval) }
        }
    }

    /// Waits until `condition` holds or `timeout` seconds have passed; whether it held.
    @discardableResult
    public static func until(timeout: Double, every interval: Double = Poll.interval, _ condition: () throws -> Bool) rethrows -> Polled<Bool> {
        try until(timeout: timeout, every: interval, condition, { $0 })
    }
}
