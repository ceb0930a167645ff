import Foundation
import Testing
import TestSupport

/// `--format html` in a real browser: headless Chromium (which `make test` installs) loads the
/// page with its state in the URL fragment, and the DOM it ends with is compared, element for
/// element, with what the command line prints for the same spec and offsets: the elements the
/// page marks on screen (`data-visible`) with the `visible` list at that scroll offset, their
/// frames string for string, and the scales in each orthogonal row with the row's `transforms`
/// at that offset.
@Suite(.serialized) struct HTMLPageTests {
    /// One state of a page: the arguments the page is made with, its fragment, and the
    /// arguments that make the command line print what the page shows then.
    struct Case: CustomTestStringConvertible, Sendable {
        var page: [String]
        var fragment: String
        var command: [String]

        var testDescription: String { "\(page.joined(separator: " ")) #\(fragment)" }
    }

    static let cases: [Case] = [
        // Pinned section headers and decorations (a vertical layout), at its top, part way,
        // where a header is pushed up by its section's end, and at the end of the content
        // (1304 − 844 = 460).
        Case(page: ["samples/settings.json"], fragment: "scroll=0,428", command: ["samples/settings.json", "--scroll-offset", "0,428"]),
        Case(page: ["samples/settings.json"], fragment: "scroll=0,350", command: ["samples/settings.json", "--scroll-offset", "0,350"]),
        Case(page: ["samples/settings.json"], fragment: "scroll=0,0", command: ["samples/settings.json", "--scroll-offset", "0,0"]),
        Case(page: ["samples/settings.json"], fragment: "scroll=0,460", command: ["samples/settings.json", "--scroll-offset", "0,460"]),
        // A pinned leading menu in a horizontal layout (2518 − 844 = 1674 at most).
        Case(page: ["samples/shelf.json"], fragment: "scroll=600,0", command: ["samples/shelf.json", "--scroll-offset", "600,0"]),
        Case(page: ["samples/shelf.json"], fragment: "scroll=1674,0", command: ["samples/shelf.json", "--scroll-offset", "1674,0"]),
        // The carousel between two pages (both scaled) and the widgets' row, at each width of a
        // sweep (1650 − 844 = 806 at most at 390).
        Case(
            page: ["samples/home.json", "--width", "390,834"], fragment: "width=390&scroll=0,300&row0=195&row1=195",
            command: ["samples/home.json", "--width", "390", "--scroll-offset", "0,300", "--offset", "195"]),
        Case(
            page: ["samples/home.json", "--width", "390,834"], fragment: "width=834&scroll=0,700&row0=1000&row1=1000",
            command: ["samples/home.json", "--width", "834", "--scroll-offset", "0,700", "--offset", "1000"]),
        // A row offset past its end is clamped, as the command line clamps it.
        Case(
            page: ["samples/home.json"], fragment: "scroll=0,10&row0=99999&row1=99999",
            command: ["samples/home.json", "--scroll-offset", "0,10", "--offset", "99999"]),
        // Right to left: the rows mirrored.
        Case(
            page: ["samples/home-rtl.json"], fragment: "scroll=0,400&row0=390&row1=390",
            command: ["samples/home-rtl.json", "--scroll-offset", "0,400", "--offset", "390"]),
    ]

    /// Chromium's program: Debian's `chromium`, or Homebrew's application on macOS.
    static let browser: String? = {
        if isInstalled("chromium") { return "chromium" }
        let application = "/Applications/Chromium.app/Contents/MacOS/Chromium"
        return FileManager.default.isExecutableFile(atPath: application) ? application : nil
    }()

    /// Whether this platform has a package for Chromium that `make test` installs.
    static let hasPackage = isInstalled("apt-get") || isInstalled("brew")

