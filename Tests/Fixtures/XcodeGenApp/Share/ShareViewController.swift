import Photos

func requestPhotos() {
  PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
}
