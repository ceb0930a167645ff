import LayoutcalcUIKit
import Testing

/// Items sized from text as apps size them (TextSizedLayouts.swift), every number derived by hand
/// from the text model's table (docs/layout-notes.md, "Sizes from text"): advances in 2048ths of
/// the point size, Liberation Sans Regular unless said.
@Suite struct TextSizingTests {
    /// Chips sized with `size(withAttributes:)` under a header sized with `boundingRect`, in a
    /// flow layout 240 wide.
    @Test func aChipRowUnderAWrappedHeader() throws {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 240, height: 600), collectionViewLayout: layout)
        let chips = ChipsDelegate(titles: ["All", "Music", "Podcasts", "Audiobooks"], header: "Recently played podcasts")
        collectionView.delegate = chips
        try layout.prepare(size: collectionView.bounds.size, itemCounts: [4])
        // The header, 22-point bold, wraps at 208: "Recently played" is 8537 + 569 + 6488 = 15594
        // (167.51); with " podcasts" (569 + 8991) it would be 270.2. Two lines of 2444 × 22 / 2048
        // = 26.25390625: 52.5078125, 53 rounded up, and 16: 69.
        #expect(layout.supplementary(UICollectionView.elementKindSectionHeader)?.frame == CGRect(x: 0, y: 0, width: 240, height: 69))
        // 16-point titles: All 2276 (17.78), Music 5348 (41.78), Podcasts 8424 (65.81), Audiobooks
        // 10703 (83.62); rounded up and 24 added: 42, 66, 90, 108. A = 208: All and Music fill
        // the first line (Podcasts would end at 214), justified: x 16 and 240 − 16 − 66 = 158.
        // The last line is left-aligned, 8 apart: x 16 and 114.
        #expect((0..<4).map { layout.frame(ofItem: $0) } == [
            CGRect(x: 16, y: 77, width: 42, height: 32), CGRect(x: 158, y: 77, width: 66, height: 32),
            CGRect(x: 16, y: 117, width: 90, height: 32), CGRect(x: 114, y: 117, width: 108, height: 32),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 240, height: 157))
    }

    /// A plain list 240 wide whose rows are as tall as their labels, on an iPad (scale 2).
    @Test func aListWhoseRowsAreAsTallAsTheirLabels() throws {
        let texts = ["Wi-Fi", "Notifications and sounds for every app", "Bluetooth\nOn"]
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        try LayoutcalcDevice.iPad.run {
            let measured = SettingsRow.measuredSizes(of: texts, width: 240)
            try layout.prepare(size: CGSize(width: 240, height: 600), itemCounts: [3], scale: 2, measuredSizes: measured)
        }
        // Body is 17 points: a line is 20.287109375, rounded up to the pixel 20.5; two lines
        // 40.57421875, 41. At 208, "Notifications and sounds" is 11155 + 569 + 3417 + 569 + 6604
        // = 22314 (185.2) and " for" (569 + 2390) would end at 209.8: two lines; "Bluetooth\nOn"
        // is two. Each row adds 22.
        let frames = (0..<3).compactMap { layout.frame(ofItem: $0) }
        #expect(frames.map(\.height) == [42.5, 63, 63])
        #expect(frames.map(\.minY) == [0, 42.5, 105.5])
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 240 })
    }

    /// `preferredFont(forTextStyle:)` has Dynamic Type's sizes at each category, and the
    /// system font's vertical metrics at each.
    @Test func preferredFontsAtThreeTextSizes() {
        let sizes = [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge].map { category in
            LayoutcalcDevice.iPhone.withContentSizeCategory(category).run {
                [UIFont.TextStyle.body, .headline, .caption2, .title1].map { UIFont.preferredFont(forTextStyle: $0).pointSize }
            }
        }
        #expect(sizes == [[14, 14, 11, 25], [17, 17, 11, 28], [40, 40, 29, 48]])
        LayoutcalcDevice.iPhone.withContentSizeCategory(.accessibilityExtraLarge).run {
            let body = UIFont.preferredFont(forTextStyle: .body)
            // 40 × 2444 / 2048, as iOS reports it.
            #expect(body.lineHeight == 47.734375)
            // A row of body text is taller there: 143.203125 pixels rounded up, 48, and 22.
            #expect(SettingsRow.height(of: "Wi-Fi", width: 240) == 70)
        }
        // The traits' text size wins over the device's.
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits).pointSize == 19)
    }

    /// A test that needs exact sizes installs its own measurer: every measure of text on the
    /// device is its.
    @Test func aMeasurerGivesItsOwnSizes() throws {
        let device = LayoutcalcDevice.iPhone.withTextMeasurer { string, attributes, width in
            let font = attributes[.font] as? UIFont
            return CGSize(width: min(CGFloat(string.count) * 10, width), height: font?.pointSize ?? 0)
        }
        try device.run {
            #expect("Music".size(withAttributes: [.font: UIFont.systemFont(ofSize: 16)]) == CGSize(width: 50, height: 16))
            let rect = ("Podcasts" as NSString).boundingRect(
                with: CGSize(width: 45, height: 100), options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 20)],
                context: nil)
            #expect(rect == CGRect(x: 0, y: 0, width: 45, height: 20))
            // A label's size is the measurer's, rounded up to the pixel.
            let label = UILabel()
            label.text = "Wi-Fi"
            #expect(label.intrinsicContentSize == CGSize(width: 50, height: 17))
            // The chips of the first test: All 30, Music 50, Podcasts 80, Audiobooks 100, and
            // 24: 54, 74, 104, 124; A = 208 holds 54 + 8 + 74 + 8 (144) and not Podcasts.
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            layout.minimumInteritemSpacing = 8
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 240, height: 600), collectionViewLayout: layout)
            let chips = ChipsDelegate(titles: ["All", "Music", "Podcasts", "Audiobooks"], header: "Recently played")
            collectionView.delegate = chips
            try layout.prepare(size: collectionView.bounds.size, itemCounts: [4])
            #expect((0..<4).map { layout.frame(ofItem: $0)?.width } == [54, 74, 104, 124])
            // The header: the measurer's 22 high, and 16.
            #expect(layout.supplementary(UICollectionView.elementKindSectionHeader)?.frame.height == 38)
        }
        // Outside its run the model measures again: "Music" is 5348 × 16 / 2048.
        #expect("Music".size(withAttributes: [.font: UIFont.systemFont(ofSize: 16)]).width == 41.78125)
    }
}
