import LayoutcalcUIKit
import Testing

/// The simulated device: what UIKit's device, screen, app, traits and font metrics answer on
/// each, and that a device chosen in one task is that task's alone.
@Suite struct LayoutcalcDeviceTests {
    @Test func theDefaultIsAPortraitIPhone() {
        // Outside any `run`: 390×844 points at scale 3, so 1170×2532 pixels.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.interfaceOrientation == .portrait)
        #expect(UIApplication.shared.windows.first?.windowScene?.interfaceOrientation.isPortrait == true)
        #expect(UIApplication.shared.keyWindow?.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        let traits = UITraitCollection.current
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(LayoutcalcDevice.current == .iPhone)
    }

    @Test func anIPadInBothOrientations() {
        LayoutcalcDevice.iPad.run {
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UIDevice.current.model == "iPad")
            #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
            #expect(UIScreen.main.scale == 2)
            #expect(UITraitCollection.current.horizontalSizeClass == .regular)
            #expect(UITraitCollection.current.verticalSizeClass == .regular)
        }
        LayoutcalcDevice.iPad.landscape.run {
            // The bounds turn with the interface; an iPad's size classes stay regular.
            #expect(UIScreen.main.bounds.size == CGSize(width: 1180, height: 820))
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1640, height: 2360))
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            #expect(UIDevice.current.orientation == .landscapeLeft)
            #expect(UIDevice.current.orientation.isLandscape)
            #expect(UITraitCollection.current.horizontalSizeClass == .regular)
            #expect(UITraitCollection.current.verticalSizeClass == .regular)
        }
    }

    @Test func phonesOnTheirSides() {
        // An iPhone 14 on its side: 844 wide, compact both ways (its long side is under 896).
        LayoutcalcDevice.iPhone.landscape.run {
            #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
            #expect(UITraitCollection.current.horizontalSizeClass == .compact)
            #expect(UITraitCollection.current.verticalSizeClass == .compact)
        }
        // A Max phone, 430×932: regular across on its side, compact down.
        let max = LayoutcalcDevice(portraitSize: CGSize(width: 430, height: 932), scale: 3, userInterfaceIdiom: .phone)
        #expect(max.horizontalSizeClass == .compact)
        #expect(max.verticalSizeClass == .regular)
        #expect(max.landscape.horizontalSizeClass == .regular)
        #expect(max.landscape.verticalSizeClass == .compact)
        // Size classes given are kept: an iPad app in a narrow window.
        let slideOver = LayoutcalcDevice(
            portraitSize: CGSize(width: 820, height: 1180), scale: 2, userInterfaceIdiom: .pad, horizontalSizeClass: .compact)
        #expect(slideOver.horizontalSizeClass == .compact)
        #expect(slideOver.verticalSizeClass == .regular)
    }

    @Test func contentSizeCategoriesAreOrderedBySize() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func fontMetricsScaleByTheBodySizes() {
        // Body is 17 at .large: a length scales by body's size over 17.
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        LayoutcalcDevice.iPhone.withContentSizeCategory(.extraSmall).run {
            #expect(UIFontMetrics.default.scaledValue(for: 34) == 28)  // 34 × 14 / 17
            // A font is its style's size in Dynamic Type's table: a caption 2 is never below 11.
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        }
        LayoutcalcDevice.iPhone.withContentSizeCategory(.accessibilityExtraExtraExtraLarge).run {
            #expect(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17) == 53)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
            #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 106)  // 34 × 53 / 17
        }
        // Each category's body size, as Dynamic Type documents it: 68 is 4 × 17.
        let sizes: [(UIContentSizeCategory, CGFloat)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
            (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
            (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        for (category, body) in sizes {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            #expect(UIFontMetrics.default.scaledValue(for: 68, compatibleWith: traits) == 4 * body, "\(category.rawValue)")
        }
        // Traits without a text size take the device's.
        #expect(UIFontMetrics.default.scaledValue(for: 68, compatibleWith: UITraitCollection(displayScale: 2)) == 68)
    }

    @Test func traitsTakenTogetherKeepTheLastOfEachGiven() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.preferredContentSizeCategory == .small)
        #expect(traits.displayScale == 0)
    }

    /// Two tasks, each inside its own device's `run` at the same time: each sees its own, and
    /// code outside both sees the iPhone. Each task waits, inside its `run`, for the other to
    /// have entered its own, so both scopes are open when they look.
    @Test func devicesOfParallelTasksDoNotMeet() async {
        let (padEntered, padSignal) = AsyncStream.makeStream(of: Void.self)
        let (phoneEntered, phoneSignal) = AsyncStream.makeStream(of: Void.self)
        async let pad: (CGFloat, UIUserInterfaceIdiom) = LayoutcalcDevice.iPad.run {
            padSignal.yield()
            for await _ in phoneEntered { break }
            return (UIScreen.main.bounds.width, UIDevice.current.userInterfaceIdiom)
        }
        async let phone: (CGFloat, UIContentSizeCategory) = LayoutcalcDevice.iPhone.landscape.withContentSizeCategory(.accessibilityLarge).run {
            phoneSignal.yield()
            for await _ in padEntered { break }
            return (UIScreen.main.bounds.width, UITraitCollection.current.preferredContentSizeCategory)
        }
        let (padSeen, phoneSeen) = await (pad, phone)
        #expect(padSeen.0 == 820)
        #expect(padSeen.1 == .pad)
        #expect(phoneSeen.0 == 844)
        #expect(phoneSeen.1 == .accessibilityLarge)
        #expect(UIScreen.main.bounds.width == 390)
    }

    @Test func aRunReturnsAndThrowsWhatItsBodyDoes() async throws {
        struct Refusal: Error, Equatable {}
        #expect(LayoutcalcDevice.iPad.run { UIScreen.main.scale } == 2)
        #expect(throws: Refusal()) { try LayoutcalcDevice.iPad.run { () throws(Refusal) in throw Refusal() } }
        let scale = await LayoutcalcDevice.iPad.run { () async in
            await Task.yield()
            return UIScreen.main.scale
        }
        #expect(scale == 2)
        // A child task started inside the run sees its device.
        let childIdiom = await LayoutcalcDevice.iPad.run { await Task { UIDevice.current.userInterfaceIdiom }.value }
        #expect(childIdiom == .pad)
    }
}
