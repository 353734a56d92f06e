/// A failure of the bench itself (not of a tool it measures), worded for the person running it.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
