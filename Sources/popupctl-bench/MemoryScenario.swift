/// Item 8: peak memory for hostile input (issue 18): a message of 60 MB of newlines, of 50 MB of
/// `ESC[31m` and of 60 MB of random bytes on `-m -`, and an 8000×8000 16-bit PNG (written by
/// python3 from one repeated row, so it is small on disk and huge decoded). Each is drawn once with
/// `--preview`, started from a shell that execs it, so that wait4's high-water mark is popupctl's own.
/// The targets: a message within twice its size plus 30 MB; any accepted picture under 100 MB.
enum MemoryScenario {
    static let section = "8 memory (peak RSS of --preview)"
    static let newlines = Metric(section: section, name: "-m - 60 MB of newlines", unit: .megabytes, target: .atMost(150))
    static let escapes = Metric(section: section, name: "-m - 50 MB of ESC[31m", unit: .megabytes, target: .atMost(130))
    static let random = Metric(section: section, name: "-m - 60 MB of random bytes", unit: .megabytes, target: .atMost(150))
    static let picture = Metric(section: section, name: "8000×8000 16-bit PNG", unit: .megabytes, target: .atMost(100))

    static let pngScript = """
    import sys, zlib, struct
    w = h = 8000
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    row = b'\\x00' + bytes(range(240)) * (w * 6 // 240)
    packer = zlib.compressobj(6)
    data = b''.join(packer.compress(row) for _ in range(h)) + packer.flush()
    png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 16, 2, 0, 0, 0))
    open(sys.argv[1], 'wb').write(png + chunk(b'IDAT', data) + chunk(b'IEND', b''))
    """

    /// The inputs, written once: (metric, file, is a picture).
    static func prepare(_ context: BenchContext) -> [(Metric, String, Bool)] {
        var inputs: [(Metric, String, Bool)] = []
        var generator = SplitMix(seed: 18)
        let messages: [(Metric, String, () -> [UInt8])] = [
            (newlines, "newlines.txt", { [UInt8](repeating: 0x0A, count: 60_000_000) }),
            (escapes, "escapes.txt", { Array(String(repeating: "\u{1B}[31m", count: 10_000_000).utf8) }),
            (random, "random.bin", { (0..<60_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) } }),
        ]
        for (metric, name, bytes) in messages {
            let path = context.fixtures.path(name)
            do {
                try context.fixtures.write(path, bytes())
                inputs.append((metric, path, false))
            } catch {
                context.note("8 memory: cannot write \(name): \(error)")
            }
        }
        let png = context.fixtures.path("huge16.png")
        if let python = Tool.onPath("python3"), Capture.output(python, ["-c", pngScript, png], context) != nil,
           Machine.fileSize(png) > 0 {
            inputs.append((picture, png, true))
        } else {
            context.note("8 memory: python3 could not write the 16-bit PNG; its row is skipped")
        }
        return inputs
    }

    static func measure(_ tool: Tool, inputs: [(Metric, String, Bool)], _ context: BenchContext) {
        let size = "\(context.options.columns)x\(context.options.rows)"
        for (metric, path, isPicture) in inputs {
            let arguments = ["--print-frame", "--size", size] + (isPicture ? ["--image", path, "-m", Fixtures.marker] : ["-m", "-"])
            let launch = context.launch("/bin/sh", ["-c", "exec \"$0\" \"$@\"", tool.path] + arguments,
                                        stdin: isPicture ? nil : path)
            guard let process = try? PtyProcess(launch) else { continue }
            let deadline = process.started + 300
            var finished = false
            while !finished {
                switch process.next(until: deadline) {
                case .output: continue
                case .exited: finished = true
                case .timeout:
                    process.terminate()
                    finished = true
                }
            }
            guard process.exitStatus == 0 else {
                context.note("8 memory: \(metric.name) did not end well within 300 s")
                continue
            }
            context.record(Double(process.reportedMaxResident), metric, tool.kind.rawValue)
        }
    }
}

/// A small seeded generator: the same "random" bytes on every run.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
