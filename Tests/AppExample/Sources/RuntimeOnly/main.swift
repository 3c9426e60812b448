import HeaderSpecKit
import ProfileHeaders

// An app that uses only a generated spec: it links the runtime (HeaderSpecKit and the
// geometry core it re-exports) and nothing that reads JSON. `.ci/checks/app-example` reads
// this binary's symbols to hold it to that. It prints the bar's height and each subview's frame
// while a drag collapses the bar, so the check also sees the generated spec at work.
var driver = ScrollDriver(header: SquareCashHeader.header)
var layouts: [SubviewLayout] = []
let top = -driver.scrollView.contentInsetTop
driver.beginDragging(at: top)
for step in 0...4 {
  driver.scrolled(to: top + Double(step) * 40)
  driver.layout(into: &layouts)
  let frames = SquareCashHeader.SubviewID.allCases.map { id in
    let frame = layouts[id.index].frame
    return "\(id.rawValue) [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]"
  }
  print("progress \(driver.progress) height \(driver.height): " + frames.joined(separator: ", "))
}

// The public headers of another target, by their generated types and through the module's
// own list.
print("AProfileHeader \(AProfileHeader.SubviewID.allCases.count) subviews")
print("BProfileHeader \(BProfileHeader.SubviewID.allCases.count) subviews")
for (name, header) in profileHeaders {
  print("profile \(name) max height \(header.metrics.maxHeight)")
}
