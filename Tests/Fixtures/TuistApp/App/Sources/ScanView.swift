import AVFoundation

func askForCamera() {
    AVCaptureDevice.requestAccess(for: .video) { _ in }
}
