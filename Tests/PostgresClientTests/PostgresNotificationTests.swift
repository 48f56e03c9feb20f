import Foundation
import PostgresClient
import Testing

/// LISTEN on one connection sees NOTIFY from another, exactly.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresNotificationTests {
    @Test func aListenerReceivesTheExactPayloadSentFromAnotherConnection() throws {
        let channel = ScratchPostgres.uniqueName("ch")
        let listener = try ScratchPostgres.connect()
        let sender = try ScratchPostgres.connect()
        try listener.listen(channel: channel)
        #expect(listener.socketDescriptor >= 0)
        let payload = #"{"project":"démo 'x'","revision":42}"#
        try sender.notify(channel: channel, payload: payload)

        let received = try listener.waitForNotifications(timeout: 30)
        #expect(received.count == 1)
        #expect(received.first?.channel == channel)
        #expect(received.first?.payload == payload)
        #expect(received.first?.processID == sender.backendProcessID)
    }

    @Test func waitingTimesOutWithNothingWhenNothingWasSent() throws {
        let listener = try ScratchPostgres.connect()
        try listener.listen(channel: ScratchPostgres.uniqueName("quiet"))
        #expect(try listener.waitForNotifications(timeout: 0.2) == [])
    }

    @Test func aNotificationInARolledBackTransactionIsNeverDelivered() throws {
        struct Planned: Error {}
        let channel = ScratchPostgres.uniqueName("ch")
        let listener = try ScratchPostgres.connect()
        let sender = try ScratchPostgres.connect()
        try listener.listen(channel: channel)
        #expect(throws: Planned.self) {
            try sender.transaction {
                try sender.notify(channel: channel, payload: "rolled back")
                throw Planned()
            }
        }
        try sender.transaction { try sender.notify(channel: channel, payload: "committed") }
        let received = try listener.waitForNotifications(timeout: 30)
        #expect(received.map(\.payload) == ["committed"])
    }

    @Test func notificationsAlreadyReadByAnotherCallAreStillDelivered() throws {
        let channel = ScratchPostgres.uniqueName("ch")
        let listener = try ScratchPostgres.connect()
        let sender = try ScratchPostgres.connect()
        try listener.listen(channel: channel)
        try sender.notify(channel: channel, payload: "one")
        // A query on the listener after the NOTIFY committed reads the notification into libpq's buffer.
        #expect(try listener.execute("SELECT 1").int(0, 0) == 1)
        let received = try listener.waitForNotifications(timeout: 30)
        #expect(received.map(\.payload) == ["one"])
    }
}
