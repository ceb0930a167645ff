import LayoutEngine

extension SpecDecoder {
    /// A flow section (`UICollectionViewFlowLayout`).
    mutating func flow(_ fields: SectionFields, items: DecodedItems?) throws(SpecError) -> FlowSection? {
        var sizes = [FlowItemSize.standard]
        if let entry = fields[.itemSize] {
            guard let size = try at(path: entry.path, { (decoder) throws(SpecError) in try decoder.flowSize(entry.value) }) else {
                return nil
            }
            sizes = [size]
        }
        if let entry = fields[.sizes] {
            var list: [FlowItemSize] = []
            var valid = true
            try at(path: entry.path) { (decoder) throws(SpecError) in
                try decoder.elements(of: entry.value, SectionKey.sizes.shape, minimum: 1) { (_, element, decoder) throws(SpecError) in
                    if let size = try decoder.flowSize(element) { list.append(size) } else { valid = false }
                }
            }
            guard valid, !list.isEmpty else { return nil }
            sizes = list
        }
        let header = try read(.header, of: fields) { (value, decoder) throws(SpecError) in try decoder.flowBand(value) }
        let footer = try read(.footer, of: fields) { (value, decoder) throws(SpecError) in try decoder.flowBand(value) }
        return FlowSection(
            itemCount: items?.count ?? 0, sizes: sizes, itemSizes: items?.measurements,
            interitemSpacing: try number(.minimumInteritemSpacing, of: fields) ?? FlowSection.defaultSpacing,
            lineSpacing: try number(.minimumLineSpacing, of: fields) ?? FlowSection.defaultSpacing,
            headerHeight: header?.height ?? 0, footerHeight: footer?.height ?? 0, pinsHeader: header?.pinned ?? false,
            pinsFooter: footer?.pinned ?? false)
    }

    /// A flow header or footer: a full-width band of `height` points (`null` is none), which may
    /// pin to the visible bounds.
    private mutating func flowBand(_ value: JSONValue) throws(SpecError) -> (height: Double, pinned: Bool)? {
        if value.kind == .null { return (0, false) }
        var height: Double?
        var pinned = false
        let isComplete = try members(of: value, as: .header, HeaderKey.flowRules) { (key, member, decoder) throws(SpecError) in
            switch key {
            case .height: height = try decoder.number(member, key.shape)
            case .pinToVisibleBounds: pinned = try decoder.boolean(member) ?? false
            case .estimated, .contentInsets: break  // refused by the flow rules
            }
        }
        guard isComplete, let height else { return nil }
        return (height, pinned)
    }

    /// `{"width": W, "height": H}` of a flow size.
    private mutating func flowSize(_ value: JSONValue) throws(SpecError) -> FlowItemSize? {
        var width: FlowWidth?
        var height: FlowHeight?
        var valid = true
        let isComplete = try members(of: value, as: .flowSize) { (key: FlowSizeKey, member, decoder) throws(SpecError) in
            switch key {
            case .width:
                width = try decoder.flowWidth(member)
                if width == nil { valid = false }
            case .height:
                height = try decoder.flowHeight(member)
                if height == nil { valid = false }
            }
        }
        guard isComplete, valid, let width, let height else { return nil }
        return FlowItemSize(width: width, height: height)
    }

    /// Points, `{"fraction": f}` or `{"perRow": n}`.
    private mutating func flowWidth(_ value: JSONValue) throws(SpecError) -> FlowWidth? {
        if value.kind == .number { return try number(value, .number(.length)).map(FlowWidth.points) }
        guard value.kind == .object else {
            try report("expected \(FlowSizeKey.width.shape.phrase), found \(value.summary)")
            return nil
        }
        var width: FlowWidth?
        let isComplete = try members(of: value, as: .flowWidth) { (key: FlowWidthKey, member, decoder) throws(SpecError) in
            switch key {
            case .fraction: width = try decoder.number(member, key.shape).map(FlowWidth.fraction)
            case .perRow: width = try decoder.integer(member, key.shape).map(FlowWidth.perRow)
            }
        }
        return isComplete ? width : nil
    }

