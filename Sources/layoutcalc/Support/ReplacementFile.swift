#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// A regular file replaced atomically: the output is written to a temporary file in the same
/// folder, which is renamed over the file only once complete, so that a run stopped halfway
/// leaves the file as it was.
///
/// The temporary file's name has a random part, `.NAME.layoutcalc-0123456789ab.tmp`, and is
/// created exclusively (another name is drawn if one is taken), so a file left behind by a
/// killed run never stands in the way of another. It is removed on every error and on every
/// signal that ends a run and can be caught (`PendingFile`). The replaced file's permissions
/// are kept, and its owner and group where the user may set them.
enum ReplacementFile {
    /// Writes `target` through a temporary file. `existing` is the status of the file it
    /// replaces, if there is one: a file the user may not write is refused, as `>` refuses it.
    /// So is one in a folder the user may not write, where no temporary file can be made:
    /// `>` would write it in place, but then a run stopped halfway would leave it half-written,
    /// which SPEC §3 rules out.
    static func write(
        _ target: FileName, replacing existing: stat?, shownAs shown: String,
        _ body: (inout ByteWriter) throws(OutputError) -> Void
    ) throws {
        if existing != nil, target.withPath({ faccessat(AT_FDCWD, $0, W_OK, AT_EACCESS) }) != 0 {
            throw OutputDestination.cannotWrite(shown, .current)
        }
        let temporary: FileName
        let descriptor: Int32
        switch create(beside: target, replacing: existing != nil) {
        case .success(let created):
            (temporary, descriptor) = created
        case .failure(let error):
            throw OutputDestination.cannotWrite(shown, error)
        }
        PendingFile.track(temporary)
        defer { PendingFile.clear() }
        var isOpen = true
        do {
            if let existing { keepOwnerAndPermissions(of: existing, on: descriptor) }
            try OutputDestination.report(name: shown) { () throws(OutputError) in
                var out = ByteWriter(sink: DescriptorSink(descriptor: descriptor))
                try body(&out)
                try out.flush()
                guard fsync(descriptor) == 0 else { throw .failed(SystemError.current.description) }
                isOpen = false
                guard close(descriptor) == 0 else { throw .failed(SystemError.current.description) }
                let renamed = temporary.withPath { from in target.withPath { to in rename(from, to) } }
                guard renamed == 0 else { throw .failed(SystemError.current.description) }
            }
        } catch {
            if isOpen { close(descriptor) }
            _ = temporary.withPath { unlink($0) }
            throw error
        }
    }

    /// Creates a temporary file beside `target`, drawing another name while one is taken. A
    /// file `replacing` another starts readable by its owner only, until it takes that file's
    /// permissions; a new one is made as `>` makes it (0666 less the umask).
    private static func create(beside target: FileName, replacing: Bool) -> Result<(FileName, Int32), SystemError> {
        let path = target.bytes
        let slash = path.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { path[...$0] } ?? []
        // The name less its end, if long: the temporary name must fit where the name does.
        let name = (slash.map { path[($0 + 1)...] } ?? path[...]).prefix(200)
        for _ in 0..<100 {
            let random = String(UInt64.random(in: 0..<1 << 48), radix: 16)
            let suffix = ".layoutcalc-" + String(repeating: "0", count: 12 - random.count) + random + ".tmp"
            let temporary = FileName(bytes: folder + [UInt8(ascii: ".")] + name + Array(suffix.utf8))
            let descriptor = temporary.withPath {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replacing ? 0o600 : 0o666)
            }
            if descriptor >= 0 { return .success((temporary, descriptor)) }
            if errno != EEXIST { return .failure(.current) }
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// Gives the new file the replaced file's owner and group, as far as the user may (any
    /// group for root, one of the user's own groups for others), then its permissions.
    private static func keepOwnerAndPermissions(of existing: stat, on descriptor: Int32) {
        if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            _ = fchown(descriptor, uid_t.max, existing.st_gid)
        }
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
    }
}
