import Foundation

/// Insets by left and right, as UIKit's `UIEdgeInsets`: what a flow layout's `sectionInset` and
/// a collection view's `contentInset`, `safeAreaInsets` and `layoutMargins` are. Right to left,
/// a flow layout's `left` is the leading side all the same (its layout is mirrored whole).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets {
    /// The insets of `insets`' sides in a view that reads in `direction`: leading is the right
    /// side right to left.
    init(_ insets: NSDirectionalEdgeInsets, direction: UITraitEnvironmentLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    /// The directional insets of `insets` in a view that reads in `direction`.
    init(_ insets: UIEdgeInsets, direction: UITraitEnvironmentLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}
