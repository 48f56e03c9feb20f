import Testing

@testable import StoryboardModel

@Suite struct SwiftIdentifierTests {
    @Test func camelCasesAroundInvalidCharacters() {
        #expect(SwiftIdentifier.make("show home", .lowerCamel) == "showHome")
        #expect(SwiftIdentifier.make("Login-Screen", .lowerCamel) == "loginScreen")
        #expect(SwiftIdentifier.make("login screen", .upperCamel) == "LoginScreen")
        #expect(SwiftIdentifier.make("URLScreen", .lowerCamel) == "urlScreen")
        #expect(SwiftIdentifier.make("Main", .lowerCamel) == "main")
    }

    @Test func prefixesLeadingDigitsAndEscapesKeywords() {
        #expect(SwiftIdentifier.make("1st screen", .lowerCamel) == "_1stScreen")
        #expect(SwiftIdentifier.make("default", .lowerCamel) == "`default`")
        #expect(SwiftIdentifier.make("Self", .upperCamel) == "`Self`")
        #expect(SwiftIdentifier.make("!!!", .lowerCamel) == "_")
    }

    @Test func keepsUnicodeLetters() {
        #expect(SwiftIdentifier.make("Ünïcödé Scène", .upperCamel) == "ÜnïcödéScène")
    }

    @Test func disambiguatesCollisionsDeterministically() {
        let names = SwiftIdentifier.uniqueNames(for: ["show-home", "showHome", "show home"], .lowerCamel)
        #expect(names["showHome"] == "showHome")
        #expect(names["show home"] == "showHome2")
        #expect(names["show-home"] == "showHome3")
        let reversed = SwiftIdentifier.uniqueNames(for: ["show home", "showHome", "show-home"], .lowerCamel)
        #expect(names == reversed)
    }

    @Test func judgesValidity() {
        #expect(SwiftIdentifier.isValidIdentifier("showHome"))
        #expect(!SwiftIdentifier.isValidIdentifier("show home"))
        #expect(!SwiftIdentifier.isValidIdentifier("2fa"))
        #expect(!SwiftIdentifier.isValidIdentifier("class"))
    }
}
