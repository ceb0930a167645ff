import Foundation
import Testing

/// The package's root directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The `layoutcalc` built beside this test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("layoutcalc")

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
