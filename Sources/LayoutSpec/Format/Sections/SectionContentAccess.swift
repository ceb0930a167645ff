import LayoutText
import LayoutEngine

// A section's content by kind, read and written in place, so that a kind's fields reach their
// values through one property (`section.waterfall.columns`). Each kind's section starts with content of its
// kind; a field of another kind never reaches it.

extension Section {
    var compositional: CompositionalSection {
        get {
            if case .compositional(let content) = content { return content }
            return CompositionalSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), subitems: []), itemCount: 0)
        }
        set { content = .compositional(newValue) }
    }

    var waterfall: WaterfallSection {
        get {
            if case .waterfall(let content) = content { return content }
            return WaterfallSection(items: WaterfallItems())
        }
        set { content = .waterfall(newValue) }
    }

    var flow: FlowSection {
        get {
            if case .flow(let content) = content { return content }
            return FlowSection(itemCount: 0)
        }
        set { content = .flow(newValue) }
    }

    var mosaic: MosaicSection {
        get {
            if case .mosaic(let content) = content { return content }
            return MosaicSection(itemCount: 0, pattern: [])
        }
        set { content = .mosaic(newValue) }
    }

    var list: ListSection {
        get {
            if case .list(let content) = content { return content }
            return ListSection(configuration: ListConfiguration(appearance: .plain), itemCount: 0)
        }
        set { content = .list(newValue) }
    }

    /// Its item count, whatever its kind, set as well as read (a waterfall's follows its items).
    var items: Int {
        get { itemCount }
        set {
            switch content {
            case .compositional(var content):
                content.itemCount = newValue
                self.content = .compositional(content)
            case .flow(var content):
                content.itemCount = newValue
                self.content = .flow(content)
            case .mosaic(var content):
                content.itemCount = newValue
                self.content = .mosaic(content)
            case .list(var content):
                content.itemCount = newValue
                self.content = .list(content)
            case .waterfall: break
            }
        }
    }

    /// Its items' measured sizes, where its kind takes them (compositional kinds, flow, list).
    var measuredSizes: MeasuredSizes? {
        get {
            switch content {
            case .compositional(let content): content.measurements
            case .flow(let content): content.itemSizes
            case .list(let content): content.measurements
            default: nil
            }
        }
        set {
            switch content {
            case .compositional(var content):
                content.measurements = newValue
                self.content = .compositional(content)
            case .flow(var content):
                content.itemSizes = newValue
                self.content = .flow(content)
            case .list(var content):
                content.measurements = newValue
                self.content = .list(content)
            default: break
            }
        }
    }
}

extension CompositionalSection {
    var carousel: Carousel {
        get {
            if case .carousel(let carousel) = groupSource { return carousel }
            return Carousel()
        }
        set { groupSource = .carousel(newValue) }
    }

    var widget: Widget {
        get {
            if case .widget(let widget) = groupSource { return widget }
            return Widget()
        }
        set { groupSource = .widget(newValue) }
    }

    /// The group a `compositional` section gives whole.
    var givenGroup: LayoutGroup {
        get { groupSource.group }
        set { groupSource = .group(newValue) }
    }
}
