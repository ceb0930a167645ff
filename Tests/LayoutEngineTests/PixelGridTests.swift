import LayoutEngine
import Testing

@Suite struct PixelGridTests {
    @Test func exactArithmeticChangesNothing() {
        #expect(PixelGrid.exact.size(320.0 / 3) == 320.0 / 3)
        #expect(PixelGrid.exact.origin(80.333) == 80.333)
    }

    @Test func sizesFloorAndOriginsRoundAtScaleTwo() {
        // layout-rules §1: 320/3 = 106.67 → 106.5; a position 80.333 → 80.5.
        let grid = PixelGrid(scale: 2)
        #expect(grid.size(320.0 / 3) == 106.5)
        #expect(grid.origin(80.333) == 80.5)
    }

    @Test func originHalvesRoundAwayFromZero() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.origin(0.25) == 0.5)
        #expect(grid.origin(-0.25) == -0.5)
        #expect(PixelGrid(scale: 1).origin(2.5) == 3)
    }

    @Test func scaleThreeFloorsToThirds() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.size(100.5) == 301.0 / 3)
        #expect(grid.origin(0.2) == 1.0 / 3)
    }
}
