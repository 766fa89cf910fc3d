import SwiftUI

@main
struct ReceiptsApp: App {
  var body: some Scene { WindowGroup { Text("Receipts") } }
}
