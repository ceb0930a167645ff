#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running out of memory ends a run with exit code 70 and one line on standard error, without a
/// stack trace, and removes a half-written output file.
///
/// When an allocation of Swift code fails, the Swift runtime prints `Fatal error: failed to
/// allocate N bytes of memory with alignment A` and aborts. What follows depends on the build.
/// Where Swift's backtracer is on (a debug build on Linux, which finds the toolchain's
/// `swift-backtrace`), its SIGABRT handler prints a crash report of some fifty lines; where
/// it is not (the static release build, which has no `swift-backtrace` beside it, or with
/// `SWIFT_BACKTRACE=enable=no`), the runtime prints the stack itself before aborting; on
/// Darwin, Apple's runtime prints neither. Either way the shell sees 134.
///
/// So a run replaces the SIGABRT handler with one that exits 70 at once: the runtime's line
/// is then the only one. (Crashes, which are SIGSEGV, SIGILL or SIGTRAP, keep the backtracer,
/// as they are bugs.) In the static build the runtime's own stack would still come first, so
/// there the Makefile's link sends the runtime's allocation failure to `allocationFailed`
/// below instead (`--wrap`), which writes layoutcalc's own line and exits before the runtime
/// prints anything. This covers Swift's allocations: json-c's failures the reader tells apart
/// from a fault of the spec (`SpecError.isOutOfMemory`), which `LayoutOptions` reports the same
/// way, and where no second thread can be started `Parallel` works on one.
enum OutOfMemory {
    /// From now on, an abort (the runtime's, after a failed allocation or another fatal error
    /// of its own) ends the run with exit code 70.
    static func exitOnAbort() {
        signal(SIGABRT) { _ in
            PendingFile.remove()
            _exit(70)
        }
    }
}

#if STATIC_SWIFT_RUNTIME
/// The runtime's `swift::swift_abortAllocationFailure(size_t, size_t)`, which the static
/// build's link (`--wrap`) sends here: one line and exit 70. It allocates nothing: the
/// message is put together in a buffer on the stack.
@_cdecl("__wrap__ZN5swift28swift_abortAllocationFailureEmm")
func allocationFailed(size: Int, alignmentMask: Int) {
    PendingFile.remove()
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any Int's digits
    withUnsafeMutableBytes(of: &digits) { buffer in
        var size = UInt(bitPattern: size)
        var start = buffer.count
        repeat {
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(size % 10)
            size /= 10
        } while size > 0
        let prefix: StaticString = "layoutcalc: error: out of memory: failed to allocate "
        let suffix: StaticString = " bytes\n"
        _ = writeBytes(UnsafeRawBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount), to: 2)
        _ = writeBytes(UnsafeRawBufferPointer(rebasing: buffer[start...]), to: 2)
        _ = writeBytes(UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount), to: 2)
    }
    _exit(70)
}
#endif
