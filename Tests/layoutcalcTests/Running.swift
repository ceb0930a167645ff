import Foundation
import Testing
import TestSupport

/// The `layoutcalc` built beside this test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("layoutcalc")

/// This build, and the release build when `make test` names it (`LAYOUTCALC_RELEASE`).
let builds = [executable.path] + (ProcessInfo.processInfo.environment["LAYOUTCALC_RELEASE"].map { [$0] } ?? [])

/// What a run of `layoutcalc` printed and how it exited.
struct Run {
    var status: Int32
    var stdout: Data
    var stderr: String

    var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs `layoutcalc` with `arguments` in the package root, feeding it `input`.
func layoutcalc(_ arguments: [String], input: Data? = nil) throws -> Run {
    try run(executable.path, arguments, input: input)
}

/// Runs a program, its output collected through files (no pipe can fill up and stall it).
func run(_ program: String, _ arguments: [String], input: Data? = nil) throws -> Run {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcalc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    let inURL = scratch.appendingPathComponent("in")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try (input ?? Data()).write(to: inURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// Runs a shell command line in the package root (for pipes and closed descriptors).
func shell(_ command: String) throws -> Run {
    try run("/bin/bash", ["-c", command])
}

/// Whether `ulimit -v` limits what a run may allocate: Linux enforces it, macOS does not, and
/// AddressSanitizer (`make sanitize` says when it is on) cannot start within such a limit.
let addressSpaceCanBeLimited: Bool = {
    #if os(Linux)
    return ProcessInfo.processInfo.environment["LAYOUTCALC_SANITIZED"] == nil
    #else
    return false
    #endif
}()

/// Whether a program is on the PATH.
func isInstalled(_ program: String) -> Bool {
    (try? shell("command -v \(program)"))?.status == 0
}

/// A file under a fresh temporary directory, which is removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcalc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// The samples' golden outputs, as `samples/goldens` lists them.
struct Golden: CustomTestStringConvertible, Sendable {
    var expected: String
    var arguments: [String]

    var testDescription: String { expected }

    static let all: [Golden] = {
        let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("samples/goldens"), encoding: .utf8)) ?? ""
        return manifest.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let expected = fields.first, !expected.hasPrefix("#"), fields.count >= 2 else { return nil }
            return Golden(expected: expected, arguments: ["samples/" + fields[1]] + fields.dropFirst(2))
        }
    }()
}

/// Runs a shell command line, its output thrown away, and returns its exit status and the peak
/// resident memory of the largest process it waited for, in kilobytes (Linux's `ru_maxrss`).
/// A small Python process starts it and reads its children's peak: a process started by this
/// one would count this test process's own memory as its peak, since a child starts out
/// sharing its parent's pages.
func peakMemory(ofShell command: String) throws -> (status: Int32, kilobytes: Int) {
    let script = """
        import resource, subprocess, sys
        status = subprocess.run(["/bin/bash", "-c", sys.argv[1]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """
    let result = try run("/usr/bin/env", ["python3", "-c", script, command])
    let fields = result.output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard result.status == 0, fields.count == 2 else { throw MeasurementFailed(message: result.stderr) }
    return (Int32(fields[0]), fields[1])
}

/// A measurement's helper failed.
struct MeasurementFailed: Error {
    var message: String
}

/// The changes in a directory, read as events (inotify on Linux; elsewhere kqueue on the
/// directory and the entries it holds), so that a test waits on them, never on a timer.
/// Set one up before starting what is waited for: it sees the changes from then on.
final class DirectoryWatch {
    /// Waits until `condition` holds, checking it again after each change in the directory (an
    /// entry created, written or renamed); gives up after `seconds`, a minute unless told (a
    /// loaded machine may take seconds to start a process). Returns whether it came to hold.
    func wait(seconds: Double = 60, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            wait(milliseconds: Int32(min(Double(Int32.max), (left / .milliseconds(1)).rounded(.up))))
        }
        return true
    }

    #if os(Linux)
    private let descriptor: Int32

    init(_ directory: URL) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        _ = inotify_add_watch(descriptor, directory.path, UInt32(IN_CREATE | IN_MODIFY | IN_MOVED_TO | IN_CLOSE_WRITE))
    }

    /// Blocks until a change, or `milliseconds`, then drops the events read.
    private func wait(milliseconds: Int32) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
    #else
    private let queue = kqueue()
    private let directory: URL
    /// The directory's descriptor and those of the entries it holds, each watched for writes.
    private var watched: [String: Int32] = [:]

    init(_ directory: URL) {
        self.directory = directory
        watch(directory.path)
        watchEntries()
    }

    private func watch(_ path: String) {
        guard watched[path] == nil else { return }
        let descriptor = open(path, O_EVTONLY)
        guard descriptor >= 0 else { return }
        watched[path] = descriptor
        var change = kevent(
            ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_RENAME), data: 0, udata: nil)
        _ = kevent(queue, &change, 1, nil, 0, nil)
    }

    /// Watches each entry of the directory, the ones created since included.
    private func watchEntries() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            watch(directory.appendingPathComponent(name).path)
        }
    }

    private func wait(milliseconds: Int32) {
        var timeout = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
        var event = kevent()
        _ = kevent(queue, nil, 0, &event, 1, &timeout)
        watchEntries()
    }

    func close() {
        for descriptor in watched.values { _ = Darwin.close(descriptor) }
        _ = Darwin.close(queue)
    }
    #endif
}
