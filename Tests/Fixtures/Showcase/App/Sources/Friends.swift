import ContactsUI

func pickFriend() -> CNContactPickerViewController {
  CNContactPickerViewController()
}
