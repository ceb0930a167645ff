// Deprecated: the library's name before it held flow layouts, lists, custom layouts, the
// collection view, the device and text as well as compositional layouts. `import
// CompositionalLayout` compiles for one release and gives everything LayoutcalcUIKit gives;
// import LayoutcalcUIKit instead (README, "Migrating from CompositionalLayout").
@_exported import LayoutcalcUIKit
