import Foundation

/// How the interface is turned, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How the device is held, as UIKit's `UIDeviceOrientation`: the interface's landscape right is
/// the device's landscape left (UIKit turns the interface against the device).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device held so that the interface is turned to `orientation`.
    init(holding orientation: UIInterfaceOrientation) {
        switch orientation {
        case .unknown: self = .unknown
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        }
    }
}

/// The device app code runs on, as UIKit's `UIDevice`: ``LayoutcalcDevice/current``'s.
public final class UIDevice {
    private let device: LayoutcalcDevice

    private init(device: LayoutcalcDevice) {
        self.device = device
    }

    /// The device the running code is on (``LayoutcalcDevice/current``).
    public static var current: UIDevice { UIDevice(device: .current) }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.userInterfaceIdiom }
    /// Held as the interface is turned.
    public var orientation: UIDeviceOrientation { UIDeviceOrientation(holding: device.orientation) }
    /// "iPad" for `.pad`, "iPhone" for every other idiom.
    public var model: String { device.userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { "iOS" }
}

/// The device's screen, as UIKit's `UIScreen`: ``LayoutcalcDevice/current``'s.
public final class UIScreen {
    private let device: LayoutcalcDevice

    init(device: LayoutcalcDevice) {
        self.device = device
    }

    /// The screen of the device the running code is on.
    public static var main: UIScreen { UIScreen(device: .current) }

    /// The screen in points as the interface is turned.
    public var bounds: CGRect { device.bounds }
    /// The screen in pixels, upright.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.portraitSize.width * device.scale, height: device.portraitSize.height * device.scale)
    }
    public var scale: CGFloat { device.scale }
    /// The scale the pixels are drawn at: the same as `scale` (layoutcalc has no display zoom).
    public var nativeScale: CGFloat { device.scale }
    public var traitCollection: UITraitCollection { device.traitCollection }
}

/// The running app, as UIKit's `UIApplication`: one full-screen window scene on
/// ``LayoutcalcDevice/current``, its one window the key window.
public final class UIApplication {
    private let scene: UIWindowScene

    private init(device: LayoutcalcDevice) {
        scene = UIWindowScene(device: device)
    }

    /// The app, on the device the running code is on.
    public static var shared: UIApplication { UIApplication(device: .current) }

    public var connectedScenes: Set<UIScene> { [scene] }
    public var windows: [UIWindow] { scene.windows }
    public var keyWindow: UIWindow? { scene.keyWindow }
    /// How the interface is turned, as the status bar was (UIKit's older way to ask).
    public var statusBarOrientation: UIInterfaceOrientation { scene.interfaceOrientation }
    public var preferredContentSizeCategory: UIContentSizeCategory { scene.traitCollection.preferredContentSizeCategory }
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        scene.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A scene of the app, as UIKit's `UIScene`.
open class UIScene: NSObject {}

/// The app's window scene, as UIKit's `UIWindowScene`: the whole screen, turned as the device's
/// interface is.
public final class UIWindowScene: UIScene {
    private let device: LayoutcalcDevice

    init(device: LayoutcalcDevice) {
        self.device = device
    }

    public var interfaceOrientation: UIInterfaceOrientation { device.orientation }
    public var screen: UIScreen { UIScreen(device: device) }
    public var traitCollection: UITraitCollection { device.traitCollection }
    /// The scene's one window, which is its key window.
    public var windows: [UIWindow] { [UIWindow(scene: self, bounds: device.bounds)] }
    public var keyWindow: UIWindow? { windows.first }
}

/// A window, as UIKit's `UIWindow`: the whole screen of its scene.
open class UIWindow: UIView {
    public private(set) var windowScene: UIWindowScene?

    init(scene: UIWindowScene, bounds: CGRect) {
        windowScene = scene
        super.init(frame: bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether it is its scene's key window: a window of a scene is.
    public var isKeyWindow: Bool { windowScene != nil }
    public var screen: UIScreen { windowScene?.screen ?? .main }
}
