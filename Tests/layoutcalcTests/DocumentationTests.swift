import Foundation
import Testing
import TestSupport

/// The README and the pages of docs/: their examples print what they show, their links lead
/// somewhere, and what they say of the code holds.
enum Documentation {
    /// README.md and every docs/*.md, by their paths from the package root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func text(of page: String) -> String {
        (try? String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)) ?? ""
    }

    /// The lines of `text` outside fenced code blocks.
    static func proseLines(of text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// `line` without its code spans (a link written in code is not a link).
    static func withoutCode(_ line: Substring) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined(separator: " ")
    }

    /// The targets of the inline links and images of `text`: `[text](target)`, `![alt](target)`.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            var rest = Substring(withoutCode(line))
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[after.index(after: close)...]
            }
        }
        return targets
    }

    /// The anchor GitHub gives a heading: its text as rendered (code spans and links reduced to
    /// their text, emphasis marks dropped), lower-cased, with every character that is not a
    /// letter, a digit, a space, `-` or `_` removed, and spaces made hyphens.
    static func anchor(ofHeading heading: String) -> String {
        var text = heading.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
        // A link's text without its target: `[text](target)` → `text`.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")"),
            let start = text[..<open.lowerBound].lastIndex(of: "[")
        {
            text = String(text[..<start]) + text[text.index(after: start)..<open.lowerBound] + text[text.index(after: close)...]
        }
        let kept = text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of `text`'s headings; a heading met again gets `-1`, `-2`, … as on GitHub.
    static func anchors(in text: String) -> Set<String> {
        var anchors = Set<String>()
        var seen: [String: Int] = [:]
        for line in proseLines(of: text) {
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            let base = anchor(ofHeading: String(line.dropFirst(hashes + 1)).trimmingCharacters(in: .whitespaces))
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    /// The module an `import` declaration names, and its access modifier if it has one:
    /// `@_exported import Foundation`, `internal import CJSONC`, `import struct Foo.Bar`.
    static func importedModule(_ line: Substring) -> (module: String, modifier: String?)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while words.first?.hasPrefix("@") == true { words = words.dropFirst() }
        var modifier: String?
        if let first = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            modifier = String(first)
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let first = words.first, ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(first) {
            words = words.dropFirst()
        }
        guard let path = words.first else { return nil }
        return (String(path.prefix { $0 != "." }), modifier)
    }

    /// A `console` block: its commands (`$ ` lines, `> ` continuing them) and what they print.
    struct ConsoleBlock: CustomTestStringConvertible, Sendable {
        var page: String
        var script: String
        var output: String
        var testDescription: String { "\(page): \(script.prefix(50))" }
    }

    static let consoleBlocks: [ConsoleBlock] = pages.flatMap { page in
        text(of: page).components(separatedBy: "```console\n").dropFirst().map { rest in
            let body = rest.components(separatedBy: "```\n")[0]
            var script: [String] = []
            var output = ""
            for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if line.hasPrefix("$ ") || line.hasPrefix("> ") {
                    script.append(String(line.dropFirst(2)))
                } else {
                    output += line + "\n"
                }
            }
            return ConsoleBlock(page: page, script: script.joined(separator: "\n"), output: output)
        }
    }
}

@Suite struct DocumentationTests {
    @Test func theDocsPagesAreThere() {
        for page in ["docs/spec.md", "docs/command-line.md", "docs/performance.md", "docs/architecture.md", "docs/layout-notes.md"] {
            #expect(Documentation.pages.contains(page))
        }
    }

    @Test func thereAreConsoleExamples() {
        #expect(Documentation.consoleBlocks.count >= 10)
        #expect(Documentation.consoleBlocks.filter { $0.page == "README.md" }.count >= 2)
    }

    /// Each block run by bash, with this build's layoutcalc first on the PATH, prints what the
    /// page shows (standard output and standard error together).
    @Test(arguments: Documentation.consoleBlocks)
    func consoleExamplesPrintWhatTheyShow(_ block: Documentation.ConsoleBlock) throws {
        let directory = executable.deletingLastPathComponent().path
        let result = try shell("export PATH='\(directory)':\"$PATH\"; exec 2>&1\n" + block.script)
        #expect(result.output == block.output)
    }

