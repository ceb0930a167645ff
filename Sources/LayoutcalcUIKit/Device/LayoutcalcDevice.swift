import Foundation

/// The device a layout is laid out on: what `UIScreen.main`, `UIDevice.current`,
/// `UIApplication.shared`, `UITraitCollection.current`, `UIFontMetrics` and a layout's
/// environment answer, in place of the iPhone or iPad app code runs on.
///
/// A test chooses it before it builds the layout, for the code it runs:
///
/// ```swift
/// try LayoutcalcDevice.iPad.run {
///     let layout = AppLayout.make()    // app code that reads UIDevice.current, UIScreen.main, …
///     try layout.prepare(size: CGSize(width: 820, height: 1180), itemCounts: [12])
/// }
/// ```
///
/// Outside any `run` the device is ``iPhone``: 390×844 points at scale 3, portrait, compact
/// width and regular height, content size category `.large`, left to right. The device is the
/// task's (a task-local value, as `run`'s async variant keeps it across `await`), so tests that
/// run in parallel each see their own. A layout is prepared on the device current when
/// `prepare` is called, and its section provider is asked on that device even when a bounds
/// change prepares it again later. See <doc:ChoosingTheDevice>.
public struct LayoutcalcDevice: Hashable, Sendable {
    /// The screen's size in points, held upright (portrait): ``bounds`` turns it with the
    /// orientation.
    public var portraitSize: CGSize
    /// Points to pixels: `UIScreen.main.scale` and `nativeScale`, and the display scale of the
    /// traits.
    public var scale: CGFloat
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// How the interface is turned: `UIApplication.shared`'s and its window scene's
    /// `interfaceOrientation`; `UIDevice.current.orientation` is the device turned to match.
    public var orientation: UIInterfaceOrientation
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The text size the user chose: what `UIFontMetrics` scales by.
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// What measures text in the text model's place, where a test installed one
    /// (``withTextMeasurer(_:)``).
    public var textMeasurer: TextMeasurer?

    /// A device of a screen `portraitSize` points large (held upright) at `scale`. Size classes
    /// left `nil` are the ones UIKit gives a full-screen app there
    /// (``sizeClasses(idiom:portraitSize:orientation:)``).
    public init(
        portraitSize: CGSize, scale: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom, orientation: UIInterfaceOrientation = .portrait,
        horizontalSizeClass: UIUserInterfaceSizeClass? = nil, verticalSizeClass: UIUserInterfaceSizeClass? = nil,
        preferredContentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        let full = Self.sizeClasses(idiom: userInterfaceIdiom, portraitSize: portraitSize, orientation: orientation)
        self.portraitSize = portraitSize
        self.scale = scale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.orientation = orientation
        self.horizontalSizeClass = horizontalSizeClass ?? full.horizontal
        self.verticalSizeClass = verticalSizeClass ?? full.vertical
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// An iPhone 14 or 15: 390×844 points at scale 3, `.phone`, portrait, compact width and
    /// regular height, `.large` text, left to right. The device outside any `run`.
    public static let iPhone = LayoutcalcDevice(portraitSize: CGSize(width: 390, height: 844), scale: 3, userInterfaceIdiom: .phone)

    /// An iPad Air (10.9-inch): 820×1180 points at scale 2, `.pad`, portrait, regular width and
    /// regular height.
    public static let iPad = LayoutcalcDevice(portraitSize: CGSize(width: 820, height: 1180), scale: 2, userInterfaceIdiom: .pad)

    /// The same device turned on its side (`.landscapeRight`, the home indicator on the right),
    /// with the size classes UIKit gives a full-screen app there: a phone's height is compact,
    /// and so is its width unless its long side is 896 points or more (the Plus and Max
    /// models); an iPad stays regular in both.
    public var landscape: LayoutcalcDevice {
        var turned = self
        turned.orientation = .landscapeRight
        (turned.horizontalSizeClass, turned.verticalSizeClass) = Self.sizeClasses(
            idiom: userInterfaceIdiom, portraitSize: portraitSize, orientation: .landscapeRight)
        return turned
    }

    /// The same device with the user's text size set to `category` (an accessibility size, for
    /// one: `.accessibilityLarge`).
    public func withContentSizeCategory(_ category: UIContentSizeCategory) -> LayoutcalcDevice {
        var device = self
        device.preferredContentSizeCategory = category
        return device
    }

    /// The screen in points as the interface is turned: `UIScreen.main.bounds` (its width is
    /// the long side in landscape, as UIKit's since iOS 8).
    public var bounds: CGRect {
        let side = orientation.isLandscape
        return CGRect(
            x: 0, y: 0, width: side ? portraitSize.height : portraitSize.width, height: side ? portraitSize.width : portraitSize.height)
    }

    /// The size classes UIKit gives a full-screen app on a device of `idiom` whose screen is
    /// `portraitSize` held upright, turned to `orientation`: a phone compact across and regular
    /// down in portrait; in landscape compact down, and regular across only from a long side of
    /// 896 points (the Plus and Max phones; 812 to 874 are compact); every other idiom regular
    /// both ways.
    public static func sizeClasses(
        idiom: UIUserInterfaceIdiom, portraitSize: CGSize, orientation: UIInterfaceOrientation
    ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard idiom == .phone else { return (.regular, .regular) }
        guard orientation.isLandscape else { return (.compact, .regular) }
        return (max(portraitSize.width, portraitSize.height) >= 896 ? .regular : .compact, .compact)
    }

    /// The traits of a full-screen app on the device: `UITraitCollection.current`,
    /// `UIScreen.main.traitCollection`.
    public var traitCollection: UITraitCollection {
        UITraitCollection(device: self)
    }
}

// MARK: Choosing the device for the code that runs

extension LayoutcalcDevice {
    /// The device of the running code; ``iPhone`` unless `run` chose another.
    @TaskLocal private static var chosen = LayoutcalcDevice.iPhone

    /// The device the running code sees: the one whose `run` it is in, else ``iPhone``.
    public static var current: LayoutcalcDevice { chosen }

    /// Runs `body` on this device: everything `body` builds and prepares, and every task it
    /// starts, sees it; code elsewhere (another test running in parallel) does not.
    public func run<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try Self.$chosen.withValue(self) { Swift.Result(catching: body) }.get()
    }

    /// Runs `body` on this device, across its suspensions: everything it builds and prepares,
    /// and every child task, sees it; code elsewhere does not.
    public func run<Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = await Self.$chosen.withValue(
            self,
            operation: {
                do throws(Failure) {
                    return .success(try await body())
                } catch {
                    return .failure(error)
                }
            }, isolation: isolation)
        return try outcome.get()
    }
}
