/// How many members a group holds along its axis: the k-fit (layout-rules §3).
///
/// A count k fits when the far edge of its k-th member is within the group, the members laid
/// out as they will be: each at the basis of k members (the group's length less the k − 1
/// spacings), holding the items that fall to it (a nested group those that fit it there, the
/// member after it the item after them), positions accumulated left to right (§1). The group
/// holds the counts that fit up to the first that does not, at least one member. (A count past
/// it can fit again where the spacings take the whole length, its members fractions of a basis
/// of 0 and so of no width: the rules' own cases, FW0.3 items 10 apart in 320 holding 3, not the
/// 33 whose spacings make 320, say it is not taken.)
///
/// Members are added one at a time, each weighed at the basis of the count it completes, so
/// that a group of k members costs O(k). Where the basis moves with the count (spacing between
/// members whose lengths are fractions of it) the members already added were weighed at larger
/// bases, and the count found that way is only a first guess: the counts around it are then
/// laid out whole at their own bases, galloping away from the guess and halving back, so that
/// what is exact costs O(k log k) at worst and two or three layouts of k members in practice.
/// Where a nested group's share of measured items moves with the count, counts need not fit up to
/// one and stop, and they are laid out one by one instead, O(k²) (within the k-fits' work limit).
extension GroupSolver {
    /// One member as the k-fit weighs it: its length along the group's axis, the room its
    /// edges take there, and how many items it holds.
    private struct Weighed {
        var edgeStart: Double
        var length: Double
        var edgeEnd: Double
        var items: Int

        /// Where the member ends when it starts at `cursor`: added in the order members are
        /// placed, start edge, length, end edge.
        func end(from cursor: Double) -> Double {
            cursor + edgeStart + length + edgeEnd
        }
    }

    /// What the k-fit needs of one subitem of the group.
    private struct FitSubitem {
        var node: Int
        var isItem: Bool
        var edgeStart: Double
        var edgeEnd: Double
        /// Whether its length is a fraction of the basis.
        var isFractionAlong: Bool
        /// Whether its length or what it holds changes with the basis.
        var followsBasis: Bool
    }

    mutating func fitCount(_ stack: Stack, contentAlong: Double, contentAcross: Double, start: Int, limit: Int) -> Int {
        let axis = stack.axis
        let spacing = stack.spacing.minimum
        var hasFractions = false
        let subitems = stack.subitems.map { subitem in
            let node = tree.nodes[subitem]
            var isItem = false
            if case .item = node.body { isItem = true }
            let alongFraction = node.size.dimension(along: axis).fraction(of: axis) != nil
            let acrossFraction = node.size.dimension(along: axis.cross).fraction(of: axis) != nil
            if alongFraction { hasFractions = true }
            return FitSubitem(
                node: subitem, isItem: isItem,
                edgeStart: node.edgeSpacing.start(along: axis)?.minimum ?? 0,
                edgeEnd: node.edgeSpacing.end(along: axis)?.minimum ?? 0,
                isFractionAlong: alongFraction, followsBasis: alongFraction || (!isItem && acrossFraction))
        }
        let memberLimit = limit.saturatingAdd(Self.surplusMemberLimit)

        // The first guess: members added one by one, each at the basis of the count it completes.
        var cursor = 0.0
        var assigned = 0
        var members = 0
        while members < memberLimit {
            fitWork += hasFractions ? subitems.count : 1
            if exceededFitWork { break }
            let basis = max(0, contentAlong - Double(members) * spacing)
            let member = weigh(
                subitems[members % subitems.count], axis: axis, basis: basis, across: contentAcross,
                start: start + assigned, available: limit - assigned)
            let farEdge = member.end(from: members > 0 ? cursor + spacing : cursor)
            if members > 0 && farEdge > contentAlong { break }
            cursor = farEdge
            assigned += member.items
            members += 1
        }
        let guess = max(1, members)
        // Exact already where every member was weighed at the basis it is laid out at.
        guard spacing != 0, subitems.contains(where: \.followsBasis), !exceededFitWork else { return guess }
        func fits(_ count: Int) -> Bool? {
            if count <= 1 { return true }
            let fitting = fitsWhole(count, subitems: subitems, stack: stack, contentAlong: contentAlong, contentAcross: contentAcross, start: start, limit: limit)
            return exceededFitWork ? nil : fitting
        }
        // Where the items are measured (or share a uniform size), a nested group that holds
        // fewer items as the basis shrinks hands each later member another item, so a count past
        // one that does not fit can fit again, and a search that steps over counts could step
        // over the first that does not: there the counts are laid out one by one.
        if measurements != nil || tree.hasUniformDimension, subitems.contains(where: { !$0.isItem && $0.followsBasis }) {
            var count = 1
            while count < memberLimit, let fitsNext = fits(count + 1), fitsNext { count += 1 }
            return count
        }
        // Otherwise counts fit up to one and not past it while the basis is positive; at a basis
        // of 0 (the spacings take the whole length) fractions are of no length, and counts there
        // are searched only where every count before them fits.
        let zero = spacing > 0 ? Self.zeroBasisCount(contentAlong, spacing) : nil
        let positive = min(memberLimit, (zero ?? Int.max).saturatingAdd(-1))
        let fitting = Self.largestFitting(from: min(guess, positive), limit: positive, fits)
        guard let zero, fitting == zero - 1, zero <= memberLimit, !exceededFitWork else { return fitting }
        return Self.largestFitting(from: zero, limit: memberLimit, fits)
    }

