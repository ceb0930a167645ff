/// The carousel's scale effect at given orthogonal offsets (SEMANTICS §6), along the row's
/// axis (x in a vertical layout; y in a horizontal one, §12).
///
/// At offset o an item is visible when (x − o, x + w − o) overlaps (0, W); its scale is
/// max(1 − |(x + w/2 − o) − W/2| / W, minimum). Groups are in order along the row, so the
/// visible ones are found by binary search: the work per offset is proportional to what is
/// visible, not to the row.
struct ScaleEffectLayout {
    let effect: ScaleEffect
    /// The axis the row runs along.
    let axis: Axis
    /// The container's length along the row: W in a vertical layout.
    let containerLength: Double
    let items: [Rect]
    let runs: [CompositionalLayout.GroupRun]
    /// Where the row starts (runs' starts are relative to it).
    let rowOrigin: Double

    func snapshots(at offsets: [Double]) -> [TransformSnapshot] {
        // How far any item sticks out of its group, before and after it.
        var before = 0.0
        var after = 0.0
        for run in runs {
            let start = rowOrigin + run.start
            for index in run.firstItem..<(run.firstItem + run.itemCount) {
                before = max(before, start - items[index].start(along: axis))
                after = max(after, items[index].end(along: axis) - (start + run.length))
            }
        }
        let width = containerLength
        return offsets.map { offset in
            var first = 0
            var last = runs.count
            while first < last {  // the first run that may reach past the offset
                let middle = (first + last) / 2
                if rowOrigin + runs[middle].start + runs[middle].length + after > offset {
                    last = middle
                } else {
                    first = middle + 1
                }
            }
            var visible: [ItemScale] = []
            var runIndex = first
            while runIndex < runs.count, rowOrigin + runs[runIndex].start - before < offset + width {
                let run = runs[runIndex]
                for index in run.firstItem..<(run.firstItem + run.itemCount) {
                    let frame = items[index]
                    let start = frame.start(along: axis)
                    let length = frame.length(along: axis)
                    guard start - offset < width, start + length - offset > 0 else { continue }
                    let distance = abs((start + length / 2 - offset) - width / 2)
                    visible.append(ItemScale(index: index, scale: max(1 - distance / width, effect.minimum)))
                }
                runIndex += 1
            }
            return TransformSnapshot(offset: offset, items: visible)
        }
    }
}