    /// Points or `{"aspect": r}`.
    private mutating func flowHeight(_ value: JSONValue) throws(SpecError) -> FlowHeight? {
        if value.kind == .number { return try number(value, .number(.length)).map(FlowHeight.points) }
        guard value.kind == .object else {
            try report("expected \(FlowSizeKey.height.shape.phrase), found \(value.summary)")
            return nil
        }
        var height: FlowHeight?
        try members(of: value, as: .flowHeight) { (key: FlowHeightKey, member, decoder) throws(SpecError) in
            height = try decoder.number(member, key.shape).map(FlowHeight.aspect)
        }
        return height
    }

    /// A mosaic section.
    mutating func mosaic(_ fields: SectionFields, items: DecodedItems?) throws(SpecError) -> MosaicSection? {
        guard let entry = fields[.pattern] else { return nil }  // reported as missing
        var pattern: [MosaicBlock] = []
        var valid = true
        try at(path: entry.path) { (decoder) throws(SpecError) in
            try decoder.elements(of: entry.value, SectionKey.pattern.shape, minimum: 1) { (_, element, decoder) throws(SpecError) in
                if let block = try decoder.mosaicBlock(element) { pattern.append(block) } else { valid = false }
            }
        }
        let repeatBlock = try read(.repeatBlock, of: fields) { (value, decoder) throws(SpecError) in
            try decoder.integer(value, SectionKey.repeatBlock.shape)
        }
        let spacing = try read(.spacing, of: fields) { (value, decoder) throws(SpecError) in try decoder.mosaicSpacing(value) }
        guard valid, !pattern.isEmpty else { return nil }
        if let repeatBlock, repeatBlock >= pattern.count {
            try report("the pattern has \(pattern.count) block\(pattern.count == 1 ? "" : "s"): repeatBlock is from 0 to \(pattern.count - 1)", at: .repeatBlock, of: fields)
            return nil
        }
        if fields[.spacing] != nil && spacing == nil { return nil }
        return MosaicSection(itemCount: items?.count ?? 0, pattern: pattern, repeatBlock: repeatBlock, spacing: spacing ?? MosaicSpacing())
    }

    /// A built-in block's name, or `{"rects": [[x, y, w, h], …]}` in fractions of the width.
    private mutating func mosaicBlock(_ value: JSONValue) throws(SpecError) -> MosaicBlock? {
        let names = MosaicBlock.builtIn.keys.sorted()
        if value.kind == .string {
            return try choice(value, .choice(names), as: BlockName.self).flatMap { MosaicBlock.builtIn[$0.rawValue] }
        }
        guard value.kind == .object else {
            try report("expected \(ObjectName.mosaicBlock.phrase), found \(value.summary)")
            return nil
        }
        var rects: [Rect]?
        try members(of: value, as: .mosaicBlock) { (key: MosaicBlockKey, member, decoder) throws(SpecError) in
            guard case .array(let rectShape, _) = key.shape else { return }
            var list: [Rect] = []
            var valid = true
            try decoder.elements(of: member, key.shape, minimum: 1) { (_, element, decoder) throws(SpecError) in
                guard let numbers = try decoder.numbers(element, rectShape) else {
                    valid = false
                    return
                }
                guard numbers[0] + numbers[2] <= 1 else {
                    try decoder.report("x + width is \(ValueText.number(numbers[0] + numbers[2])), past the section's width (1)")
                    valid = false
                    return
                }
                list.append(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            }
            if valid && !list.isEmpty { rects = list }
        }
        return rects.map(MosaicBlock.rects)
    }

    private mutating func mosaicSpacing(_ value: JSONValue) throws(SpecError) -> MosaicSpacing? {
        var spacing = MosaicSpacing()
        var valid = true
        let isObject = try members(of: value, as: .mosaicSpacing) { (key: MosaicSpacingKey, member, decoder) throws(SpecError) in
            guard let length = try decoder.number(member, key.shape) else {
                valid = false
                return
            }
            switch key {
            case .before: spacing.before = length
            case .between: spacing.between = length
            case .after: spacing.after = length
            }
        }
        return isObject && valid ? spacing : nil
    }
}

/// A built-in block's name, as the spec writes it.
private struct BlockName: RawRepresentable {
    var rawValue: String
}
