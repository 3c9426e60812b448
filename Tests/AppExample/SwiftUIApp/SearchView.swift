import HeaderSpecKit
import SwiftUI

/// Search results under a bar with a search field: the field is a text field bound to
/// `query`; while a query is typed the bar stays expanded, so the field stays in sight; the
/// scan button takes the results back to the top; `progressChanged` hears the bar's progress
/// (to fade a toolbar with it, say).
@available(iOS 17.0, macOS 14.0, *)
struct SearchView: View {
  let results: [String]
  let progressChanged: (Double) -> Void
  @State private var query = ""
  @State private var progress = 0.0
  @State private var header = HeaderScrollProxy()

  var body: some View {
    // search-bar.header.json, compiled in by the HeaderSpecGenerator plugin.
    HeaderScrollView(
      spec: SearchBarHeader.spec, progress: $progress, searchText: $query, proxy: header
    ) { _ in
      header.scrollToTop()
    } content: {
      ForEach(results.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { result in
        Text(verbatim: result).frame(height: 44)
      }
    }
    .collapsingDisabled(!query.isEmpty)
    .snappingDisabled()
    .onChange(of: progress) { progressChanged(progress) }
  }
}
