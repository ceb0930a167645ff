import Foundation
import Testing
import TestSupport

/// `--output FILE` writes as the shell's `>` writes, but replaces a regular file atomically:
/// what is on disk afterwards, for each kind of FILE.
@Suite struct OutputFileTests {
    let home = "samples/home.json"
    var output: Data { get throws { try layoutcalc([home]).stdout } }

    /// The user tests that need one who is not root run as: nobody, through setpriv, when the
    /// tests run as root (root may write any file); the tests' own user otherwise.
    func asOrdinaryUser(_ command: String) throws -> Run {
        guard geteuid() == 0 else { return try shell(command) }
        return try run("/usr/bin/env", ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/bin/bash", "-c", command])
    }

    /// A directory the ordinary user owns.
    func ordinaryUsersDirectory(in directory: URL) throws -> URL {
        let own = directory.appendingPathComponent("own")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: false)
        if geteuid() == 0 { #expect(chown(own.path, 65534, 65534) == 0) }
        return own
    }

    func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    @Test(arguments: [0o640, 0o600, 0o664])
    func aReplacedFileKeepsItsPermissions(_ permissions: Int) throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("layout.json")
            try Data("old\n".utf8).write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
            #expect(try layoutcalc([home, "--output", target.path]).status == 0)
            #expect(try Data(contentsOf: target) == output)
            #expect(try mode(target) == permissions)
        }
    }

    /// Root may give the new file the old one's owner and group; so it does.
    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func aReplacedFileKeepsItsOwnerAndGroup() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("layout.json")
            try Data("old\n".utf8).write(to: target)
            #expect(chown(target.path, 65534, 65534) == 0)
            #expect(try layoutcalc([home, "--output", target.path]).status == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
            #expect(attributes[.ownerAccountID] as? Int == 65534)
            #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
        }
    }

    /// A new file is made as `>` makes it: 0666 less the umask.
    @Test func aNewFileFollowsTheUmask() throws {
        try withTemporaryDirectory { (directory) throws in
            for (umask, permissions) in [("022", 0o644), ("077", 0o600)] {
                let target = directory.appendingPathComponent("new-\(umask).json")
                #expect(try shell("umask \(umask); exec '\(executable.path)' \(home) --output '\(target.path)'").status == 0)
                #expect(try mode(target) == permissions)
            }
        }
    }

    /// A file the user may not write is refused as `>` refuses it, and left as it is.
    @Test func aFileTheUserMayNotWriteIsRefused() throws {
        try withTemporaryDirectory { directory in
            let own = try ordinaryUsersDirectory(in: directory)
            let target = own.appendingPathComponent("layout.json")
            let result = try asOrdinaryUser(
                "cd '\(own.path)' && echo old > layout.json && chmod 444 layout.json && exec '\(executable.path)' '\(packageRoot.path)/\(home)' --output layout.json")
            #expect(result.status == 74)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "layoutcalc: error: cannot write layout.json: Permission denied\n")
            #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: own.path) == ["layout.json"])
        }
    }

    /// In a folder the user may not write no temporary file can be made: a file there is
    /// refused even if the user may write it, rather than written in place, where a run
    /// stopped halfway would leave it half-written.
    @Test func aFileInAFolderTheUserMayNotWriteIsRefused() throws {
        try withTemporaryDirectory { directory in
            let own = try ordinaryUsersDirectory(in: directory)
            let target = own.appendingPathComponent("layout.json")
            #expect(try asOrdinaryUser("echo old > '\(target.path)' && chmod 555 '\(own.path)'").status == 0)
            defer { _ = try? asOrdinaryUser("chmod 755 '\(own.path)'") }
            let result = try asOrdinaryUser("exec '\(executable.path)' '\(packageRoot.path)/\(home)' --output '\(target.path)'")
            #expect(result.status == 74)
            #expect(result.stderr == "layoutcalc: error: cannot write \(target.path): Permission denied\n")
            #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: own.path) == ["layout.json"])
        }
    }

    /// A link that leads nowhere is followed as `>` follows it: the file it names is made, and
    /// the link stays a link.
    @Test func aDanglingLinkIsWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            let link = directory.appendingPathComponent("link.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.json")
            #expect(try layoutcalc([home, "--output", link.path]).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "made.json")
            #expect(try Data(contentsOf: directory.appendingPathComponent("made.json")) == output)
        }
    }

    /// `/dev/stdout`, and the file behind it under its own name, are written through standard
    /// output, after what the shell wrote there before, and before what it writes after.
    @Test(arguments: ["/dev/stdout", "out.txt"])
    func standardOutputIsWrittenWhereItIs(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let result = try shell(
                "cd '\(directory.path)' && { echo before; '\(executable.path)' '\(packageRoot.path)/\(home)' --output \(name); echo after; } > out.txt")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: directory.appendingPathComponent("out.txt")) == Data("before\n".utf8) + output + Data("after\n".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
        }
    }

    @Test func aPipeBehindStandardOutputIsWrittenTo() throws {
        let result = try shell("'\(executable.path)' \(home) --output /dev/stdout | cat")
        #expect(result.status == 0)
        #expect(result.stdout == (try output))
    }

    /// With standard output closed, a link to it is neither replaced nor written: exit 74.
    @Test func aLinkToAClosedStandardOutputIsAnError() throws {
        try withTemporaryDirectory { directory in
            let link = directory.appendingPathComponent("stdout")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/fd/1")
            let result = try shell("'\(executable.path)' \(home) --output '\(link.path)' >&-")
            #expect(result.status == 74)
            #expect(result.stderr == "layoutcalc: error: cannot write \(link.path): Bad file descriptor\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/fd/1")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["stdout"])
        }
    }

    #if os(Linux)
    @Test func aFullDeviceIsAnError() throws {
        let result = try layoutcalc([home, "--output", "/dev/full"])
        #expect(result.status == 74)
        #expect(result.stderr == "layoutcalc: error: cannot write /dev/full: No space left on device\n")
    }
    #endif

    /// Past the file size limit (`ulimit -f`, in KB here) the write fails: exit 74, the file as
    /// it was, no temporary file; in place, the same error.
    @Test func theFileSizeLimitIsAWriteError() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("layout.json")
            try Data("old\n".utf8).write(to: target)
            let replaced = try shell("ulimit -f 4; exec '\(executable.path)' \(home) --output '\(target.path)'")
            #expect(replaced.status == 74)
            #expect(replaced.stderr == "layoutcalc: error: cannot write \(target.path): File too large\n")
            #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["layout.json"])

            let inPlace = try shell("ulimit -f 4; exec '\(executable.path)' \(home) --output /dev/stdout > '\(target.path)'")
            #expect(inPlace.status == 74)
            #expect(inPlace.stderr == "layoutcalc: error: cannot write /dev/stdout: File too large\n")
        }
    }
}
