/// A target's code and what the code rules read with it: its sources, the frameworks it links,
/// the code it embeds, its entitlements and privacy manifests.
public struct TargetCode: Sendable {
  /// Its Swift and Objective-C sources (absolute paths).
  public var files: [String] = []
  /// The frameworks it links, by name.
  public var linkedFrameworks: [String] = []
  /// The entitlements it is signed with (`CODE_SIGN_ENTITLEMENTS`), parsed.
  public var entitlements: [PlistDocument] = []
  /// Its privacy manifests (`PrivacyInfo.xcprivacy`), parsed.
  public var privacyManifests: [PlistDocument] = []
  /// The libraries and local packages whose code it embeds, directly or through each other.
  public var embedded: [CodeModule] = []
  /// The package products it or a library it embeds uses whose code is not in the project
  /// (remote packages).
  public var remoteProducts: [String] = []
  /// The pods and cross-platform plugins its project links, whose native code is not in the
  /// checkout ("image_picker (Flutter plugin)").
  public var unseenLibraries: [String] = []
  /// What follows a pod's name among `unseenLibraries`.
  public static let podLabel = " (pod)"
  /// What follows a Flutter plugin's name among `unseenLibraries`.
  public static let flutterPluginLabel = " (Flutter plugin)"
  /// What follows the name of a Flutter plugin whose code the checkout holds (and the scan does
  /// not read): a label of its own, so that it is never weighed by its name.
  public static let localFlutterPluginLabel = " (Flutter plugin in the checkout)"
  /// What follows a JavaScript package's name among `unseenLibraries`.
  public static let npmPackageLabel = " (npm package)"
  /// The permission groups the `Podfile` compiles into Flutter's `permission_handler`
  /// (`PERMISSION_CAMERA=1`), where it names some: the plugin can ask for no other. Nil where it
  /// names none: then the plugin may ask for anything, where the app depends on it
  /// (`UnusedUsageKeyRule.permissionHandlerAsks`).
  public var permissionHandlerGroups: Set<String>?
  /// The Apple frameworks a Kotlin Multiplatform app's Kotlin imports (`import
  /// platform.LocalAuthentication.LAContext`), for an iOS target that links its framework: the
  /// one thing the code rules read of Kotlin.
  public var kotlinImports: Set<String> = []

  /// Where a cross-platform app's own code (JavaScript, C#) asks for location while in use, when
  /// that is all it asks: no alert shows its "Always" texts. Nil: unknown, or it asks for more.
  public var asksLocationOnlyWhileInUse: SourceRange?
  /// Whether, for a target that declares an "Always" location key, a JavaScript or .NET app
  /// runs in it, whose code (not the native code) may ask for location.
  public var runsScriptedApp = false
  /// The keys of services a JavaScript app's own code never names (`AppCodeServices`): none of
  /// its packages not named for the service can ask for them. Empty where unknown.
  public var keysScriptNeverNames: Set<String> = []

  /// Every library it runs whose code is not here: remote products, then pods and plugins.
  public var unseenCode: [String] { remoteProducts + unseenLibraries }

  public init() {}
}
