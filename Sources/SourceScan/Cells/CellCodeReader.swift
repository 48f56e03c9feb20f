import StoryboardModel

/// Reads what a Swift or Objective-C file does with cells and nibs, for the nib diagnostics of
/// `check --sources` (`NibCodeCheck`): the `register` calls and what nib each hands over, the dequeues whose
/// identifier or class the code spells, the classes the file declares.
///
/// Pure, no I/O, linear in the file's size. A registration whose nib the code computes is `.unknown`, never a
/// guess: the check then keeps quiet rather than report a nib that may well be registered.
public enum CellCodeReader {
    /// The facts of one file; `path` is what their locations carry.
    public static func read(path: String, text: String, language: SourceLanguage) -> NibCodeFacts {
        var reader = FileCellReader(TokenizedSource(path: path, text: text, language: language))
        return reader.read()
    }
}
