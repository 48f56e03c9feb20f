/// One generated source file.
public struct GeneratedFile: Sendable, Codable, Equatable {
    /// The file name, e.g. `Storyboards.swift` or `StoryboardBackedViewController.h`.
    public var name: String
    /// The source text, ending in a newline.
    public var contents: String
    /// `text/x-swift` or `text/x-objective-c`.
    public var mediaType: String

    /// Creates a file value.
    public init(name: String, contents: String, mediaType: String) {
        self.name = name
        self.contents = contents
        self.mediaType = mediaType
    }

    /// The media type of Swift source.
    public static let swiftMediaType = "text/x-swift"
    /// The media type of Objective-C source and headers.
    public static let objectiveCMediaType = "text/x-objective-c"
}
