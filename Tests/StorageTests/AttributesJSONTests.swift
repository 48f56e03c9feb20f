import Foundation
import Testing

@testable import Storage

@Suite struct AttributesJSONTests {
    static let tricky: [String: String] = [
        "quote": "say \"hi\"", "back\\slash": "C:\\path", "control": "tab\there\nnewline\u{1}",
        "unicode": "Ünïcödé « » 🚀", "": "", "slash": "a/b",
    ]

    @Test func roundTripsAnyStrings() throws {
        let text = AttributesJSON.encode(Self.tricky)
        #expect(try AttributesJSON.decode(text, segue: "s") == Self.tricky)
        // What the hand-written encoder writes is JSON that Foundation reads the same way.
        #expect(try JSONDecoder().decode([String: String].self, from: Data(text.utf8)) == Self.tricky)
        #expect(AttributesJSON.encode([:]) == "{}")
        #expect(AttributesJSON.encode(["b": "2", "a": "1"]) == #"{"a":"1","b":"2"}"#)
    }

    @Test func readsJSONWrittenByOthers() throws {
        let foreign = #"{ "a" : "\u00e9\ud83d\ude80", "b":"x\/y\t" }"#
        #expect(try AttributesJSON.decode(foreign, segue: "s") == ["a": "é🚀", "b": "x/y\t"])
        #expect(throws: StoreError.invalid("attributes of segue 's' in the database are not a JSON object of strings"))
        {
            try AttributesJSON.decode(#"{"a": 1}"#, segue: "s")
        }
    }
}
