import XCTest

/// Waits until `probe` reads a value `isDone` accepts, and returns the last value read. At the
/// deadline the test fails with what it waited for and what was seen last (`describe` words it),
/// so that a timeout says where the program stood instead of only that it was late.
@discardableResult
public func eventually<Value>(_ what: @autoclosure () -> String, timeout: Double = 10, every interval: Double = Poll.interval,
                              describe: (Value) -> String = { "last seen: \($0)" },
                              file: StaticString = #filePath, line: UInt = #line,
                              _ probe: () throws -> Value, until isDone: (Value) throws -> Bool) rethrows -> Value {
    let polled = try Poll.until(timeout: timeout, every: interval, probe, isDone)
    if !polled.met { XCTFail("timed out after \(timeout) s waiting for \(what()); \(describe(polled.value))", file: file, line: line) }
    return polled.value
}

/// Waits until `condition` holds; false (and the test failed, with `describe()` saying what was
/// seen) when it still does not at the deadline.
@discardableResult
public func eventually(_ what: @autoclosure () -> String, timeout: Double = 10, every interval: Double = Poll.interval,
                       describe: () -> String = { "it never did" },
                       file: StaticString = #filePath, line: UInt = #line, _ condition: () throws -> Bool) rethrows -> Bool {
    try eventually(what(), timeout: timeout, every: interval, describe: { _ in describe() }, file: file, line: line,
                   condition, until: { $0 })
}
