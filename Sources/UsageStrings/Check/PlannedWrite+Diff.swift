extension PlannedWrite {
  /// The change as a unified diff, paths shown relative to `root` (what `--dry-run` prints).
  public func unifiedDiff(root: String) -> String {
    UnifiedDiff.diff(
      old: existing.map { TextFile(path: display, bytes: $0).string },
      new: TextFile(path: display, bytes: bytes).string, path: path, root: root)
  }
}
