#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("layoutcalc needs the C library of Linux or of macOS")
#endif

// read(2) and write(2) under names of their own: inside a type that has a `read` or a `write`
// (`InputFile.read`, `DescriptorSink.write`), the C functions could only be named with their
// module, which is not the same on every platform.

/// Reads up to `count` bytes from `descriptor` into `buffer`, again when a signal interrupts
/// it: the number of bytes read (0 at the end), or the error number.
func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Result<Int, SystemError> {
    while true {
        let result = read(descriptor, buffer, count)
        if result >= 0 { return .success(result) }
        if errno != EINTR { return .failure(SystemError(code: errno)) }
    }
}

/// Writes all of `bytes` to `descriptor`, again where a signal interrupts it; the error number
/// if a write fails.
func writeBytes(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return SystemError(code: errno)
        }
        offset += written
    }
    return nil
}

/// An error number of the C library, and the system's words for it.
struct SystemError: Error, Equatable {
    var code: Int32

    /// The error `errno` holds now.
    static var current: SystemError { SystemError(code: errno) }

    var description: String { String(cString: strerror(code)) }
}

/// Whether `a` and `b` hold the same bytes.
func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
