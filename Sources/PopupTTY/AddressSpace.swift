import Glibc

/// Whether room can be had ahead of use: under `ulimit -v` or strict overcommit a large
/// reservation fails, and a Swift buffer that cannot get its room traps instead of failing.
public enum AddressSpace {
    /// True when `bytes` of address space can be allocated now (taken and given back at once;
    /// unwritten, none of it was resident).
    public static func canReserve(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        guard let room = malloc(bytes) else { return false }
        free(room)
        return true
    }
}
