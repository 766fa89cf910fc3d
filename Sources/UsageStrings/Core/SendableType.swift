/// A protocol whose types are handed between threads as values (rules, reporters, commands):
/// Swift 6.2 asks `SendableMetatype` of a metatype that crosses threads; older compilers, which
/// build this on macOS too, have no such protocol and ask nothing.
#if compiler(>=6.2)
  public typealias SendableType = SendableMetatype
#else
  public protocol SendableType {}
#endif
