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
    /// written, and stops the run with `signal`.
    func interrupt(_ signal: Int32, spec: URL, target: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = [spec.path, "--output", target.path]
        try process.run()
        let directory = target.deletingLastPathComponent()
        var writing = false
        for _ in 0..<2000 where !writing {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            if let temporary = names.first(where: { $0.hasSuffix(".tmp") }),
                let size = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(temporary).path)[.size] as? Int,
                size > 0
            {
                writing = true
            } else {
                usleep(1000)
            }
        }
        #expect(writing, "the run never started writing")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
    }

    @Test(arguments: [SIGKILL, SIGTERM])
    func aKilledRunLeavesTheFileUntouched(_ signal: Int32) throws {
        try withTemporaryDirectory { directory in
            let spec = try largeSpec(in: directory)
            let target = directory.appendingPathComponent("layout.json")
            try Data("the previous layout\n".utf8).write(to: target)
            try interrupt(signal, spec: spec, target: target)
            #expect(try String(contentsOf: target, encoding: .utf8) == "the previous layout\n")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
            // SIGKILL cannot be caught: its temporary file stays. SIGTERM removes it.
            #expect(left.count == (signal == SIGKILL ? 1 : 0))
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
                "mkfifo \(fifo) && { timeout 10 cat \(fifo) > \(copy) & } && \(executable.path) samples/home.json --output \(fifo); status=$?; wait; exit $status")
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
}
