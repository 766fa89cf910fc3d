import AVFoundation

func startRecording() {
  AVAudioSession.sharedInstance().requestRecordPermission { granted in
    print(granted)
  }
}