    /// Anchors worked out by hand from GitHub's rule.
    @Test func headingsGetGitHubsAnchors() {
        #expect(Documentation.anchor(ofHeading: "UIKit's names") == "uikits-names")
        #expect(Documentation.anchor(ofHeading: "The layout's configuration (layout-rules §12)") == "the-layouts-configuration-layout-rules-12")
        #expect(
            Documentation.anchor(ofHeading: "`layoutcalc check SPEC --expected FILE`: compare with a golden file")
                == "layoutcalc-check-spec---expected-file-compare-with-a-golden-file")
        #expect(Documentation.anchor(ofHeading: "Read [the spec](docs/spec.md) **first**") == "read-the-spec-first")
        #expect(Documentation.anchors(in: "# A\n## Measured\n```\n# not a heading\n```\n### Measured\n#hashtag\n") == ["a", "measured", "measured-1"])
    }

    @Test func linksAreFoundOutsideCode() {
        let text = "See [a](a.md) and ![b](b.svg#x).\n`[c](c.md)` is code.\n```\n[d](d.md)\n```\n"
        #expect(Documentation.linkTargets(in: text) == ["a.md", "b.svg#x"])
    }

    @Test func importsAreRead() {
        #expect(Documentation.importedModule("internal import CJSONC")! == ("CJSONC", "internal"))
        #expect(Documentation.importedModule("@_exported import Foundation")! == ("Foundation", nil))
        #expect(Documentation.importedModule("import struct LayoutEngine.Rect")! == ("LayoutEngine", nil))
        #expect(Documentation.importedModule("/// import nothing") == nil)
        #expect(Documentation.importedModule("let imports = 2") == nil)
    }

    @Test func thePagesLinkToEachOther() {
        let targets = Documentation.pages.flatMap { Documentation.linkTargets(in: Documentation.text(of: $0)) }
        #expect(targets.count >= 50)
        #expect(targets.contains { $0.contains("#") })
    }

    /// Every relative link of the README and docs/ names a file or folder of the repository, and
    /// an anchor names one of the headings GitHub makes anchors of.
    @Test(arguments: Documentation.pages)
    func relativeLinksResolve(_ page: String) throws {
        let text = Documentation.text(of: page)
        let targets = Documentation.linkTargets(in: text).filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
        let root = packageRoot.standardizedFileURL.path
        let folder = packageRoot.appendingPathComponent(page).deletingLastPathComponent()
        for target in targets {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = (parts[0].isEmpty ? packageRoot.appendingPathComponent(page) : folder.appendingPathComponent(parts[0])).standardizedFileURL
            #expect(file.path.hasPrefix(root + "/"), "\(page): \(target) leaves the repository")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(page): \(target) names no file")
            guard parts.count == 2 else { continue }
            #expect(file.pathExtension == "md", "\(page): \(target) has an anchor in a file that is not Markdown")
            let anchors = Documentation.anchors(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            #expect(anchors.contains(parts[1]), "\(page): \(target): no heading has that anchor")
        }
    }

    /// The modules each target imports are those docs/architecture.md's table of targets lists,
    /// and a module it marks "(internal)" is imported with `internal import` only.
    @Test func targetsImportWhatTheArchitectureSays() throws {
        let text = Documentation.text(of: "docs/architecture.md")
        let table = try #require(text.range(of: "## The targets\n")).upperBound
        let rows = text[table...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .filter { $0.hasPrefix("| `") }
        var allowed: [String: (modules: Set<String>, internalOnly: Set<String>)] = [:]
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let target = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            var modules = Set<String>()
            var internalOnly = Set<String>()
            for entry in cells[cells.count - 2].components(separatedBy: ", ") where entry.hasPrefix("`") {
                let name = String(entry.dropFirst().prefix { $0 != "`" })
                modules.insert(name)
                if entry.hasSuffix("(internal)") { internalOnly.insert(name) }
            }
            allowed[target] = (modules, internalOnly)
        }
        let targets = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources").path)
        #expect(Set(allowed.keys) == Set(targets), "the table lists every target")
        #expect(allowed["LayoutEngine"]?.modules == [])
        // json-c is the reader's alone, kept inside it.
        #expect(allowed["LayoutSpecReader"]?.internalOnly == ["CJSONC"])
        #expect(allowed.filter { $0.value.modules.contains("CJSONC") }.keys.sorted() == ["LayoutSpecReader"])

        var imports = 0
        for target in targets {
            let folder = packageRoot.appendingPathComponent("Sources/" + target)
            let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }
            for file in files {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    guard let (module, modifier) = Documentation.importedModule(line) else { continue }
                    imports += 1
                    let name = "\(target)/\(file.lastPathComponent)"
                    #expect(allowed[target]?.modules.contains(module) == true, "\(name) imports \(module)")
                    if allowed[target]?.internalOnly.contains(module) == true {
                        #expect(modifier == "internal", "\(name) imports \(module) without internal")
                    }
                }
            }
        }
        #expect(imports > 50)
    }
}
