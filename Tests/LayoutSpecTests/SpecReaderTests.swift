import LayoutEngine
import LayoutSpec
import Testing

/// What a valid spec reads as.
@Suite struct SpecReaderTests {
    @Test func theContainerAndTopLevelKeys() throws {
        let result = try screen(
            #"{"version": 1, "container": {"width": 320, "height": 480}, "scale": 2, "layoutMargins": {"leading": 8},"#
                + #" "safeArea": 4, "interSectionSpacing": 12, "sections": []}"#)
        #expect(result.container == Container(width: 320, height: 480))
        #expect(result.scale == 2)
        #expect(result.layoutMargins == EdgeInsets(leading: 8))
        #expect(result.safeArea == EdgeInsets(all: 4))
        #expect(result.interSectionSpacing == 12)
        #expect(result.sections.isEmpty)
    }

    @Test func overridesReplaceTheContainer() throws {
        let result = try screen(
            #"{"container": {"width": 320}, "sections": []}"#,
            overrides: LayoutOverrides(width: 834, height: 1194, scale: 3))
        #expect(result.container == Container(width: 834, height: 1194))
        #expect(result.scale == 3)
        // With --width the container may be left out.
        #expect(try screen(#"{"sections": []}"#, overrides: LayoutOverrides(width: 100)).container.width == 100)
    }

    @Test func aCarouselIsTheCompositionalPreset() throws {
        let result = try section(#""id": "banners", "kind": "carousel", "items": 10"#)
        #expect(result.id == "banners")
        #expect(result.kind == .carousel)
        #expect(result.boundaryItems.isEmpty)
        #expect(result.contentInsets == .zero)
        let expected = CompositionalSection(
            groupSource: .carousel(Carousel()), itemCount: 10, orthogonalScrolling: .continuousGroupLeadingBoundary,
            scaleEffect: ScaleEffect(minimum: 0.8))
        #expect(result.content == .compositional(expected))
    }

    @Test func aCarouselsOwnKeys() throws {
        let result = try section(
            #""kind": "carousel", "items": 3, "groupWidth": 0.8, "groupHeight": 0.5, "minScale": 0.7,"#
                + #" "orthogonalScrolling": "groupPagingCentered", "interGroupSpacing": 10, "offsets": [0, 100]"#)
        let expected = CompositionalSection(
            groupSource: .carousel(Carousel(groupWidth: 0.8, groupHeight: 0.5)), itemCount: 3, interGroupSpacing: 10,
            orthogonalScrolling: .groupPagingCentered, scaleEffect: ScaleEffect(minimum: 0.7), offsets: .list([0, 100]))
        #expect(result.content == .compositional(expected))
    }

    @Test func aWidgetHasItsHeaderAndInsetsByDefault() throws {
        let result = try section(#""kind": "widget", "items": 10"#)
        #expect(result.contentInsets == EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5))
        #expect(result.boundaryItems == [Widget.defaultHeader])
        #expect(result.content == .compositional(CompositionalSection(groupSource: .widget(Widget()), itemCount: 10, orthogonalScrolling: .continuous)))
        #expect(try section(#""kind": "widget", "header": null"#).boundaryItems.isEmpty)
        let tall = try section(#""kind": "widget", "header": {"height": 44, "estimated": true, "pinToVisibleBounds": true}"#)
        #expect(
            tall.boundaryItems == [
                BoundaryItem.band(kind: "header", height: 44, estimated: true, alignment: .top, pinToVisibleBounds: true)
            ])
    }

    /// Every inset may be negative (layout-rules §3): the screen's, a section's, a boundary
    /// item's, a decoration's, a group's, an item's and a widget's items', each side or all four.
    /// The section inset is a real app's, which layoutcalc used to refuse.
    @Test func everyInsetMayBeNegative() throws {
        let result = try screen(
            #"{"container": {"width": 390}, "layoutMargins": -3, "safeArea": {"leading": -2}, "sections": ["#
                + #" {"kind": "compositional", "items": 1, "contentInsets": {"leading": -74.025, "bottom": 4},"#
                + #"  "header": {"height": 30, "contentInsets": -1}, "decorations": [{"kind": "card", "contentInsets": {"top": -6}}],"#
                + #"  "group": {"group": "horizontal", "contentInsets": {"trailing": -5},"#
                + #"   "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},"#
                + #"   "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "contentInsets": -10}]}},"#
                + #" {"kind": "widget", "itemInsets": {"leading": -5, "trailing": -5}}]}"#)
        #expect(result.layoutMargins == EdgeInsets(all: -3))
        #expect(result.safeArea == EdgeInsets(leading: -2))
        let compositional = result.sections[0]
        #expect(compositional.contentInsets == EdgeInsets(leading: -74.025, bottom: 4))
        #expect(compositional.boundaryItems.map(\.contentInsets) == [EdgeInsets(all: -1)])
        #expect(compositional.decorations.map(\.contentInsets) == [EdgeInsets(top: -6)])
        guard case .compositional(let content) = compositional.content, case .group(let group) = content.groupSource,
            case .horizontal(let subitems) = group.arrangement, case .item(let item) = subitems.first
        else {
            Issue.record("not the compositional section written")
            return
        }
        #expect(group.contentInsets == EdgeInsets(trailing: -5))
        #expect(item.contentInsets == EdgeInsets(all: -10))
        #expect(result.sections[1].content == .compositional(
            CompositionalSection(
                groupSource: .widget(Widget(itemInsets: EdgeInsets(leading: -5, trailing: -5))), itemCount: 0,
                orthogonalScrolling: .continuous)))
    }

    @Test func aWaterfallsDefaultsAndKeys() throws {
        let plain = try section(#""kind": "waterfall", "ratios": [1, 0.5]"#)
        #expect(plain.id == "section-0")
        #expect(plain.content == .waterfall(WaterfallSection(items: WaterfallItems(ratios: [1, 0.5]))))
        let full = try section(
            #""kind": "waterfall", "columns": 3, "spacing": 4, "rowSpacing": 10, "placement": "ordered","#
                + #" "tolerance": "infinite", "span": 2, "extraHeight": 20,"#
                + #" "items": [{"id": "a", "ratio": 2}, {"height": 50, "span": "full", "extraHeight": 0}]"#)
        var items = WaterfallItems()
        items.append(WaterfallItem(size: .ratio(2)))
        items.append(WaterfallItem(size: .height(50), span: .full, extraHeight: 0))
        let expected = WaterfallSection(
            columns: 3, columnSpacing: 4, rowSpacing: 10, placement: .ordered(tolerance: .infinity), defaultSpan: .columns(2),
            defaultExtraHeight: 20, items: items)
        #expect(full.content == .waterfall(expected))
        #expect(full.itemIDs == ["a", nil])
    }

    @Test func aCompositionalTree() throws {
        let result = try section(
            #""kind": "compositional", "items": 3, "group": {"group": "horizontal", "interItemSpacing": {"flexible": 4},"#
                + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},"#
                + #" "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},"#
                + #" "contentInsets": 2, "zIndex": 3, "edgeSpacing": {"leading": {"fixed": 1}},"#
                + #" "supplementaries": [{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},"#
                + #" "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [-0.3, 0.3]}}]},"#
                + #" {"group": "custom", "size": {"width": {"estimated": 50}, "height": {"fractionalHeight": 1}},"#
                + #" "frames": [[0, 0, 10, 10]]}]}"#)
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: -0.3, y: 0.3)))
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), contentInsets: EdgeInsets(all: 2),
            edgeSpacing: EdgeSpacing(leading: .fixed(1)), supplementaries: [badge], zIndex: 3)
        let custom = LayoutGroup(
            size: LayoutSize(width: .estimated(50), height: .fractionalHeight(1)),
            arrangement: .custom([CustomItem(frame: Rect(x: 0, y: 0, width: 10, height: 10))]))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(item), .group(custom)],
            spacing: .flexible(4))
        #expect(result.content == .compositional(CompositionalSection(group: group, itemCount: 3)))
    }

    @Test func aDimensionUniformAcrossSiblings() throws {
        let result = try section(
            #""kind": "compositional", "items": 2, "group": {"group": "horizontal","#
                + #" "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}},"#
                + #" "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"uniformAcrossSiblings": 50}}}]}"#)
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(50)))
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), subitems: [.item(item)])
        #expect(result.content == .compositional(CompositionalSection(group: group, itemCount: 2)))
    }

    @Test func aListsKeysAndTheIdiom() throws {
        let read = try screen(
            #"{"container": {"width": 390}, "idiom": "mac", "sections": [{"kind": "list", "appearance": "sidebar","#
                + #" "headerMode": "firstItemInSection", "footerMode": "supplementary", "headerTopPadding": 6,"#
                + #" "items": [{"id": "inbox"}, {"height": 60}], "decorations": [{"kind": "card"}]}]}"#)
        #expect(read.idiom == .mac)
        let configuration = ListConfiguration(appearance: .sidebar, headerMode: .firstItemInSection, footerMode: .supplementary, headerTopPadding: 6)
        let section = read.sections[0]
        #expect(section.content == .list(ListSection(configuration: configuration, itemCount: 2, measurements: MeasuredSizes([MeasuredSize(), MeasuredSize(height: 60)]))))
        #expect(section.itemIDs == ["inbox", nil])
        #expect(section.decorations == [DecorationItem(kind: "card")])
        // The defaults: a plain list without header or footer, on a phone.
        let plain = try screen(oneSection(#""kind": "list", "items": 3"#))
        #expect(plain.idiom == .phone)
        #expect(plain.sections[0].content == .list(ListSection(configuration: ListConfiguration(appearance: .plain), itemCount: 3)))
    }

    @Test func itemObjectsGiveIdsAndMeasuredSizes() throws {
        let result = try section(
            #""kind": "compositional", "items": [{"id": "a"}, {"height": 45}, {"width": 10, "id": "c"}],"#
                + #" "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},"#
                + #" "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}]}"#)
        #expect(result.itemIDs == ["a", nil, "c"])
        guard case .compositional(let content) = result.content else { Issue.record("not compositional"); return }
        #expect(content.itemCount == 3)
        #expect(content.measurements == MeasuredSizes([MeasuredSize(), MeasuredSize(height: 45), MeasuredSize(width: 10)]))
    }

    @Test func boundaryItemsKeepTheSpecsOrder() throws {
        let result = try section(
            #""kind": "waterfall", "footer": {"height": 10}, "boundaryItems": [{"kind": "side","#
                + #" "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "alignment": "leading","#
                + #" "extendsBoundary": false, "absoluteOffset": [1, 2], "zIndex": 5}], "header": {"height": 30}"#)
        #expect(result.boundaryItems.map(\.kind) == ["footer", "side", "header"])
        #expect(result.boundaryItems[1].absoluteOffset == Point(x: 1, y: 2))
        #expect(result.boundaryItems[1].extendsBoundary == false)
        #expect(result.boundaryItems[1].zIndex == 5)
    }

    @Test func variantsMergeTheirKeysIntoTheSection() throws {
        let result = try section(
            #""id": "feed", "kind": "waterfall", "columns": 2, "ratios": [1],"#
                + #" "variants": [{"when": {"minWidth": 500}, "columns": 3}, {"when": {"maxWidth": 320}, "id": "narrow", "spacing": 2}]"#)
        #expect(result.variants.count == 2)
        #expect(result.variants[0].minWidth == 500)
        #expect(result.variants[0].section.id == "feed")
        guard case .waterfall(let wide) = result.variants[0].section.content else { Issue.record("not a waterfall"); return }
        #expect(wide.columns == 3)
        #expect(wide.items == WaterfallItems(ratios: [1]))
        #expect(result.variants[1].section.id == "narrow")
        #expect(result.resolved(forWidth: 320).id == "narrow")
        #expect(result.resolved(forWidth: 400).id == "feed")
    }

    /// A variant takes the section's items (and ratios, group, offsets) as decoded, unless it
    /// gives its own.
    @Test func variantsTakeTheSectionsItemsUnlessTheyGiveTheirOwn() throws {
        let result = try section(
            #""kind": "waterfall", "items": [{"id": "a", "ratio": 1}, {"id": "b", "height": 20}],"#
                + #" "variants": [{"when": {"minWidth": 500}, "columns": 3}, {"when": {"maxWidth": 320}, "items": [{"ratio": 2}]}]"#)
        guard case .waterfall(let base) = result.content, case .waterfall(let wide) = result.variants[0].section.content,
            case .waterfall(let narrow) = result.variants[1].section.content
        else { Issue.record("not a waterfall"); return }
        #expect(base.items.count == 2)
        #expect(wide.items == base.items)
        #expect(wide.columns == 3)
        #expect(result.variants[0].section.itemIDs == ["a", "b"])
        #expect(narrow.items == WaterfallItems(ratios: [2]))
        #expect(result.variants[1].section.itemIDs == nil)

        let compositional = try section(
            #""kind": "compositional", "items": 3, "group": {"group": "horizontal", "count": 3,"#
                + #" "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [{"size":"#
                + #" {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "interGroupSpacing": 1,"#
                + #" "variants": [{"when": {"minWidth": 500}, "interGroupSpacing": 2}, {"when": {"maxWidth": 320}, "items": 4}]"#)
        guard case .compositional(let own) = compositional.content,
            case .compositional(let spaced) = compositional.variants[0].section.content,
            case .compositional(let more) = compositional.variants[1].section.content
        else { Issue.record("not compositional"); return }
        #expect(spaced.group == own.group && spaced.itemCount == 3 && spaced.interGroupSpacing == 2)
        #expect(more.group == own.group && more.itemCount == 4 && more.interGroupSpacing == 1)
    }

    /// A variant reads again only the fields it gives a key of, and a field of several keys
    /// whole, with the section's keys of it: what it reads replaces all the section's field
    /// held, and a widget's default header is there once, whichever keys a variant gives.
    @Test func aVariantReadsAgainOnlyTheFieldsItGives() throws {
        let widget = try section(
            #""kind": "widget", "items": 2, "footer": {"height": 20}, "variants": [{"when": {"minWidth": 500}, "groupWidth": 0.5},"#
                + #" {"when": {"maxWidth": 320}, "footer": {"height": 30}}, {"when": {"maxWidth": 200}, "header": null}]"#)
        #expect(widget.boundaryItems.map(\.kind) == ["header", "footer"])
        #expect(widget.boundaryItems.first == Widget.defaultHeader)
        #expect(widget.variants[0].section.boundaryItems == widget.boundaryItems)
        let footer = widget.variants[1].section.boundaryItems
        #expect(footer.first == Widget.defaultHeader && footer.count == 2 && footer[1].size.height == .absolute(30))
        #expect(widget.variants[2].section.boundaryItems == [widget.boundaryItems[1]])

        let flow = try section(#""kind": "flow", "items": 2, "header": {"height": 40}, "variants": [{"when": {"minWidth": 500}, "header": null}]"#)
        guard case .flow(let own) = flow.content, case .flow(let wide) = flow.variants[0].section.content else {
            Issue.record("not a flow section")
            return
        }
        #expect(own.headerHeight == 40 && wide.headerHeight == 0)

        let measured = try section(
            #""kind": "compositional", "items": [{"id": "a", "height": 40}, {}], "group": {"group": "horizontal","#
                + #" "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}, "subitems": [{"size":"#
                + #" {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}}]}, "variants": [{"when": {"minWidth": 500}, "items": 3}]"#)
        guard case .compositional(let sized) = measured.content, case .compositional(let counted) = measured.variants[0].section.content else {
            Issue.record("not compositional")
            return
        }
        #expect(measured.itemIDs == ["a", nil] && sized.measurements != nil)
        #expect(counted.itemCount == 3 && measured.variants[0].section.itemIDs == nil && counted.measurements == nil)
    }

    @Test func offsetsOverrideReplacesEveryOrthogonalSectionsOffsets() throws {
        let result = try screen(
            oneSection(#""kind": "carousel", "items": 2, "offsets": [5]"#), overrides: LayoutOverrides(offsets: [10, 20]))
        guard case .compositional(let content) = result.sections[0].content else { Issue.record("not compositional"); return }
        #expect(content.offsets == .list([10, 20]))
    }
}
