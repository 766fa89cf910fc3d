import AVFoundation

public enum ReceiptCamera {
  public static func ask() {
    AVCaptureDevice.requestAccess(for: .video) { _ in }
  }
}