    @Test(
        .enabled(if: browser != nil || hasPackage, "no Chromium package on this platform: the page is not run in a browser"),
        arguments: cases)
    func theDOMShowsWhatTheCommandLinePrints(_ state: Case) throws {
        let browser = try #require(Self.browser, "Chromium is missing: `make test` installs it")
        let page = try layoutcalc(state.page + ["--format", "html"])
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty)
        let dom = try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("page.html")
            try page.stdout.write(to: file)
            // A browser that hangs is stopped after five minutes, where `timeout` is at hand.
            let arguments = [
                browser, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory.path)/profile", "--dump-dom",
                file.absoluteString + "#" + state.fragment,
            ]
            let loaded = try run("/usr/bin/env", (isInstalled("timeout") ? ["timeout", "300"] : []) + arguments)
            #expect(loaded.status == 0, "\(loaded.stderr)")
            return loaded.output
        }
        let shown = try #require(PageDOM(dom), "no document shown in the page's DOM")

        let lines = try layoutcalc(state.command + ["--format", "ndjson"])
        #expect(lines.status == 0)
        let sections = try sectionIndices(state.command)
        var visible: [String] = []
        var scales: [String: [String]] = [:]
        for line in lines.output.split(separator: "\n").map(String.init) {
            let section = NDJSONLine.text(of: "section", in: line).map { sections[$0] ?? "?" } ?? ""
            if line.hasPrefix("{\"scrollOffset\""), let offsetEnd = line.range(of: "},")?.upperBound {
                // The element's own members, after its scroll offset's.
                let element = String(line[offsetEnd...])
                let frame = ["x", "y", "width", "height"].map { NDJSONLine.text(of: $0, in: element) ?? "?" }.joined(separator: ",")
                visible.append(
                    [section, NDJSONLine.text(of: "element", in: line) ?? "?", NDJSONLine.text(of: "kind", in: line) ?? "",
                     NDJSONLine.text(of: "index", in: line) ?? "?", frame].joined(separator: "|"))
            } else if NDJSONLine.text(of: "element", in: line) == "transform" {
                scales[section, default: []].append(
                    [NDJSONLine.text(of: "offset", in: line) ?? "?", NDJSONLine.text(of: "index", in: line) ?? "?",
                     NDJSONLine.text(of: "scale", in: line) ?? "?"].joined(separator: "|"))
            }
        }
        #expect(!visible.isEmpty, "the case shows something")
        #expect(scales.isEmpty == !state.command.contains("--offset"), "the rows' cases show scales")
        #expect(shown.visible.sorted() == visible.sorted())
        #expect(shown.scales == scales)
    }

    /// The page needs nothing from the network, and holds no script or style but its own.
    @Test func thePageIsSelfContained() throws {
        let page = try layoutcalc(["samples/home.json", "--width", "390,834", "--format", "html"])
        #expect(page.status == 0)
        let text = page.output
        for reference in ["http:", "https:", "src=", "href=", "<link", "@import", "url("] {
            #expect(!text.contains(reference), "\(reference)")
        }
        #expect(text.hasPrefix("<!DOCTYPE html>\n"))
        #expect(text.hasSuffix("</html>\n"))
    }

    /// Each section's index by its id, from the command line's JSON.
    private func sectionIndices(_ command: [String]) throws -> [String: String] {
        let document = try layoutcalc(command)
        let parsed = try JSONSerialization.jsonObject(with: document.stdout) as? [String: Any]
        let sections = parsed?["sections"] as? [[String: Any]] ?? []
        var indices: [String: String] = [:]
        for section in sections {
            if let id = section["id"] as? String, let index = section["index"] as? Int { indices[id] = String(index) }
        }
        return indices
    }
}

/// A member's value in an ndjson line as the command line wrote it: a number's own text, a
/// string's content (the samples' names need no escapes).
private enum NDJSONLine {
    static func text(of key: String, in line: String) -> String? {
        guard let start = line.range(of: "\"\(key)\":")?.upperBound else { return nil }
        var rest = line[start...]
        if rest.first == "\"" {
            rest = rest.dropFirst()
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return String(rest[..<end])
    }
}

/// The elements of the document a page shows, read from the DOM Chromium dumps: those marked on
/// screen, each as section|element|kind|index|frame, and the scales of each row's items, as
/// offset|index|scale by the row's section.
private struct PageDOM {
    var visible: [String] = []
    var scales: [String: [String]] = [:]

    init?(_ dom: String) {
        // The document shown is the one section without `hidden`.
        let documents = dom.components(separatedBy: "<section ").dropFirst()
        guard let shown = documents.first(where: { $0.hasPrefix("class=\"doc\"") && !($0.prefix { $0 != ">" }).contains("hidden") }) else {
            return nil
        }
        var rowOffsets: [String: String] = [:]
        for tag in shown.components(separatedBy: "<div ").dropFirst() {
            let attributes = Self.attributes(of: String(tag.prefix { $0 != ">" }))
            if let row = attributes["data-row"] {
                rowOffsets[row] = attributes["data-row-offset"]
                continue
            }
            guard let element = attributes["data-element"] else { continue }
            let section = attributes["data-section"] ?? "?"
            let index = attributes["data-index"] ?? "?"
            if attributes["data-visible"] != nil {
                visible.append(
                    [section, element, attributes["data-kind"] ?? "", index, attributes["data-frame"] ?? "?"].joined(separator: "|"))
            }
            if let scale = attributes["data-scale"] {
                scales[section, default: []].append([rowOffsets[section] ?? "?", index, scale].joined(separator: "|"))
            }
        }
    }

    /// A start tag's attributes (`name="value"`, or a name alone).
    private static func attributes(of tag: String) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = Substring(tag)
        while let nameStart = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[nameStart...]
            let nameEnd = rest.firstIndex { $0 == "=" || $0.isWhitespace } ?? rest.endIndex
            let name = String(rest[..<nameEnd])
            rest = rest[nameEnd...]
            guard rest.hasPrefix("=\"") else {
                attributes[name] = ""
                continue
            }
            rest = rest.dropFirst(2)
            let valueEnd = rest.firstIndex(of: "\"") ?? rest.endIndex
            attributes[name] = String(rest[..<valueEnd])
            rest = rest[valueEnd...].dropFirst()
        }
        return attributes
    }
}
