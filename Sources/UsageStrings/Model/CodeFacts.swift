/// An API whose use needs a purpose key (or, for pickers, deliberately needs none).
public struct CodeAPI: Sendable, Hashable {
  /// How people know the call, for messages.
  public var name: String
  /// A regular expression over code with comments and strings blanked out.
  public var pattern: String
  /// Identifiers of which every match holds one (`name*`: one that starts with `name`): the scan
  /// runs the expression only over files that have one, so most files cost a token walk.
  public var anchors: [String]
  /// The keys that satisfy it: any one of them.
  public var keys: [String]
  /// A system picker that shows the data out of process and needs no permission.
  public var isPicker: Bool = false
}

/// What a target's code does that needs a purpose key.
public struct CodeFacts: Sendable {
  public struct Use: Sendable {
    public var api: CodeAPI
    public var location: SourceRange
  }

  public var uses: [Use] = []
  /// Modules the code imports.
  public var imports: Set<String> = []
  public var fileCount = 0

  /// Whether any of `frameworks` is imported.
  public func imports(anyOf frameworks: Set<String>) -> Bool {
    !imports.isDisjoint(with: frameworks)
  }
}
