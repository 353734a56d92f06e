/// The system call a blocked process (or thread) waits in, as /proc/PID/syscall shows it: the
/// call's number and its six arguments. The numbers are the architecture's own, and so is the call
/// glibc's poll() makes, so tests ask by name instead of reading raw numbers.
public struct SystemCall: Equatable, Sendable, CustomStringConvertible {
    public let number: Int
    public let arguments: [UInt64]

    /// Reads /proc/PID/syscall's text ("7 0x0 0x0 0x64 …": the number in decimal, then the
    /// arguments, the stack pointer and the program counter in hex). nil while the process runs
    /// ("running"), when it is not in a call ("-1 …"), or when the text is not of that form.
    public init?(procText: String) {
        let words = procText.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let first = words.first, let number = Int(first), number >= 0, words.count >= 7 else { return nil }
        var arguments: [UInt64] = []
        for word in words[1...6] {
            guard word.hasPrefix("0x"), let value = UInt64(word.dropFirst(2), radix: 16) else { return nil }
            arguments.append(value)
        }
        self.number = number
        self.arguments = arguments
    }

    /// write(2).
    public var isWrite: Bool { number == Number.write }

    /// poll(fds, `descriptors`, `timeoutMilliseconds`) as glibc makes it. On aarch64, which has no
    /// poll, glibc calls ppoll with a pointer to the timeout, which /proc does not follow: there
    /// only the count and that a timeout was given can be checked.
    public func isPoll(descriptors: Int, timeoutMilliseconds: Int) -> Bool {
        #if arch(x86_64)
        return number == Number.poll && arguments[1] == UInt64(descriptors) && arguments[2] == UInt64(timeoutMilliseconds)
        #else
        return number == Number.ppoll && arguments[1] == UInt64(descriptors) && arguments[2] != 0
        #endif
    }

    public var description: String {
        "\(number)(" + arguments.map { "0x" + String($0, radix: 16) }.joined(separator: ", ") + ")"
    }

    /// System call numbers: x86-64's from arch/x86/entry/syscalls/syscall_64.tbl, aarch64's from
    /// include/uapi/asm-generic/unistd.h.
    enum Number {
        #if arch(x86_64)
        static let write = 1
        static let poll = 7
        #elseif arch(arm64)
        static let write = 64
        static let ppoll = 73
        #else
        #error("system call numbers for this architecture: add them beside x86-64's and aarch64's")
        #endif
    }
}
