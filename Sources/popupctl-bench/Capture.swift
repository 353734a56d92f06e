/// Runs a command in a pseudo-terminal and returns what it printed (for ldd, --help).
enum Capture {
    static func output(_ path: String, _ arguments: [String], _ context: BenchContext) -> String? {
        guard let process = try? PtyProcess(context.launch(path, arguments)) else { return nil }
        var bytes: [UInt8] = []
        let deadline = process.started + 10
        while true {
            switch process.next(until: deadline) {
            case .output(let chunk, _):
                bytes += chunk
            case .exited:
                return String(decoding: bytes.filter { $0 != 0x0D }, as: UTF8.self)
            case .timeout:
                process.terminate()
                return nil
            }
        }
    }
}
