import LayoutEngine

/// A waterfall section's own keys (SPEC §1), in the order they are written.
enum WaterfallSpecFields {
    static let all: [SpecField<SectionSubject>] = [
        SpecField("columns", when: { $0.waterfall != nil }, isDefault: { $0.waterfall?.columns == 2 }) { .integer($0.waterfall?.columns ?? 2) },
        SpecField("spacing", when: { $0.waterfall != nil }, isDefault: { !sharesSpacing($0) || $0.waterfall?.columnSpacing == 8 }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.waterfall?.columnSpacing ?? 8, at: subject.path + ".spacing")
        },
        SpecField("columnSpacing", when: { $0.waterfall != nil }, isDefault: { sharesSpacing($0) }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.waterfall?.columnSpacing ?? 8, at: subject.path + ".columnSpacing")
        },
        SpecField("rowSpacing", when: { $0.waterfall != nil }, isDefault: { sharesSpacing($0) }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.waterfall?.rowSpacing ?? 8, at: subject.path + ".rowSpacing")
        },
        SpecField("placement", when: { $0.waterfall != nil }, isDefault: { $0.waterfall?.placement == .shortest }) { subject in
            switch subject.waterfall?.placement {
            case .ordered: .string("ordered")
            case .sequential: .string("sequential")
            default: .string("shortest")
            }
        },
        SpecField("tolerance") { (subject, explicit) throws(SpecWriteError) in
            guard case .ordered(let tolerance)? = subject.waterfall?.placement, explicit || tolerance != 0 else { return nil }
            return tolerance == .infinity ? .string("infinite") : try SpecFields.number(tolerance, at: subject.path + ".tolerance")
        },
        SpecField("span", when: { $0.waterfall != nil }, isDefault: { $0.waterfall?.defaultSpan == .columns(1) }) {
            span($0.waterfall?.defaultSpan ?? .columns(1))
        },
        SpecField("extraHeight", when: { $0.waterfall != nil }, isDefault: { $0.waterfall?.defaultExtraHeight == 0 }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.waterfall?.defaultExtraHeight ?? 0, at: subject.path + ".extraHeight")
        },
    ]

    /// Whether one `spacing` says both the column and the row spacing.
    private static func sharesSpacing(_ subject: SectionSubject) -> Bool {
        subject.waterfall.map { $0.columnSpacing == $0.rowSpacing } ?? true
    }

    static func span(_ span: ColumnSpan) -> SpecValue {
        switch span {
        case .full: .string("full")
        case .columns(let count): .integer(count)
        }
    }
}

/// A flow and a mosaic section's own keys (SPEC §1), in the order they are written.
enum FlowMosaicSpecFields {
    static let all: [SpecField<SectionSubject>] = [
        SpecField("itemSize", when: { $0.flow != nil && !$0.sharesForms }, isDefault: { $0.flow?.sizes == [.standard] }) { (subject) throws(SpecWriteError) in
            guard let sizes = subject.flow?.sizes, sizes.count == 1 else { return nil }
            return try flowSize(sizes[0], at: subject.path + ".itemSize")
        },
        SpecField("sizes", when: { $0.flow != nil }, isDefault: { !$0.sharesForms && ($0.flow?.sizes.count ?? 0) <= 1 }) { (subject) throws(SpecWriteError) in
            var values: [SpecValue] = []
            for (index, size) in (subject.flow?.sizes ?? []).enumerated() {
                values.append(try flowSize(size, at: "\(subject.path).sizes[\(index)]"))
            }
            return .array(values)
        },
        SpecField("minimumInteritemSpacing", when: { $0.flow != nil }, isDefault: { $0.flow?.interitemSpacing == FlowSection.defaultSpacing }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.flow?.interitemSpacing ?? 0, at: subject.path + ".minimumInteritemSpacing")
        },
        SpecField("minimumLineSpacing", when: { $0.flow != nil }, isDefault: { $0.flow?.lineSpacing == FlowSection.defaultSpacing }) { (subject) throws(SpecWriteError) in
            try SpecFields.number(subject.flow?.lineSpacing ?? 0, at: subject.path + ".minimumLineSpacing")
        },
        SpecField("pattern", when: { $0.mosaic != nil }, isDefault: { _ in false }) { (subject) throws(SpecWriteError) in
            var blocks: [SpecValue] = []
            for (index, block) in (subject.mosaic?.pattern ?? []).enumerated() {
                blocks.append(try mosaicBlock(block, at: "\(subject.path).pattern[\(index)]"))
            }
            return .array(blocks)
        },
        SpecField("repeatBlock", when: { $0.mosaic != nil }, isDefault: { $0.mosaic?.repeatBlock == nil }) { subject in
            subject.mosaic?.repeatBlock.map { .integer($0) }
        },
        SpecField("spacing", when: { $0.mosaic != nil }, isDefault: { $0.mosaic?.spacing == MosaicSpacing() }) { (subject) throws(SpecWriteError) in
            let spacing = subject.mosaic?.spacing ?? MosaicSpacing()
            let path = subject.path + ".spacing"
            return .object([
                SpecMember(key: "before", value: try SpecFields.number(spacing.before, at: path + ".before")),
                SpecMember(key: "between", value: try SpecFields.number(spacing.between, at: path + ".between")),
                SpecMember(key: "after", value: try SpecFields.number(spacing.after, at: path + ".after")),
            ])
        },
    ]

    /// `{"width": W, "height": H}`: points, or a fraction, a count per row, an aspect ratio.
    private static func flowSize(_ size: FlowItemSize, at path: String) throws(SpecWriteError) -> SpecValue {
        let width: SpecValue
        switch size.width {
        case .points(let points): width = try SpecFields.number(points, at: path + ".width")
        case .fraction(let fraction): width = .object([SpecMember(key: "fraction", value: try SpecFields.number(fraction, at: path + ".width.fraction"))])
        case .perRow(let count): width = .object([SpecMember(key: "perRow", value: .integer(count))])
        }
        let height: SpecValue
        switch size.height {
        case .points(let points): height = try SpecFields.number(points, at: path + ".height")
        case .aspect(let ratio): height = .object([SpecMember(key: "aspect", value: try SpecFields.number(ratio, at: path + ".height.aspect"))])
        }
        return .object([SpecMember(key: "width", value: width), SpecMember(key: "height", value: height)])
    }

    /// A built-in block by its name, or `{"rects": [[x, y, w, h], …]}`.
    private static func mosaicBlock(_ block: MosaicBlock, at path: String) throws(SpecWriteError) -> SpecValue {
        switch block {
        case .oneTwo: return .string("oneTwo")
        case .twoOne: return .string("twoOne")
        case .threeRight: return .string("threeRight")
        case .threeLeft: return .string("threeLeft")
        case .rects(let rects):
            var values: [SpecValue] = []
            for (index, rect) in rects.enumerated() {
                values.append(try SpecFields.numbers([rect.x, rect.y, rect.width, rect.height], at: "\(path).rects[\(index)]"))
            }
            return .object([SpecMember(key: "rects", value: .array(values))])
        }
    }
}
