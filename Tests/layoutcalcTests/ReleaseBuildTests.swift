import Foundation
import Testing

/// The release build, when `make test` names it: linked as a static PIE with json-c in it, whose
/// objects' tables of members start small there (`smallMemberTable`, in LayoutSpecReader).
/// It reads every spec as this build does, in less memory (and prints every golden:
/// `GoldenTests`).
@Suite struct ReleaseBuildTests {
    static let release = ProcessInfo.processInfo.environment["LAYOUTCALC_RELEASE"]
    /// Whether the release build was linked with the small tables (the Makefile says so: a build
    /// that links json-c as a library keeps json-c's own).
    static let hasSmallTables = ProcessInfo.processInfo.environment["LAYOUTCALC_SMALL_MEMBER_TABLES"] == "1"

    /// Sections of 1 to 9 keys and groups of 1 to 4 (tables grown 0 to 3 times), some with a
    /// key misspelled among the others, in a spec of some 300 KB (parsed in two pieces): the
    /// same issues in the same order, or the same output, as this build's.
    @Test(.enabled(if: release != nil, "make test names the release build"), arguments: [false, true])
    func readsABigSpecAsThisBuildDoes(misspelled: Bool) throws {
        let item = #"{"size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 20}}}"#
        let sections = (0..<900).map { index -> String in
            var members = [#""kind": "compositional""#, #""items": \#(index % 5 + 1)"#]
            let group = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}"#
                + (index % 2 == 0 ? #", "interItemSpacing": {"fixed": 2}"# : "")
                + (index % 3 == 0 ? #", "count": 2"# : "") + #", "subitems": [\#(item)]}"#
            members.append(#""group": \#(group)"#)
            let optional = [
                #""id": "s\#(index)""#, #""interGroupSpacing": 4"#, #""contentInsets": {"top": 1, "leading": 2}"#,
                #""decorations": [{"kind": "background"}]"#, #""orthogonalScrolling": "none""#,
                #""boundaryItems": [{"kind": "h", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}]"#,
            ]
            members += optional.prefix(index % (optional.count + 1))
            if misspelled && index % 97 == 5 { members.insert(#""interGroupSpasing": 1"#, at: index % members.count) }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let spec = #"{"container": {"width": 390}, "sections": ["# + sections.joined(separator: ",\n") + "]}"
        #expect(spec.utf8.count > 256 << 10)
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("big.json")
            try Data(spec.utf8).write(to: file)
            let released = try run(try #require(Self.release), [file.path, "--format", "ndjson"])
            let this = try layoutcalc([file.path, "--format", "ndjson"])
            #expect(released.status == (misspelled ? 65 : 0), "\(released.stderr)")
            #expect(released.stderr == this.stderr)
            #expect(released.stdout == this.stdout)
        }
    }

    /// 70,000 objects of one member, 952 KB, refused for an unknown key at the end: json-c's
    /// tables of 16 entries make a tree of some 80 MB, the small ones about half.
    @Test(.enabled(if: release != nil && hasSmallTables, "make test names a release build linked with json-c"))
    func objectsOfAFewMembersTakeLittleMemory() throws {
        let decorations = Array(repeating: #"{"kind":"d"}"#, count: 70).joined(separator: ",")
        let sections = Array(repeating: #"{"kind":"flow","items":0,"decorations":[\#(decorations)]}"#, count: 1000)
        let spec = #"{"container":{"width":390},"sections":["# + sections.joined(separator: ",") + #"],"unknown":1}"#
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("decorations.json")
            try Data(spec.utf8).write(to: file)
            // Python measures the run: this process's own children's peak is that of all of them.
            let measured = try run(
                "/usr/bin/env",
                [
                    "python3", "-c",
                    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL);"
                        + " print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)",
                    try #require(Self.release), file.path,
                ])
            let kilobytes = try #require(Int(measured.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(measured.stderr)")
            #expect(kilobytes < 60_000)
        }
    }
}
