import Glibc

/// The machine the numbers come from, as the report describes it.
enum Machine {
    static var processors: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    static var model: String {
        field("model name", in: read("/proc/cpuinfo")) ?? "unknown processor"
    }

    static var memory: String {
        guard let text = field("MemTotal", in: read("/proc/meminfo")),
              let kib = Double(text.split(separator: " ").first ?? "") else { return "unknown memory" }
        return Format.fixed(kib / 1_048_576, 1) + " GiB"
    }

    /// The 1-minute load average: the other work competing for the processors.
    static var load: String {
        String(read("/proc/loadavg").split(separator: " ").first ?? "?")
    }

    static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    private static func field(_ name: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingSpaces()
        }
        return nil
    }

    static func read(_ path: String) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
