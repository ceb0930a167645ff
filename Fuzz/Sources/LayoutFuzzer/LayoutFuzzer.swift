import LayoutEngine
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutText

/// One fuzz input (libFuzzer's entry point): any bytes go through the whole pipeline, as
/// `layoutcalc` runs it, its limits included (the engine's element limit, the format's
/// `OutputSize`), in one format (chosen by the input's length, so that each format's
/// limits hold the time and memory `make fuzz` allows an input), and every layout is checked
/// for what must always hold, every output for being no larger than counted; one input in
/// eight is first parsed in two pieces as well as in one (see `checkSplitParse`). A crash, a
/// leak, a broken invariant, or an input that takes longer or more memory than `make fuzz`
/// allows (layoutcalc's guarantee, scaled to this build) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    // Only one in eight: the check parses the input again cut where the reader would cut it and
    // at up to 64 of its commas, each cut parsed on two threads (tens of milliseconds, against a few for an input's layout).
    if size % 8 == 0 { checkSplitParse(UnsafeBufferPointer(start: data, count: size)) }
    guard let screen = try? SpecReader.read(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    guard let layout = try? screen.layout(elementLimit: OutputLimits.maximumElements) else { return 0 }
    check(layout, of: screen)
    let document = LaidOutDocument(source: "fuzz", layout: layout)
    let format = OutputFormat.allCases[size % OutputFormat.allCases.count]
    var counted = OutputSize(format: format, precision: nil, severalDocuments: false)
    counted.add(document)
    guard counted.refusal == nil else { return 0 }
    var out = ByteWriter(sink: CountingSink())
    do {
        try format.write([document], precision: nil, to: &out)
        try out.flush()
    } catch {
        fatalError("writing to memory failed: \(error)")
    }
    guard let sink = out.sink as? CountingSink else { preconditionFailure("the sink was replaced") }
    precondition(sink.count <= counted.bytes, "\(format): \(sink.count) bytes written, \(counted.bytes) counted")
    return 0
}

/// What every layout must hold, whatever the spec: sections tile along the scroll axis (after
/// the layout's own leading band, left to right before any mirroring), and the content reaches
/// at least their end (the layout's own boundary items may lengthen it).
func check(_ layout: ScreenLayout, of screen: Screen) {
    let horizontal = layout.scrollDirection == .horizontal
    let mirrored = layout.layoutDirection == .rightToLeft
    /// A frame's start and length along the scroll axis, left to right.
    func span(_ frame: Rect) -> (start: Double, length: Double) {
        guard horizontal else { return (frame.y, frame.height) }
        return (mirrored ? layout.contentSize.width - frame.maxX : frame.x, frame.width)
    }
    var end = layout.sections.first.map { span($0.frame).start } ?? 0
    for section in layout.sections {
        if section.index > 0 { end += screen.interSectionSpacing }
        let (start, length) = span(section.frame)
        // Mirrored back, a start may differ from the sum in its last bits.
        let tiles = mirrored && horizontal ? abs(start - end) <= 1e-9 * max(1, abs(end)) : start == end
        precondition(tiles && length >= 0, "sections do not tile: \(section.frame)")
        end += length
        precondition(section.items.count == screen.sections[section.index].resolved(forWidth: screen.container.width).itemCount)
        for frame in section.items + section.supplementaries.map(\.frame) + section.decorations.map(\.frame) {
            precondition(frame.width >= 0 && frame.height >= 0, "negative size: \(frame)")
            precondition(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite, "not finite: \(frame)")
        }
    }
    let content = horizontal ? layout.contentSize.width : layout.contentSize.height
    if screen.boundaryItems.isEmpty {
        precondition(content == end, "content length \(content) is not the sections' \(end)")
    } else {
        precondition(content >= end, "content length \(content) is short of the sections' \(end)")
    }
}

/// Counts what it is given, and throws it away.
struct CountingSink: ByteSink {
    var count = 0

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        count += bytes.count
    }
}
