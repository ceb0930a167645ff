/// A batch update being made: how deep `performBatchUpdates` calls nest, the changes said so
/// far, the completions to call at the end, and the counts before the update.
struct BatchUpdate {
    var depth = 0
    var items: [UICollectionViewUpdateItem] = []
    var completions: [(Bool) -> Void] = []
    var countsBefore: [Int] = []
}
