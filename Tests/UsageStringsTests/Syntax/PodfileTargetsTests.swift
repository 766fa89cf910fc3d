import Testing

@testable import UsageStrings

/// Which `Podfile` targets CocoaPods installs nothing into.
@Suite struct PodfileTargetsTests {
  /// React Native's old template, as Helsingborg's guide keeps it: the tvOS target and its
  /// tests get no pod.
  static let reactNative = """
    platform :ios, '9.3' # 9.3 required for ViroReact
    require_relative '../node_modules/@react-native-community/cli-platform-ios/native_modules'

    target 'Lund' do
      rn_path = '../node_modules/react-native'
      pod 'React', :path => "#{rn_path}/"
      # pod 'Permission-Calendars', :path => "#{permissions_path}/Calendars.podspec"
      pod 'Permission-LocationWhenInUse', :path => "#{rn_path}-permissions/ios/LocationWhenInUse.podspec"

      target 'LundTests' do
        inherit! :search_paths
      end

      use_native_modules!
    end

    target 'Lund-tvOS' do
      # Pods for Lund-tvOS

      target 'Lund-tvOSTests' do
        inherit! :search_paths
        # Pods for testing
      end

    end

    post_install do |installer|
      installer.pods_project.targets.each do |target|
        react_native_post_install(installer)
      end
    end
    """

  @Test func reactNativesTvOSTargetIsPodless() {
    #expect(PodfileTargets.podless(Self.reactNative) == ["Lund-tvOS", "Lund-tvOSTests"])
  }

  @Test func theTargetsAPodfileNamesAreAllItIntegrates() {
    #expect(
      PodfileTargets.named(Self.reactNative) == [
        "Lund", "LundTests", "Lund-tvOS", "Lund-tvOSTests",
      ])
    // A target named by a variable or a symbol could be any: none is known to be left out.
    #expect(
      PodfileTargets.named("['A', 'B'].each do |name|\n  target name do\n  end\nend\n") == nil)
    #expect(PodfileTargets.named("target :App do\n  pod 'Alamofire'\nend\n") == nil)
    #expect(PodfileTargets.named("pod 'Alamofire'\n") == nil)
    #expect(PodfileTargets.named("target \"#{main}\" do\n  pod 'Alamofire'\nend\n") == nil)
  }

  /// The groups Flutter's permission_handler compiles in: every `=1` switch outside a comment,
  /// several to a line too.
  @Test func permissionHandlerGroupsAreEverySwitchTurnedOn() {
    let text = """
      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= ['$(inherited)', 'PERMISSION_EVENTS=0', 'PERMISSION_CAMERA=1', 'PERMISSION_CONTACTS=1']
          # 'PERMISSION_MICROPHONE=1',
          'PERMISSION_LOCATION=1', # 'PERMISSION_SENSORS=1'
      """
    #expect(PodfileTargets.permissionHandlerGroups(text) == ["CAMERA", "CONTACTS", "LOCATION"])
    #expect(PodfileTargets.permissionHandlerGroups("'PERMISSION_EVENTS=0',\n") == nil)
  }

  @Test func aTopLevelPodGoesIntoEveryTarget() {
    let text = "pod 'Alamofire'\ntarget 'App' do\nend\ntarget 'TV' do\nend\n"
    #expect(PodfileTargets.podless(text).isEmpty)
  }

  @Test func aMethodThatMayAddPodsCounts() {
    let text = """
      def shared_pods
        pod 'Alamofire'
      end
      target 'App' do
        shared_pods
      end
      target 'TV' do
        platform :tvos, '15.0'
      end
      """
    #expect(PodfileTargets.podless(text) == ["TV"])
  }

  @Test func anAbstractTargetsPodsGoIntoItsTargets() {
    let text = """
      abstract_target 'Shared' do
        pod 'Alamofire'
        target 'App' do
        end
      end
      target 'Widget' do
        use_frameworks!
      end
      """
    #expect(PodfileTargets.podless(text) == ["Widget"])
  }

  @Test func aNestedTargetInheritsItsParentsPods() {
    let text = "target 'App' do\n  pod 'Alamofire'\n  target 'AppTests' do\n  end\nend\n"
    #expect(PodfileTargets.podless(text).isEmpty)
  }

  @Test func crossPlatformHelpersAndUnknownCallsAddPods() {
    for line in [
      "use_react_native!(:path => config[:reactNativePath])",
      "flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))",
      "use_expo_modules!", "my_pods", "pod('Alamofire')",
    ] {
      #expect(PodfileTargets.podless("target 'App' do\n  \(line)\nend\n").isEmpty, "\(line)")
    }
    for line in [
      "inherit! :search_paths", "flutter_root = File.expand_path('..')", "platform :ios, '15.0'",
    ] {
      #expect(PodfileTargets.podless("target 'App' do\n  \(line)\nend\n") == ["App"], "\(line)")
    }
  }

  /// A Podfile nested past the bound is not read: no target is podless, and the lines of
  /// the open blocks are never walked again and again.
  @Test func aHostileNestingMakesNoTargetPodless() {
    let deep =
      "target 'App' do\n" + String(repeating: "items.each do |item|\n", count: 200_000)
      + "end\n"
    #expect(PodfileTargets.podless(deep).isEmpty)
    let shallow = "target 'App' do\n" + String(repeating: "if x\nend\n", count: 100_000) + "end\n"
    #expect(PodfileTargets.podless(shallow) == ["App"])
  }

  /// React Native's own pods ask for nothing: an app with no other module links none that
  /// asks.
  @Test func reactNativesOwnPodsAreNoUnseenLibraries() {
    for pod in ["React-Core", "RCT-Folly", "Yoga", "FlipperKit", "hermes-engine", "glog"] {
      #expect(TargetAssembler.isReactNativesOwn(Substring(pod)), "\(pod)")
    }
    for pod in ["react-native-camera", "RNPermissions", "Permission-Camera", "Reactant"] {
      #expect(!TargetAssembler.isReactNativesOwn(Substring(pod)), "\(pod)")
    }
  }

  /// A pod's name in a Podfile is quoted: `pod name, :path => …` installs what Flutter's plugin
  /// loop holds in a variable, not a pod called "name" (ox-coi).
  @Test func anUnquotedPodNameIsAVariable() {
    let podfile =
      "target 'Runner' do\n  pod 'Firebase/Core'\n  plugin_pods.each do |name, path|\n    pod name, :path => path\n  end\nend\n"
    #expect(
      TargetAssembler.podNames(podfile, prefix: "pod ", indented: true, quoted: true)
        == ["Firebase"])
  }
}