    /// The first count whose basis is 0: its spacings take the group's whole length.
    private static func zeroBasisCount(_ contentAlong: Double, _ spacing: Double) -> Int? {
        let estimate = (contentAlong / spacing).rounded(.up)
        guard estimate < Double(Int.max / 2) else { return nil }
        var count = Int(estimate) + 1
        while count > 1 && contentAlong - Double(count - 2) * spacing <= 0 { count -= 1 }
        while contentAlong - Double(count - 1) * spacing > 0 { count += 1 }
        return count
    }

    /// The count before the first that does not fit (at most `limit`), from `guess`, a first
    /// guess: the counts around it laid out whole (`fits`), galloping away from it and halving
    /// back. `fits` gives nil once the k-fits' work passes its limit, which ends the search at the
    /// largest count found to fit.
    private static func largestFitting(from guess: Int, limit top: Int, _ fits: (Int) -> Bool?) -> Int {
        var fitting = 1
        var failing: Int
        var step = 1
        if guess <= top, let fitsGuess = fits(guess), fitsGuess {
            fitting = guess
            while true {
                let next = fitting.saturatingAdd(step)
                if next > top { failing = top.saturatingAdd(1); break }
                guard let fitsNext = fits(next) else { return fitting }
                if fitsNext { fitting = next } else { failing = next; break }
                step = step.saturatingMultiply(2)
            }
        } else {
            failing = min(guess, top.saturatingAdd(1))
            while true {
                let next = failing - step
                if next <= 1 { break }
                guard let fitsNext = fits(next) else { return 1 }
                if fitsNext { fitting = next; break }
                failing = next
                step = step.saturatingMultiply(2)
            }
        }
        while failing - fitting > 1 {
            let middle = fitting + (failing - fitting) / 2
            guard let fitsMiddle = fits(middle) else { return fitting }
            if fitsMiddle { fitting = middle } else { failing = middle }
        }
        return fitting
    }

    /// Whether `count` members fit, each laid out at the basis of `count` members.
    private mutating func fitsWhole(
        _ count: Int, subitems: [FitSubitem], stack: Stack, contentAlong: Double, contentAcross: Double, start: Int,
        limit: Int
    ) -> Bool {
        fitWork = fitWork.saturatingAdd(count)
        let spacing = stack.spacing.minimum
        let basis = max(0, contentAlong - Double(count - 1) * spacing)
        var cursor = 0.0
        var assigned = 0
        for position in 0..<count {
            if position > 0 { cursor += spacing }
            let member = weigh(
                subitems[position % subitems.count], axis: stack.axis, basis: basis, across: contentAcross,
                start: start + assigned, available: limit - assigned)
            cursor = member.end(from: cursor)
            if position > 0 && cursor > contentAlong { return false }
            assigned += member.items
        }
        return true
    }

    /// `subitem` as a member at `basis`, holding items from `start` on with `available` left:
    /// an item at its measured size where it has one, a nested group estimated along the axis
    /// at the length of what it holds there, never at its own estimate.
    private mutating func weigh(
        _ subitem: FitSubitem, axis: Axis, basis: Double, across: Double, start: Int, available: Int
    ) -> Weighed {
        let container = Size(along: basis, across: across, axis: axis)
        let proposal = propose(subitem.node, in: container, itemIndex: subitem.isItem && available > 0 ? start : nil)
        var length = proposal.size.length(along: axis)
        var items = 1
        // Which items a nested group holds matters only where they are measured, or share a
        // uniform size; its length, only where it is estimated along the axis.
        if !subitem.isItem && (proposal.isEstimated(axis) || measurements != nil || tree.hasUniformDimension) {
            let measured = measure(node: subitem.node, proposal: proposal, start: start, limit: available)
            if proposal.isEstimated(axis) { length = measured.size.length(along: axis) }
            items = measured.capacity
        }
        return Weighed(edgeStart: subitem.edgeStart, length: length, edgeEnd: subitem.edgeEnd, items: items)
    }
}
