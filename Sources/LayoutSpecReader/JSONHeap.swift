#if canImport(Glibc)
internal import CJSONC
import Glibc
#endif

/// glibc's heap made ready for json-c's tree of a big spec, which a command-line run asks for
/// (a library's process keeps its allocator as it is).
///
/// json-c allocates the tree in pieces of tens of bytes, in all many times the size of a spec of
/// small objects. glibc grows its heap 128 KB at a time and the thread that parses the second
/// half (`SplitParse`) a page at a time, one `brk` or `mprotect` call each, and the kernel then
/// maps each of those pages, 4 KB at a time, as it is first written.
/// Prepared, the heap grows in steps of `step`, and what it reserves is backed by the kernel's
/// transparent huge pages of 2 MB wherever they can be had (this kernel gives them only to
/// memory that asks, `madvise` mode): the system calls and page faults of a refused big spec
/// drop to a small fraction (docs/performance.md, "A heap made for json-c's tree"). A no-op
/// where the C library is not glibc.
public enum JSONHeap {
    /// How much the heap grows by at a time, and the largest block it keeps out of `mmap`.
    static let step = 64 << 20

    /// The size of the kernel's transparent huge page on x86-64 and (with 4 KB pages) arm64.
    static let hugePage = 2 << 20

    /// Whether the process has its heap prepared: set once, by the main thread, before the
    /// parse that starts the worker thread which reads it.
    nonisolated(unsafe) private(set) static var isPrepared = false

    /// Prepares the heap when a text of `length` bytes is about to be parsed and it is big
    /// enough to be parsed in two pieces (`SplitParse.minimumLength`).
    /// Call it on the main thread, before the spec is read. A process whose address space or
    /// data segment is limited (`ulimit -v`, `-d`) keeps its heap as it is: the reserve would
    /// take what little it has, and a run that fits would run out of memory.
    public static func prepare(forTextOf length: Int) {
        #if canImport(Glibc)
        guard length >= SplitParse.minimumLength, !isPrepared, isUnlimited(RLIMIT_AS), isUnlimited(RLIMIT_DATA) else { return }
        isPrepared = true
        // A fixed threshold, where glibc's own would rise to 32 MB as big blocks are freed:
        // setting the pad stops that rise, and the blocks below it then come from the heap too.
        _ = mallopt(M_MMAP_THRESHOLD, Int32(step / 2))
        _ = mallopt(M_TOP_PAD, Int32(step))
        // No fast bins: each of the tree's small pieces is merged with its free neighbours as it
        // is freed, on the core that frees it (both, a big tree's two halves at once), rather
        // than all of them at the first large allocation after, on one core, in the layout.
        _ = mallopt(M_MXFAST, 0)
        // One block more than the heap has spare makes it grow now by `step` beyond the block:
        // that reserve is what gets the huge pages.
        guard let block = malloc(1 << 20) else { return }
        adviseHugePages(from: UInt(bitPattern: block), to: UInt(bitPattern: sbrk(0)))
        free(block)
        #endif
    }

    /// Asks for huge pages in the calling thread's own arena, once the heap is prepared: the
    /// worker's, which holds the tree's second half. glibc makes a thread's arena from heaps
    /// of 64 MB aligned to their size, the first reserved whole when the pad is `step`; a
    /// block allocated here lies in the arena's current one.
    static func prepareThreadArena() {
        #if canImport(Glibc)
        guard isPrepared, let block = malloc(1) else { return }
        let heap = UInt(bitPattern: block) & ~UInt(step - 1)
        // The main thread's heap (if the thread shares it) is left alone.
        if UInt(bitPattern: block) >= UInt(bitPattern: sbrk(0)) {
            adviseHugePages(from: heap, to: heap + UInt(step))
        }
        free(block)
        #endif
    }

    #if canImport(Glibc)
    private static func isUnlimited(_ resource: __rlimit_resource) -> Bool {
        var limit = rlimit()
        return getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 && limit.rlim_cur == rlim_t.max  // RLIM_INFINITY
    }

    /// Marks the whole huge pages between `start` and `end` as wanting huge pages.
    private static func adviseHugePages(from start: UInt, to end: UInt) {
        let first = (start + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
        let last = end & ~UInt(hugePage - 1)
        guard last > first else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: first), Int(last - first), MADV_HUGEPAGE)
    }
    #endif
}
