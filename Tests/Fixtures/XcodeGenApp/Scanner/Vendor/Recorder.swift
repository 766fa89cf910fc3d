import AVFoundation

/// Not built: the spec excludes Vendor/. Were it built, the app would need a microphone key.
func requestMicrophone() {
  AVAudioSession.sharedInstance().requestRecordPermission { _ in }
}
