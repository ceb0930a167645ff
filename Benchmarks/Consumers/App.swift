/// The app's own code: one type, so that the app target builds something of its own.
public struct AppModel {
    public init() {}
}
