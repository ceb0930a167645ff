/// The carousel's scale effect at given orthogonal offsets (SEMANTICS §6).
///
/// At offset o an item is visible when (x − o, x + w − o) overlaps (0, W); its scale is
/// max(1 − |(x + w/2 − o) − W/2| / W, minimum). Groups are in order along the row, so the
/// visible ones are found by binary search: the work per offset is proportional to what is
/// visible, not to the row.
struct ScaleEffectLayout {
    let effect: ScaleEffect
    let containerWidth: Double
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
                before = max(before, start - items[index].x)
                after = max(after, items[index].maxX - (start + run.length))
            }
        }
        let width = containerWidth
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
                    guard frame.x - offset < width, frame.maxX - offset > 0 else { continue }
                    let distance = abs((frame.x + frame.width / 2 - offset) - width / 2)
                    visible.append(ItemScale(index: index, scale: max(1 - distance / width, effect.minimum)))
                }
                runIndex += 1
            }
            return TransformSnapshot(offset: offset, items: visible)
        }
    }
}
