import PhotosUI
import SwiftUI

struct ReceiptPicker: View {
  @State var item: PhotosPickerItem?
  var body: some View { PhotosPicker(selection: $item) { Text("Attach") } }
}
