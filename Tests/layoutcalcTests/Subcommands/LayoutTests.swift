import Foundation
import Testing
import TestSupport

/// The main command: inputs, outputs and exit codes (SPEC §3).
@Suite struct LayoutTests {
    let home = "samples/home.json"

    @Test func standardInputIsReadForDashOrNoSpec() throws {
        let file = try layoutcalc([home])
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent(home))
        #expect(try layoutcalc(["-"], input: spec).stdout == file.stdout)
        #expect(try layoutcalc([], input: spec).stdout == file.stdout)
    }

    @Test func anInvalidSpecExits65AndPrintsNothingOnStdout() throws {
        let result = try layoutcalc(["-"], input: Data(#"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "columns": 0}]}"#.utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>: error: sections[0].columns: expected an integer from 1 to 1000, found 0\n")
    }

    @Test func aSyntaxErrorHasItsLineAndColumn() throws {
        let result = try layoutcalc(["-"], input: Data("{\n  \"sections\": [],\n}".utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>:3:1: error: a trailing comma is not JSON\n")
    }

    /// A member given twice is refused (json-c would keep the last without a word), in a spec
    /// big enough to be parsed in two pieces (from 256 KB) too: here the member it would replace
    /// holds the array the text is cut in, which once aborted the run in json-c.
    @Test func aRepeatedMemberIsRefusedInABigSpec() throws {
        let items = Array(repeating: #"{"ratio": 1.5}"#, count: 30_000).joined(separator: ", ")
        let sections = #"[{"id": "w", "kind": "waterfall", "columns": 2, "items": ["# + items + "]}]"
        let spec = #"{"container": {"width": 390}, "sections": "# + sections + #", "sections": []}"#
        #expect(spec.utf8.count > 256 << 10)
        let result = try layoutcalc(["-"], input: Data(spec.utf8))
        #expect(result.status == 65)
        // The second "sections" opens 15 bytes before the end: at column count − 14.
        #expect(result.stderr == "<stdin>: error: sections: \"sections\" is given twice in one object, at 1:31 and 1:\(spec.utf8.count - 14); give it once\n")
        #expect(result.output.isEmpty)
    }

    @Test func anUnreadableSpecExits66() throws {
        let missing = try layoutcalc(["no/such/spec.json"])
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "no/such/spec.json: error: cannot read: No such file or directory\n")
        let directory = try layoutcalc(["samples"])
        #expect(directory.status == 66)
        #expect(directory.stderr == "samples: error: cannot read: Is a directory\n")
        let closed = try shell("\(executable.path) - <&-")
        #expect(closed.status == 66)
        #expect(closed.stderr == "<stdin>: error: cannot read: Bad file descriptor\n")
    }

    @Test func aFailingSpecAmongSeveralPrintsNothing() throws {
        let result = try layoutcalc([home, "no/such.json"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        ["--nonsense"], ["--format", "yaml"], ["--scale", "4"], ["--width", "0"], ["--width", "320,x"], ["--precision", "-1"],
        ["--height", "-5"], ["--offset", "inf"], ["--scroll-offset", "1"], ["--scroll-offset", "1,x"],
        ["--scroll-offset", "nan,0"], ["--scroll-offset", "0,1,2"],
    ])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let result = try layoutcalc([home] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test func widthsLayTheSpecOutAtEach() throws {
        let result = try layoutcalc([home, "--width", "320,390", "--format", "json"])
        #expect(result.status == 0)
        let documents = try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]]
        #expect(documents?.count == 2)
        #expect((documents?[0]["container"] as? [String: Any])?["width"] as? Int == 320)
        #expect((documents?[1]["container"] as? [String: Any])?["width"] as? Int == 390)
    }

    /// Negative insets are laid out, not refused (layout-rules §3). Section 0 is the rules'
    /// worked case: FW0.5 items with insets (0, −10, 0, −10) in an HG FW1 × AB50 at W 320, at
    /// (−10, 0, 180, 50) and (150, 0, 180, 50). Section 1, from y 50, has section insets
    /// (−5, −20, 0, −20): its group is 360 wide from x −20, its items 180 wide at y 45, and it
    /// is −5 + 50 = 45 long.
    @Test func negativeInsetsGrowWhatTheyInset() throws {
        let group = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},"#
            + #" "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}%@}]}"#
        let itemInsets = #", "contentInsets": {"top": 0, "leading": -10, "bottom": 0, "trailing": -10}"#
        let spec = #"{"container": {"width": 320}, "sections": ["#
            + #"{"kind": "compositional", "items": 2, "group": "# + group.replacingOccurrences(of: "%@", with: itemInsets) + "},"
            + #"{"kind": "compositional", "items": 2, "contentInsets": {"top": -5, "leading": -20, "trailing": -20},"#
            + #" "group": "# + group.replacingOccurrences(of: "%@", with: "") + "}]}"
        let result = try layoutcalc(["-"], input: Data(spec.utf8))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let sections = try #require(document?["sections"] as? [[String: Any]])
        func frames(_ section: Int) -> [[Double]] {
            (sections[section]["items"] as? [[String: Any]] ?? []).map { item in
                ["x", "y", "width", "height"].map { (item[$0] as? NSNumber)?.doubleValue ?? .nan }
            }
        }
        #expect(frames(0) == [[-10, 0, 180, 50], [150, 0, 180, 50]])
        #expect(frames(1) == [[-20, 45, 180, 50], [160, 45, 180, 50]])
        #expect((sections[1]["frame"] as? [String: Any])?["height"] as? Double == 45)
    }

    @Test func overridesReachTheLayout() throws {
        let result = try layoutcalc([home, "--width", "400", "--height", "900", "--scale", "3"])
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let container = document?["container"] as? [String: Any]
        #expect(container?["width"] as? Int == 400)
        #expect(container?["height"] as? Int == 900)
        #expect(container?["scale"] as? Int == 3)
    }

    @Test func offsetsReplaceTheRestingOffsets() throws {
        let result = try layoutcalc([home, "--offset", "195", "--offset", "99999"])
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let carousel = (document?["sections"] as? [[String: Any]])?.first
        let transforms = carousel?["transforms"] as? [[String: Any]]
        // Clamped to the carousel's maxOffset, 3510; at 195 pages 0 and 1 each show half.
        #expect(transforms?.map { $0["offset"] as? Double } == [195, 3510])
        let items = transforms?.first?["items"] as? [[String: Any]]
        #expect(items?.map { $0["scale"] as? Double } == [0.8, 0.8])
    }

    /// `--scroll-offset X,Y`, repeatable, replaces the spec's scroll offsets: the home screen
    /// (carousel 0…390, widgets 390…557, the waterfall below) at y 400 shows the widgets'
    /// first five items (x 10…390; the sixth starts at 400, past the width), then its header
    /// (390…420), then the waterfall; nothing of the carousel.
    @Test func scrollOffsetsAddTheVisibleBlock() throws {
        let result = try layoutcalc([home, "--scroll-offset", "0,400", "--scroll-offset", "0,1000"])
        #expect(result.status == 0)
        let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let visible = try #require(document?["visible"] as? [[String: Any]])
        #expect(visible.map { ($0["offset"] as? [String: Double])?["y"] } == [400, 1000])
        let elements = try #require(visible.first?["elements"] as? [[String: Any]])
        #expect(!elements.contains { $0["section"] as? Int == 0 })
        let widgets = elements.filter { $0["section"] as? Int == 1 }
        #expect(widgets.map { $0["element"] as? String } == ["item", "item", "item", "item", "item", "supplementary"])
        #expect(widgets.last?["kind"] as? String == "header")
        #expect(elements.dropFirst(6).allSatisfy { $0["section"] as? Int == 2 })
    }

    @Test func scrollOffsetsNeedTheContainersHeight() throws {
        let spec = Data(#"{"container": {"width": 390}, "sections": []}"#.utf8)
        let result = try layoutcalc(["-", "--scroll-offset", "0,10"], input: spec)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "<stdin>: error: container: --scroll-offset needs the container's height (the viewport is its width by its height): give container.height (or --height)\n")
        #expect(try layoutcalc(["-", "--scroll-offset", "0,10", "--height", "800"], input: spec).status == 0)
    }

    @Test func outputGoesToAFileAtomically() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("home.json")
            try Data("old".utf8).write(to: target)
            let result = try layoutcalc([home, "--output", target.path])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(try Data(contentsOf: target) == layoutcalc([home]).stdout)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["home.json"])
        }
    }

    @Test func anUnwritableOutputExits74() throws {
        let result = try layoutcalc([home, "--output", "/no/such/directory/out.json"])
        #expect(result.status == 74)
        #expect(result.stderr == "layoutcalc: error: cannot write /no/such/directory/out.json: No such file or directory\n")
        let full = try shell("\(executable.path) \(home) > /dev/full")
        #expect(full.status == 74)
        #expect(full.stderr == "layoutcalc: error: cannot write standard output: No space left on device\n")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        // A waterfall large enough to outlast the 64 KiB buffer and the pipe's own.
        let ratios = Array(repeating: "1", count: 20_000).joined(separator: ",")
        let spec = #"{"container": {"width": 390}, "sections": [{"kind": "waterfall", "ratios": ["# + ratios + "]}]}"
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("big.json")
            try Data(spec.utf8).write(to: file)
            let result = try shell("\(executable.path) \(file.path) | head -c 1 > /dev/null; echo ${PIPESTATUS[0]}")
            #expect(result.output == "74\n")
            #expect(result.stderr.isEmpty)
        }
    }

    /// Every ndjson line is a compact JSON object exactly as `jq -c` prints it, and jq filters
    /// the stream line by line.
    @Test func ndjsonStreamsIntoJq() throws {
        let lines = try layoutcalc([home, "--format", "ndjson"])
        #expect(lines.status == 0)
        let reprinted = try run("/usr/bin/env", ["jq", "-c", "."], input: lines.stdout)
        #expect(reprinted.status == 0, "jq is needed here; `make test` installs it")
        #expect(reprinted.stdout == lines.stdout)

        let tall = try shell("\(executable.path) \(home) --format ndjson | jq -c 'select(.height > 300)'")
        #expect(tall.status == 0)
        let expected = lines.output.split(separator: "\n").filter { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["height"] as? Double).map { $0 > 300 } ?? false
        }
        #expect(!expected.isEmpty)
        #expect(tall.output.split(separator: "\n") == expected)
    }
}
