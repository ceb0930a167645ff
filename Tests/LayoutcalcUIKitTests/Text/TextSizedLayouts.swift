#if canImport(UIKit)
import UIKit
#else
import LayoutcalcUIKit
#endif

// Layout code that sizes items from text, as apps write it: each compiles against UIKit
// unchanged.

/// A podcast app's filter chips under a header: each chip as wide as its title plus 12 points a
/// side, the header as tall as its wrapped title plus 16.
final class ChipsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let titles: [String]
    let header: String
    let chipFont = UIFont.systemFont(ofSize: 16)
    let headerFont = UIFont.boldSystemFont(ofSize: 22)

    init(titles: [String], header: String) {
        self.titles = titles
        self.header = header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        let title = titles[indexPath.item].size(withAttributes: [.font: chipFont])
        return CGSize(width: ceil(title.width) + 24, height: 32)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        let width = collectionView.bounds.width - 32
        let title = (header as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: headerFont], context: nil)
        return CGSize(width: collectionView.bounds.width, height: ceil(title.height) + 16)
    }
}

/// A settings list's row: a label of any number of lines in the body style, 16 points in from
/// each side and 11 above and below.
enum SettingsRow {
    static func height(of text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height + 22
    }

    /// The rows' measured sizes, for the layout to be prepared with.
    static func measuredSizes(of texts: [String], width: CGFloat) -> [IndexPath: CGSize] {
        var sizes: [IndexPath: CGSize] = [:]
        for (item, text) in texts.enumerated() {
            sizes[IndexPath(item: item, section: 0)] = CGSize(width: width, height: height(of: text, width: width))
        }
        return sizes
    }
}
