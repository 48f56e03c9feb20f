/// One `NOTIFY` received on a channel this connection listens to.
public struct PostgresNotification: Sendable, Equatable {
    /// The channel it was sent on.
    public let channel: String
    /// The payload (empty when the sender gave none).
    public let payload: String
    /// The process id of the server backend that sent it.
    public let processID: Int32

    /// Creates a notification value.
    public init(channel: String, payload: String, processID: Int32) {
        self.channel = channel
        self.payload = payload
        self.processID = processID
    }
}
