import Glibc

/// statx(2) from glibc, which Swift's Glibc module does not declare: the flags and mask as
/// `<sys/stat.h>` gives them, the result in room of the kernel's `struct statx` (256 bytes).
@_silgen_name("statx")
private func systemStatx(_ directory: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32, _ mask: UInt32,
                         _ result: UnsafeMutableRawPointer) -> Int32

/// When a file was made (its birth time), where the file system keeps it: what tells a new file
/// from an old one that had the same inode number, which a removed file's number may be given again.
enum BirthTime {
    private static let emptyPath: Int32 = 0x1000  // AT_EMPTY_PATH
    private static let birthMask: UInt32 = 0x800  // STATX_BTIME
    /// Where `struct statx` keeps its mask and its birth time (seconds, then nanoseconds).
    private static let maskOffset = 0
    private static let birthOffset = 80

    /// The birth time of the file open at `fd` as "SECONDS.NANOSECONDS"; nil where it is not kept.
    static func of(_ fd: Int32) -> String? {
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 8) { room -> String? in
            room.initializeMemory(as: UInt8.self, repeating: 0)
            guard let base = room.baseAddress, systemStatx(fd, "", emptyPath, birthMask, base) == 0 else { return nil }
            let mask = base.load(fromByteOffset: maskOffset, as: UInt32.self)
            guard mask & birthMask != 0 else { return nil }
            let seconds = base.load(fromByteOffset: birthOffset, as: Int64.self)
            let nanoseconds = base.load(fromByteOffset: birthOffset + 8, as: UInt32.self)
            return "\(seconds).\(nanoseconds)"
        }
    }
}
