import Foundation
import Testing

/// `--output` replaces its file whole or not at all; output errors end with exit 74.
@Suite struct OutputIntegrityTests {
    /// A waterfall whose JSON is tens of megabytes: long enough to be stopped half-written.
    func largeSpec(in directory: URL) throws -> URL {
        let ratios = (0..<300_000).map { ["1", "0.75", "1.5", "2"][$0 % 4] }.joined(separator: ",")
        let url = directory.appendingPathComponent("large.json")
        try Data(#"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "ratios": ["#.utf8 + Data(ratios.utf8) + Data("]}]}".utf8))
            .write(to: url)
        return url
    }

    /// Starts `layoutcalc SPEC --output TARGET`, waits until the temporary file is being
    /// written (on the directory's events, for up to a minute), sends it `signal` and waits for
    /// its end.
    func interrupt(_ signal: Int32, spec: URL, target: URL) throws -> Process {
        let directory = target.deletingLastPathComponent()
        let before = Set(temporaryFiles(in: directory))
        let watch = DirectoryWatch(directory)
        defer { watch.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [spec.path, "--output", target.path]
        try process.run()
        let writing = watch.wait {
            temporaryFiles(in: directory).contains { name in
                guard !before.contains(name) else { return false }
                let path = directory.appendingPathComponent(name).path
                return ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 0
            }
        }
        #expect(writing, "the run never started writing")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process
    }

    /// The temporary files in `directory`: `.NAME.layoutcalc-RANDOM.tmp`.
    func temporaryFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tmp") && $0.contains(".layoutcalc-") }
    }

    /// Every signal that ends a run and can be caught: the file is as it was, and the
    /// temporary file is gone.
    @Test(arguments: [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU])
    func aRunEndedByASignalLeavesTheFileUntouched(_ signal: Int32) throws {
        try withTemporaryDirectory { directory in
            let spec = try largeSpec(in: directory)
            let target = directory.appendingPathComponent("layout.json")
            try Data("the previous layout\n".utf8).write(to: target)
            let process = try interrupt(signal, spec: spec, target: target)
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signal)
            #expect(try String(contentsOf: target, encoding: .utf8) == "the previous layout\n")
            #expect(temporaryFiles(in: directory).isEmpty)
        }
    }

    /// SIGPIPE and SIGXFSZ are ignored (a closed pipe and the file size limit are write errors):
    /// sent from outside, they change nothing, and the run completes.
    @Test func anIgnoredSignalChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let spec = try largeSpec(in: directory)
            let expected = try layoutcalc([spec.path]).stdout
            for signal in [SIGPIPE, SIGXFSZ] {
                let target = directory.appendingPathComponent("layout-\(signal).json")
                let process = try interrupt(signal, spec: spec, target: target)
                #expect(process.terminationReason == .exit)
                #expect(process.terminationStatus == 0)
                #expect(try Data(contentsOf: target) == expected)
            }
            #expect(temporaryFiles(in: directory).isEmpty)
        }
    }

    /// SIGKILL cannot be caught: its temporary file stays, under a name of its own, and never
    /// stands in the way of a later run.
    @Test func aKilledRunLeavesItsTemporaryFileWhichBlocksNothing() throws {
        try withTemporaryDirectory { directory in
            let spec = try largeSpec(in: directory)
            let target = directory.appendingPathComponent("layout.json")
            try Data("the previous layout\n".utf8).write(to: target)
            for _ in 0..<2 {
                #expect(try interrupt(SIGKILL, spec: spec, target: target).terminationStatus == SIGKILL)
            }
            #expect(try String(contentsOf: target, encoding: .utf8) == "the previous layout\n")
            let left = temporaryFiles(in: directory)
            #expect(left.count == 2, "two runs, two names: \(left)")
            #expect(left.allSatisfy { $0.hasPrefix(".layout.json.layoutcalc-") })
            #expect(try layoutcalc(["samples/home.json", "--output", target.path]).status == 0)
            #expect(try Data(contentsOf: target) == (try layoutcalc(["samples/home.json"])).stdout)
            #expect(Set(temporaryFiles(in: directory)) == Set(left))
        }
    }

    @Test func aCompleteRunReplacesTheFileWhole() throws {
        try withTemporaryDirectory { directory in
            let spec = try largeSpec(in: directory)
            let target = directory.appendingPathComponent("layout.json")
            try Data("the previous layout\n".utf8).write(to: target)
            #expect(try layoutcalc([spec.path, "--output", target.path]).status == 0)
            let written = try Data(contentsOf: target)
            #expect(written == (try layoutcalc([spec.path])).stdout)
            #expect(written.count > 10_000_000)
        }
    }

    /// A pipe (or a device such as /dev/null) is written to, not replaced by a file.
    @Test func aPipeIsWrittenToAndStaysAPipe() throws {
        try withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("fifo").path
            let copy = directory.appendingPathComponent("copy").path
            let result = try shell(
                "mkfifo \(fifo) && { timeout 120 cat \(fifo) > \(copy) & } && \(executable.path) samples/home.json --output \(fifo); status=$?; wait; exit $status")
            #expect(result.status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == (try layoutcalc(["samples/home.json"])).stdout)
            #expect(try shell("test -p \(fifo)").status == 0)
        }
    }

    /// Through a symbolic link, the file it names is replaced and the link stays.
    @Test func aLinkedFileIsReplacedAndTheLinkStays() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("target.json")
            let link = directory.appendingPathComponent("link.json")
            try Data("old".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            #expect(try layoutcalc(["samples/home.json", "--output", link.path]).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try Data(contentsOf: target) == (try layoutcalc(["samples/home.json"])).stdout)
        }
    }

    @Test func aClosedStandardOutputExits74() throws {
        let result = try shell("\(executable.path) samples/home.json >&-")
        #expect(result.status == 74)
        #expect(result.stderr == "layoutcalc: error: cannot write standard output: Bad file descriptor\n")
    }
}

