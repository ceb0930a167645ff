import Foundation

/// A colour, as UIKit's `UIColor`: what a list's background, its separators and its swipe
/// actions are given. layoutcalc draws nothing, so a colour keeps no value and has no geometry:
/// its initialisers and UIKit's system colours exist so that the code that sets them compiles.
public final class UIColor: Sendable {
    private init() {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// A colour of the app's asset catalogue: there is none, and every name gives a colour, so
    /// that `UIColor(named: "Brand")!` does not trap.
    public init?(named name: String) {}
    /// A colour for each trait collection; the provider is not called.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}

    public init(cgColor: CGColor) {}

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    /// The colour as Core Graphics has it, for a layer: it keeps no value either.
    public var cgColor: CGColor {
        #if canImport(CoreGraphics)
        CGColor(gray: 0, alpha: 0)
        #else
        CGColor()
        #endif
    }

    // UIKit's colours.
    public static var clear: UIColor { UIColor() }
    public static var black: UIColor { UIColor() }
    public static var white: UIColor { UIColor() }
    public static var darkGray: UIColor { UIColor() }
    public static var gray: UIColor { UIColor() }
    public static var lightGray: UIColor { UIColor() }
    public static var red: UIColor { UIColor() }
    public static var green: UIColor { UIColor() }
    public static var blue: UIColor { UIColor() }
    public static var cyan: UIColor { UIColor() }
    public static var yellow: UIColor { UIColor() }
    public static var magenta: UIColor { UIColor() }
    public static var orange: UIColor { UIColor() }
    public static var purple: UIColor { UIColor() }
    public static var brown: UIColor { UIColor() }

    // The system's colours, which follow the appearance.
    public static var systemRed: UIColor { UIColor() }
    public static var systemOrange: UIColor { UIColor() }
    public static var systemYellow: UIColor { UIColor() }
    public static var systemGreen: UIColor { UIColor() }
    public static var systemMint: UIColor { UIColor() }
    public static var systemTeal: UIColor { UIColor() }
    public static var systemCyan: UIColor { UIColor() }
    public static var systemBlue: UIColor { UIColor() }
    public static var systemIndigo: UIColor { UIColor() }
    public static var systemPurple: UIColor { UIColor() }
    public static var systemPink: UIColor { UIColor() }
    public static var systemBrown: UIColor { UIColor() }
    public static var systemGray: UIColor { UIColor() }
    public static var systemGray2: UIColor { UIColor() }
    public static var systemGray3: UIColor { UIColor() }
    public static var systemGray4: UIColor { UIColor() }
    public static var systemGray5: UIColor { UIColor() }
    public static var systemGray6: UIColor { UIColor() }
    public static var tintColor: UIColor { UIColor() }
    public static var label: UIColor { UIColor() }
    public static var secondaryLabel: UIColor { UIColor() }
    public static var tertiaryLabel: UIColor { UIColor() }
    public static var quaternaryLabel: UIColor { UIColor() }
    public static var placeholderText: UIColor { UIColor() }
    public static var link: UIColor { UIColor() }
    public static var separator: UIColor { UIColor() }
    public static var opaqueSeparator: UIColor { UIColor() }
    public static var systemFill: UIColor { UIColor() }
    public static var secondarySystemFill: UIColor { UIColor() }
    public static var tertiarySystemFill: UIColor { UIColor() }
    public static var quaternarySystemFill: UIColor { UIColor() }
    public static var systemBackground: UIColor { UIColor() }
    public static var secondarySystemBackground: UIColor { UIColor() }
    public static var tertiarySystemBackground: UIColor { UIColor() }
    public static var systemGroupedBackground: UIColor { UIColor() }
    public static var secondarySystemGroupedBackground: UIColor { UIColor() }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor() }
}
