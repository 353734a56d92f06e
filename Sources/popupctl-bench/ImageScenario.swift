/// Item 7: decoding and scaling a large PNG, when popupctl has `--image`. The 1920×1080 picture
/// is written at run time by python3 (zlib-compressed, so that decoding inflates real data).
enum ImageScenario {
    static let section = "7 image"
    static let time = Metric(section: section, name: "1920×1080 PNG --preview exec → exit", unit: .milliseconds)
    static let memory = Metric(section: section, name: "1920×1080 PNG --preview peak RSS", unit: .megabytes)

    static let script = """
    import sys, zlib, struct
    w, h = 1920, 1080
    rows = []
    for y in range(h):
        row = bytearray(b'\\x00')
        for x in range(0, w * 3, 3):
            n = (x * 7919 + y * 104729) % 251
            row += bytes(((x // 3 * 255 // w + n // 8) & 255, (y * 255 // h) & 255, (n + y) & 255))
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
    png += chunk(b'IDAT', zlib.compress(b''.join(rows), 6)) + chunk(b'IEND', b'')
    open(sys.argv[1], 'wb').write(png)
    """

    /// Writes the picture; nil (with a note) when popupctl or python3 cannot take part.
    static func prepare(_ tool: Tool, _ context: BenchContext) -> String? {
        guard let help = Capture.output(tool.path, ["--help"], context), help.contains("--image") else {
            context.note("7 image: this popupctl has no --image option yet; row skipped")
            return nil
        }
        guard let python = Tool.onPath("python3") else {
            context.note("7 image: python3 is not installed to write the PNG; row skipped")
            return nil
        }
        let path = context.fixtures.path("big.png")
        guard Capture.output(python, ["-c", script, path], context) != nil, Machine.fileSize(path) > 0 else {
            context.note("7 image: python3 could not write the PNG; row skipped")
            return nil
        }
        return path
    }

    static func measure(_ tool: Tool, image: String, _ context: BenchContext) {
        let size = "\(context.options.columns)x\(context.options.rows)"
        let arguments = ["--print-frame", "--size", size, "--image", image, "-m", Fixtures.marker]
        // Timed as it is; measured for memory when started from a shell that execs it, so that
        // wait4's high-water mark is popupctl's own and not the bench's (see PtyProcess).
        if let timed = run(context.launch(tool.path, arguments), context), let end = timed.exitTime {
            context.record(end - timed.started, time, tool.kind.rawValue)
        }
        let shell = context.launch("/bin/sh", ["-c", "exec \"$0\" \"$@\"", tool.path] + arguments)
        if let measured = run(shell, context) {
            context.record(Double(measured.reportedMaxResident), memory, tool.kind.rawValue)
        }
    }

    /// Runs `--preview` to its end; nil (with a note) when it fails or hangs.
    private static func run(_ launch: Launch, _ context: BenchContext) -> PtyProcess? {
        guard let process = try? PtyProcess(launch) else { return nil }
        let deadline = process.started + 30
        while true {
            switch process.next(until: deadline) {
            case .output:
                continue
            case .exited:
                guard process.exitStatus == 0 else {
                    context.note("7 image: popupctl --preview --image failed")
                    return nil
                }
                return process
            case .timeout:
                process.terminate()
                context.note("7 image: popupctl --preview --image took over 30 s")
                return nil
            }
        }
    }
}
