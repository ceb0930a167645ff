import Foundation

// Views and colours carry no geometry: they are here so that layout code that touches them
// compiles, and they do nothing.

/// A header, footer or decoration view, as UIKit's `UICollectionReusableView`: layoutcalc makes
/// none.
open class UICollectionReusableView {
    open var frame: CGRect
    open var backgroundColor: UIColor?

    public init(frame: CGRect) {
        self.frame = frame
    }
}

/// A cell, as UIKit's `UICollectionViewCell`: layoutcalc makes none, so a collection view's
/// `cellForItem(at:)` is always `nil`.
open class UICollectionViewCell: UICollectionReusableView {}
