import AVFoundation

/// Asks for the camera, which the app that embeds this framework declares.
public func requestCamera() {
  AVCaptureDevice.requestAccess(for: .video) { _ in }
}
