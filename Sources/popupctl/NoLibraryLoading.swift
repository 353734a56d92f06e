#if POPUPCTL_STATIC_EXECUTABLE
/// The release executable is static (see Package.swift) and loads no libraries. The Swift runtime
/// still refers to `dlopen` (for an optional library of prespecialised generics, which a static
/// program cannot use); this definition answers it as a static program must, with no library, and
/// keeps the C library's own, which the linker warns about in a static program, out of the link.
@_cdecl("dlopen")
func dlopen(_ path: UnsafePointer<CChar>?, _ flags: CInt) -> UnsafeMutableRawPointer? {
    nil
}
#endif
