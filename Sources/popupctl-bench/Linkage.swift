/// What the popupctl executable loads when it starts, from ldd: the Swift runtime libraries it
/// links dynamically, and whether Foundation is among them (the product must not link it).
enum Linkage {
    static func describe(_ path: String, _ context: BenchContext) -> String {
        guard let ldd = Tool.onPath("ldd"), let output = Capture.output(ldd, [path], context) else { return "ldd unavailable" }
        if output.contains("not a dynamic executable") || output.contains("statically linked") {
            return "statically linked, no Foundation"
        }
        let libraries = output.split(separator: "\n").compactMap { line -> String? in
            let name = line.trimmingSpaces().split(separator: " ").first.map(String.init) ?? ""
            return name.isEmpty ? nil : name
        }
        // ldd says "not a dynamic executable" on stderr, which the capture leaves out.
        if libraries.isEmpty { return "statically linked, no Foundation" }
        let swift = libraries.filter { $0.contains("swift") || $0.contains("dispatch") || $0.contains("Foundation") }
        let foundation = libraries.contains { $0.contains("Foundation") } ? "LINKS FOUNDATION" : "no Foundation"
        if swift.isEmpty { return "Swift runtime linked in, \(libraries.count) shared libraries, \(foundation)" }
        return "\(libraries.count) shared libraries, \(swift.count) of them Swift's (\(swift.joined(separator: " "))), \(foundation)"
    }

    /// The executable loads no shared library: the Swift runtime and libc are linked in.
    static func isStatic(_ path: String, _ context: BenchContext) -> Bool {
        describe(path, context).hasPrefix("statically")
    }
}
