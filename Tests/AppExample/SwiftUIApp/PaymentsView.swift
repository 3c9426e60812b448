import HeaderSpecKit
import SwiftUI

/// A list of payments under a collapsing header that runs itself: the spec's bar over the
/// scroll view, driven by its scroll geometry. Rotation, Dynamic Type and right-to-left need no
/// code here: the view reads them from SwiftUI's environment and keeps the bar's progress.
/// The profile picture is the app's own view, in the frame the spec gives it.
@available(iOS 17.0, macOS 14.0, *)
struct PaymentsView: View {
  let payments: [String]
  let avatar: Image
  let close: () -> Void

  var body: some View {
    // square-cash.header.json, compiled in by the HeaderSpecGenerator plugin.
    HeaderScrollView(spec: SquareCashHeader.spec) { id in
      if id == SquareCashHeader.SubviewID.closeButton.rawValue { close() }
    } content: {
      ForEach(payments, id: \.self) { payment in
        Text(verbatim: payment).frame(height: 60)
      }
    } subview: { view in
      if view.description.id == SquareCashHeader.SubviewID.profileImage.rawValue {
        avatar.resizable()
      } else {
        view
      }
    }
  }
}
