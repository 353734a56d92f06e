/// What a dialect makes of its command line.
enum DialectReading {
    /// Something to print that needs no popup (help, a version, a preview), and its status.
    case printed(Printed)
    /// Popups to show, in turn.
    case show(PlanChain)
}

/// Bytes a command line asks for without a popup, where they go, and the status after them.
struct Printed: Equatable {
    var bytes: [UInt8]
    var sink: Plan.ResultSink
    var status: Int32

    init(_ bytes: [UInt8], to sink: Plan.ResultSink, status: Int32 = 0) {
        self.bytes = bytes
        self.sink = sink
        self.status = status
    }
}