/// The spec size limit holds for files and standard input.
@Suite struct SpecSizeLimitTests {
    static let limit = 256 << 20

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        try withTemporaryDirectory { directory in
            // A sparse file: refusing it must not need its bytes.
            let file = directory.appendingPathComponent("huge.json")
            try Data().write(to: file)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(Self.limit + 1))
            try handle.close()
            let result = try layoutcalc([file.path])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "\(file.path): error: the spec is 268435457 bytes or more, more than the limit 268435456\n")
        }
    }

    /// A spec of exactly the limit lays out; one byte more is refused, from the file's size.
    @Test func aSpecAtTheLimitLaysOut() throws {
        let spec = Data(#"{"container": {"width": 390}, "sections": [{"kind": "carousel", "items": 1}]}"#.utf8)
        let padded = spec + Data(repeating: UInt8(ascii: " "), count: Self.limit - spec.count)
        #expect(padded.count == Self.limit)
        let result = try layoutcalc(["-"], input: padded)
        #expect(result.status == 0, "\(result.stderr)")
        let over = try layoutcalc(["-"], input: padded + Data(" ".utf8))
        #expect(over.status == 65)
        #expect(over.stderr == "<stdin>: error: the spec is 268435457 bytes or more, more than the limit 268435456\n")
    }

    /// Through a pipe, or from a device, the size is not known beforehand: the input is refused
    /// as soon as it passes the limit, and no more than the limit is held. Under an address
    /// space of 480,000 KB, storage for the limit fits (256 MiB, while the 128 MiB it grows from
    /// is copied into it, and the program's own 40 MB or so), and storage for twice the limit,
    /// which growing by doubling would reach, does not.
    @Test(.enabled(if: addressSpaceCanBeLimited, "ulimit -v limits nothing here"))
    func anInputWithoutASizeIsRefusedOnceItPassesTheLimit() throws {
        let message = "the spec is 268435457 bytes or more, more than the limit 268435456\n"
        let piped = try shell("ulimit -v 480000; head -c \(Self.limit + (1 << 20)) /dev/zero | '\(executable.path)' -")
        #expect(piped.status == 65)
        #expect(piped.stdout.isEmpty)
        #expect(piped.stderr == "<stdin>: error: " + message)
        let device = try shell("ulimit -v 480000; exec '\(executable.path)' /dev/zero")
        #expect(device.status == 65)
        #expect(device.stderr == "/dev/zero: error: " + message)
    }

    /// Refused past the limit, standard input (or a device) has held no more than the limit
    /// and a fixed margin, the program's own: the storage it grows from is let go before more
    /// is read. Before, the 128 MiB it grew from was held until 256 MiB more were read, and
    /// the run peaked at 406 MB. Measured as the peak resident memory (`wait4`), under the
    /// limit and 48 MiB; the home screen itself takes less than 48 MiB.
    @Test(.enabled(if: addressSpaceCanBeLimited, "the peak memory is Linux's"))
    func standardInputHoldsNoMoreThanTheLimit() throws {
        let margin = 48 << 10
        let home = try peakMemory(ofShell: "exec '\(executable.path)' - < samples/home.json")
        #expect(home.status == 0)
        #expect(home.kilobytes < margin)
        let piped = try peakMemory(ofShell: "head -c \(Self.limit + (1 << 20)) /dev/zero | '\(executable.path)' -")
        #expect(piped.status == 65)
        #expect(piped.kilobytes < Self.limit / 1024 + margin, "\(piped.kilobytes) KB")
        let device = try peakMemory(ofShell: "exec '\(executable.path)' /dev/zero")
        #expect(device.status == 65)
        #expect(device.kilobytes < Self.limit / 1024 + margin, "\(device.kilobytes) KB")
    }
}
