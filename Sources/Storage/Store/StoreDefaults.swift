/// Defaults every store implementation shares, so that the backends behave alike out of the box.
public enum StoreDefaults {
    /// Revisions kept per project unless `NavigationStore.historyLimit` says otherwise.
    public static let historyLimit = 100
    /// Seconds a write waits for the writer before `StoreError.busy`.
    public static let writerWaitLimit = 5.0
}
