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

/// What every layout must hold, whatever the spec.
func check(_ layout: ScreenLayout, of screen: Screen) {
    var end = 0.0
    for section in layout.sections {
        if section.index > 0 { end += screen.interSectionSpacing }
        precondition(section.frame.y == end && section.frame.height >= 0, "sections do not tile: \(section.frame)")
        end += section.frame.height
        precondition(section.items.count == screen.sections[section.index].resolved(forWidth: screen.container.width).itemCount)
        for frame in section.items + section.supplementaries.map(\.frame) {
            precondition(frame.width >= 0 && frame.height >= 0, "negative size: \(frame)")
            precondition(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite, "not finite: \(frame)")
        }
    }
    precondition(layout.contentSize.height == end, "content height \(layout.contentSize.height) is not the sections' \(end)")
}

/// Throws away what it is given.
struct DiscardingSink: ByteSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {}
}
