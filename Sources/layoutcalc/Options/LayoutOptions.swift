import ArgumentParser
import LayoutEngine
import LayoutSpec

/// What to lay out a spec in: container overrides and scroll offsets.
struct LayoutOptions: ParsableArguments {
    @Option(
        name: .customLong("width"),
        help: ArgumentHelp("Container width; a comma-separated list lays the spec out at each.", valueName: "W[,W...]"))
    var widths: [WidthList] = []

    @Option(help: ArgumentHelp("Container height.", valueName: "H"))
    var height: Double?

    @Option(help: ArgumentHelp("Display scale: 1, 2 or 3 (sizes and origins snap to pixels).", valueName: "S"))
    var scale: Double?

    @Option(
        name: .customLong("offset"),
        help: ArgumentHelp("An orthogonal scroll offset at which to report transforms; repeatable.", valueName: "X"))
    var offsets: [Double] = []

    @Option(
        name: .customLong("scroll-offset"),
        help: ArgumentHelp(
            "A content offset at which to report what is on screen, pinned items pinned; repeatable.", valueName: "X,Y"))
    var scrollOffsets: [ScrollOffset] = []

    func validate() throws {
        for width in widths.flatMap(\.values) where !(width > 0 && width <= SpecLimits.maximumLength) {
            throw ValidationError("--width must be a number > 0 (at most \(Int(SpecLimits.maximumLength))); found \(width)")
        }
        if let height, !(height > 0 && height <= SpecLimits.maximumLength) {
            throw ValidationError("--height must be a number > 0; found \(height)")
        }
        if let scale, ![1, 2, 3].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3; found \(scale)")
        }
        if let offset = offsets.first(where: { !$0.isFinite || abs($0) > SpecLimits.maximumLength }) {
            throw ValidationError("--offset must be a finite number; found \(offset)")
        }
        for offset in scrollOffsets where !(abs(offset.x) <= SpecLimits.maximumLength && abs(offset.y) <= SpecLimits.maximumLength) {
            throw ValidationError("--scroll-offset must be two finite numbers, X,Y; found \(offset.x),\(offset.y)")
        }
    }

    /// Reads each spec and lays it out at each width, in that order. Every problem of every
    /// spec is reported on standard error; if any spec failed, the first failure's exit code
    /// is thrown and no layout is returned.
    func lay(out sources: [String]) throws -> [LaidOutDocument] {
        var documents: [LaidOutDocument] = []
        try lay(out: sources) { documents.append($0) }
        return documents
    }

    /// Reads each spec and lays it out at each width, handing each layout to `body` (which
    /// sees the layouts of the specs before a failed one); then, if any spec failed, throws
    /// the first failure's exit code.
    func lay(out sources: [String], _ body: (LaidOutDocument) -> Void) throws {
        let widthList: [Double?] = widths.isEmpty ? [nil] : widths.flatMap(\.values)
        var failure: ExitCode?
        for source in sources {
            let name = source == "-" ? "<stdin>" : source
            do {
                let text = try InputFile.read(source)
                let overrides = LayoutOverrides(
                    width: widthList[0], height: height, scale: scale, offsets: offsets.isEmpty ? nil : offsets,
                    scrollOffsets: scrollOffsets.isEmpty ? nil : scrollOffsets.map { Point(x: $0.x, y: $0.y) })
                var screen = try SpecReader.read(text, overrides: overrides)
                for width in widthList {
                    if let width { screen.container.width = width }
                    do {
                        body(LaidOutDocument(source: name, layout: try screen.layout()))
                    } catch {
                        throw SpecError([error.diagnostic])
                    }
                }
            } catch let error as InputError {
                Terminal.error("\(name): error: \(error.message)")
                failure = failure ?? error.exitCode
            } catch let error as SpecError {
                for diagnostic in error.diagnostics { Terminal.error(diagnostic.rendered(source: name)) }
                failure = failure ?? .invalidSpec
            }
        }
        if let failure { throw failure }
    }
}

/// A `--width` value: one width or a comma-separated list.
struct WidthList: ExpressibleByArgument {
    var values: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0) }
        guard !parts.isEmpty, numbers.count == parts.count else { return nil }
        values = numbers
    }
}

/// A `--scroll-offset` value: `X,Y`.
struct ScrollOffset: ExpressibleByArgument {
    var x: Double
    var y: Double

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        self.x = x
        self.y = y
    }
}
