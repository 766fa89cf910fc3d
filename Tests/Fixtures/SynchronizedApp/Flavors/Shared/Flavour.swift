import Foundation

let flavourName = "Shared"
