import Glibc

/// Whether room can be had ahead of use: under `ulimit -v` or strict overcommit a large
/// reservation fails, and a Swift buffer that cannot get its room traps instead of failing.
public enum AddressSpace {
    /// True when `bytes` of address space can be allocated now (taken and given back at once;
    /// unwritten, none of it was resident). Mapped as the allocator maps a large block, writable
    /// and private, so that strict overcommit counts it too; by system calls, because an optimiser
    /// may drop a `malloc` whose block is freed unused and take it as having succeeded.
    public static func canReserve(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        let room = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let room, room != MAP_FAILED else { return false }
        munmap(room, bytes)
        return true
    }
}
