import ContactsUI

final class FriendPicker: NSObject, CNContactPickerDelegate {
  func pick(from controller: UIViewController) {
    let picker = CNContactPickerViewController()
    picker.delegate = self
    controller.present(picker, animated: true)
  }
}
