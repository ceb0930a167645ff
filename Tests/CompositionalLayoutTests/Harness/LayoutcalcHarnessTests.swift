import CompositionalLayout
import Foundation
import LayoutEngine
import LayoutSpec
import Testing
import TestSupport

/// The harness writes a layout as a spec, which `layoutcalc` lays out as the layout is.
@Suite struct LayoutcalcHarnessTests {
    /// A list of half-width rows named `list`, its items named.
    func list() -> UICollectionViewCompositionalLayout {
        let section = rows(of: 0.5, height: 40)
        section.layoutcalc = LayoutcalcSectionOptions(id: "list", itemIDs: ["first", nil])
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func theSpecOfALayout() throws {
        let spec = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [2], scale: nil).spec(of: list())
        #expect(spec == """
            {
              "container": {
                "width": 320
              },
              "sections": [
                {
                  "id": "list",
                  "kind": "compositional",
                  "items": [
                    {
                      "id": "first"
                    },
                    {}
                  ],
                  "group": {
                    "group": "horizontal",
                    "size": {
                      "width": {
                        "fractionalWidth": 1
                      },
                      "height": {
                        "absolute": 40
                      }
                    },
                    "subitems": [
                      {
                        "size": {
                          "width": {
                            "fractionalWidth": 0.5
                          },
                          "height": {
                            "fractionalHeight": 1
                          }
                        }
                      }
                    ]
                  }
                }
              ]
            }

            """)
        // As prepare does, the harness lays out at scale 1 unless told otherwise.
        let atDefaults = try LayoutcalcHarness(width: 320, height: 480, itemCounts: [2]).spec(of: list())
        #expect(atDefaults.hasPrefix("{\n  \"container\": {\n    \"width\": 320,\n    \"height\": 480\n  },\n  \"scale\": 1,\n"))
    }

    @Test func aSpecWithoutAHeightCannotHoldFractionsOfIt() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(problems { () throws(CompositionalLayoutError) in
            _ = try LayoutcalcHarness(width: 320, height: nil, itemCounts: [1]).spec(of: layout)
        } == ["sections[0].group.size.height: a fraction of the container's height needs one: give container.height (or --height)"])
    }
}
