import Foundation

public let scanTitle = NSLocalizedString("Scan", bundle: .module, comment: "")
