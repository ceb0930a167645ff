import LayoutEngine
import LayoutSpec

/// One fuzz input (libFuzzer's entry point): any bytes go through the whole pipeline, as
/// `layoutcalc` runs it, and every layout is checked for what must always hold; one input in
/// eight is first parsed in two pieces as well as in one (see `checkSplitParse`). A crash, a
/// hang, a leak or a broken invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    // Only one in eight: libdispatch's worker frees memory after the parse has returned, so
    // libFuzzer, which scans for leaks after any input that ends with more allocations than
    // frees, scans after every split parse (about 40 ms, against a few for an input's layout).
    if size % 8 == 0 { checkSplitParse(UnsafeBufferPointer(start: data, count: size)) }
    guard let screen = try? SpecReader.read(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    // Specs this large are legal and slow; the tests cover them, the fuzzer looks elsewhere.
    guard screen.sections.reduce(0, { $0 + $1.itemCount }) <= 50_000 else { return 0 }
    guard let layout = try? screen.layout() else { return 0 }
    check(layout, of: screen)
    for format in OutputFormat.allCases {
        var out = ByteWriter(sink: DiscardingSink())
        do {
            try LayoutWriter.write([LaidOutDocument(source: "fuzz", layout: layout)], format: format, precision: nil, to: &out)
            try out.flush()
        } catch {
            fatalError("writing to memory failed: \(error)")
        }
    }
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

/// Throws away what it is given.
struct DiscardingSink: ByteSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {}
}
