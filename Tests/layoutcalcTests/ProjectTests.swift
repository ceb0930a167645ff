import Foundation
import Testing
import TestSupport

/// What keeps the project building where its users are: macOS and Linux from the same sources,
/// and CI running only what the README tells people to run.
@Suite struct ProjectTests {
    /// The C libraries of one platform each.
    static let platformModules: Set<String> = ["Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc"]

    static func sourceFiles() throws -> [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// Every import of a platform's C library sits in a branch of `#if canImport` of that very
    /// library, and no code names one of them outside such a branch.
    @Test func platformLibrariesAreImportedOnlyWhereThereAreAny() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 20)
        for file in files {
            let name = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
            var branch: String?  // the library the enclosing `#if`/`#elseif canImport` names
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // The code, without a comment.
                let text = (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]).trimmingCharacters(in: .whitespaces)
                if let condition = ["#if canImport(", "#elseif canImport("].first(where: text.hasPrefix) {
                    branch = String(text.dropFirst(condition.count).prefix { $0 != ")" })
                    continue
                }
                if text.hasPrefix("#else") || text.hasPrefix("#endif") || text.hasPrefix("#if ") {
                    branch = nil
                    continue
                }
                let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                for module in Self.platformModules where words.contains(Substring(module)) {
                    let isImport = words.contains("import") && text.hasSuffix(module)
                    #expect(isImport && branch == module, "\(name):\(number + 1): \(text)")
                }
            }
        }
    }

    /// CI (`.ci/run`) runs make targets, each of which the README names: every test, and the
    /// release build users run laying out the sample.
    @Test func continuousIntegrationRunsWhatTheReadmeNames() throws {
        let script = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ") }
        #expect(commands.contains("make test"))
        #expect(commands.contains("make run"))
        for command in commands {
            #expect(command.hasPrefix("make "), "\(command) is not a make target")
            #expect(readme.contains("`\(command)`"), "the README does not name `\(command)`")
        }
    }

    /// `LayoutcalcUIKit` is a test dependency of apps: the targets it needs, those of its own
    /// tests and of its former name (`CompositionalLayout`) are pure Swift, with no system library
    /// (json-c) anywhere beneath them, as the package describes itself. (`make test` also builds
    /// its tests with json-c's headers hidden.) So are the snapshots' (`LayoutSnapshot`, and
    /// `LayoutDiff` beneath it), and the Snapshots trait's product, which without the trait needs
    /// no other package either (with it, swift-snapshot-testing's `SnapshotTesting`, pure Swift).
    @Test func theSwiftLibraryNeedsNothingInstalled() throws {
        let package = try Self.package("describe", "--type", "json")
        let targets = try #require(package["targets"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for target in targets { byName[target["name"] as? String ?? ""] = target }

        func graph(of name: String) -> Set<String> {
            var seen: Set<String> = []
            var queue = [name]
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue += byName[next]?["target_dependencies"] as? [String] ?? []
            }
            return seen
        }
        let systemLibraries = Set(targets.filter { ($0["type"] as? String) == "system-target" }.compactMap { $0["name"] as? String })
        #expect(systemLibraries == ["CJSONC"])
        for root in ["LayoutcalcUIKit", "LayoutcalcUIKitTests", "CompositionalLayout", "LayoutDiff", "LayoutSnapshot", "LayoutcalcSnapshotTesting"] {
            let needed = graph(of: root)
            #expect(needed.contains("LayoutEngine") && needed.contains("LayoutSpec"), "\(root): \(needed)")
            #expect(needed.isDisjoint(with: systemLibraries), "\(root) needs \(needed.intersection(systemLibraries))")
            #expect(needed.allSatisfy { (byName[$0]?["product_dependencies"] as? [String] ?? []).isEmpty }, "\(root) needs another package")
        }
        // The one target that reads JSON with json-c does need it: the graph is read right.
        #expect(graph(of: "LayoutSpecReader").contains("CJSONC"))
    }

    /// No product the manifest declares needs another package, but for a trait's: a package that
    /// depends on any of them (an app on `LayoutcalcUIKit`) resolves, fetches and builds no other
    /// package, not even swift-argument-parser's plugins, which SwiftPM compiles for every package
    /// it resolves. So the command line is no product: SwiftPM makes one for this package as the
    /// root all the same, and only there is it built.
    @Test func noProductBringsAnotherPackage() throws {
        let manifest = try Self.package("dump-package")
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var dependencies: [String: [[String: Any]]] = [:]
        for target in targets { dependencies[target["name"] as? String ?? ""] = target["dependencies"] as? [[String: Any]] ?? [] }
        let products = try #require(manifest["products"] as? [[String: Any]])
        #expect(products.count > 5)
        for product in products {
            var seen: Set<String> = []
            var queue = product["targets"] as? [String] ?? []
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                for dependency in dependencies[next] ?? [] {
                    // `byName` and `target`: [name, condition]; `product`: [name, package, aliases, condition].
                    if let named = (dependency["byName"] ?? dependency["target"]) as? [Any], let name = named.first as? String {
                        queue.append(name)
                    } else if let other = dependency["product"] as? [Any] {
                        let traits = (other.last as? [String: Any])?["traits"] as? [String] ?? []
                        #expect(!traits.isEmpty, "\(product["name"] ?? "?") needs \(other.prefix(2)) without a trait")
                    }
                }
            }
        }
    }

    /// `swift package ARGUMENTS` of this package, its JSON output.
    static func package(_ arguments: String...) throws -> [String: Any] {
        try withTemporaryDirectory { scratch in
            let result = try run(
                "/usr/bin/env", ["swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        }
    }
}
