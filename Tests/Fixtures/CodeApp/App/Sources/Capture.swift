import AVFoundation
import UIKit

/// Scans receipts. None of the decoys below may count as an API use:
/// AVAudioSession.sharedInstance().requestRecordPermission { _ in }
final class Capture {
  let hint = "call AVAudioSession.requestRecordPermission before recording"
  let raw = #"requestRecordPermission"#
  let multiline = """
    CBCentralManager(delegate: nil, queue: nil)
    """

  func start() {
    AVCaptureDevice.requestAccess(for: .video) { _ in }
    /* nested /* block */ comment: AVAudioSession.sharedInstance().requestRecordPermission { _ in } */
    #if false
      AVAudioSession.sharedInstance().requestRecordPermission { _ in }
    #endif
    let fake = FakeCBCentralManager()
    MyPHPhotoLibrary.requestAuthorization { _ in }
    _ = fake
  }

  func record() {
    AVAudioSession.sharedInstance().requestRecordPermission { granted in
      print(granted)
    }
  }
}

/// A user type named like a system one.
final class FakeCBCentralManager {}

enum MyPHPhotoLibrary {
  static func requestAuthorization(_ handler: (Int) -> Void) { handler(0) }
}
