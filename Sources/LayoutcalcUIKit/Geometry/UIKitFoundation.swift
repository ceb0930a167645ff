// UIKit gives its users Foundation (CGFloat, CGRect, IndexPath, …) and Core Graphics' transform:
// app code that imports this module in UIKit's place finds them here too.
@_exported import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(AppKit)
// AppKit adds IndexPath(item:section:), `item` and `section` to Foundation on macOS.
import AppKit
#else
extension IndexPath {
    /// An index path to the item at `item` in `section`, as UIKit makes it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item's index within its section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif

// UIKit's table view names an index path's item its row; UIKit gives both names to every index
// path (AppKit gives neither `row` nor `init(row:section:)`).
extension IndexPath {
    /// An index path to the row at `row` in `section`: the item at `row`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row's index within its section: the item's.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
