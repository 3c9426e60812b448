import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// `headerspec preview --format html` (Schemas/FORMAT.md#html-preview): one self-contained
/// page with the header at the progress a slider sets, a play button for `PreviewGesture`,
/// the height and progress as numbers, and a choice of environment.
///
/// Every frame on the page is the geometry core's: the page data holds the layout at each of
/// the 201 progress values 0, 0.005, ..., 1 for each environment (`sampleRow`), and the script
/// only picks the nearest sample and copies its numbers into attributes. The page loads nothing
/// (no network, no other file) and runs under its own content security policy,
/// `default-src 'none'` with its one style and one script allowed by a nonce; `eval`, inline
/// handlers and `style` attributes are not used. Size: O(environments x 201 x subviews), with
/// at most `maxEnvironments` environments.
public enum PreviewHTML {
  /// The progress step between samples.
  public static let step = 0.005
  /// 0, 0.005, ..., 1.
  public static let progress: [Double] = (0...200).map { Double($0) / 200 }
  /// The most environments one page holds (the analysed one and the first supported ones).
  public static let maxEnvironments = 8

  /// The fewest bytes one subview takes at one sample of the page data (a row of 16 one-digit
  /// numbers).
  public static let bytesPerLayout = 34

  /// What the page of `spec` will lay out and write: each subview in the analysed environment
  /// and the supported ones, at most `maxEnvironments`, at the 201 samples, counted from the
  /// spec alone (an environment the page leaves out because its layout overflows is counted).
  public static func work(_ spec: HeaderSpec) -> RenderWork {
    let supported = spec.supports.isEmpty ? 0 : RenderWork.environments(in: spec.supports)
    return RenderWork(
      what: "the HTML page", subviews: spec.subviews.count,
      environments: min(RenderWork.sum(supported, 1), maxEnvironments), samples: progress.count,
      bytesPerLayout: bytesPerLayout)
  }

  /// One environment of the page: its name and the spec resolved in it.
  public struct View: Sendable {
    public var label: String
    public var header: ResolvedHeader

    public init(label: String, header: ResolvedHeader) {
      self.label = label
      self.header = header
    }
  }

  /// The page's environments: `first` (the one the spec was analysed in), then each
  /// environment of `spec.supports` (the spec as written) up to `maxEnvironments` in all.
  /// An environment whose layout overflows at a sample is left out, as `preview` refuses it;
  /// `omitted` counts those and the ones past the limit.
  public static func views(spec: HeaderSpec, first: View) -> (views: [View], omitted: Int) {
    var views = [first]
    var omitted = 0
    for (device, environment) in spec.supports.environments {
      guard views.count < maxEnvironments else {
        omitted += 1
        continue
      }
      let header = ResolvedHeader(spec.adapted(to: environment))
      guard header.firstOverflowingProgress(progress) == nil else {
        omitted += 1
        continue
      }
      views.append(View(label: label(environment, device: device.name), header: header))
    }
    return (views, omitted)
  }

  /// `iPhone 15 · portrait · L · ltr`, or `375 pt · ...` without a device: the environment's
  /// width, else `specWidth` (the spec's own).
  public static func label(
    _ environment: HeaderEnvironment, device: String?, specWidth: Double = 375
  )
    -> String
  {
    [
      device ?? "\(NumberText.format(environment.width ?? specWidth)) pt",
      environment.orientation.rawValue, environment.contentSize.shortName,
      environment.layoutDirection.rawValue,
    ].joined(separator: " · ")
  }

  /// The whole page. `nonce` allows its style and script under its policy; without one, a
  /// nonce derived from the page data (an editor passes a fresh one for each webview). Refused
  /// as soon as the page data passes `budget`'s `outputBytes`.
  public static func render(
    name: String?, views: [View], omitted: Int, nonce: String? = nil,
    budget: RenderBudget = .commandLine
  ) throws(RenderBudget.Exceeded) -> String {
    let json = try pageData(name: name, views: views, omitted: omitted, budget: budget).text
    let html = render(name: name, json: json, nonce: nonce)
    try budget.checkOutput(html.utf8.count, of: "the HTML page")
    return html
  }

  /// The page around its data `json` (compact).
  static func render(name: String?, json: String, nonce: String?) -> String {
    let nonce = nonce ?? Self.nonce(for: json)
    let title = PreviewSVG.escape(name ?? "header")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(policy(nonce: nonce))">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title) · headerspec preview</title>
      <style nonce="\(nonce)">
      \(PreviewPageScript.style)</style>
      </head>
      <body>
      \(PreviewPageScript.body)
      <script type="application/json" id="headerspec-data">\(json)</script>
      <script nonce="\(nonce)">
      \(PreviewPageScript.script)</script>
      </body>
      </html>

      """
  }

  /// The policy the page sets for itself; an editor's webview sets its own with its nonce.
  public static func policy(nonce: String) -> String {
    "default-src 'none'; style-src 'nonce-\(nonce)'; script-src 'nonce-\(nonce)'"
  }

  /// A nonce derived from the page data (`StableHash`), so the same spec gives the same page;
  /// it only serves to allow the page's own style and script under its policy.
  static func nonce(for text: String) -> String { StableHash.hex(text.utf8) }

  // MARK: - Data

  /// The page data (read by the script from `#headerspec-data`, and what an editor posts as
  /// `{type: "data", data}`): `name`, `step`, `omitted` and `environments`, each with `label`,
  /// `width`, `clips`, `tallest` (the largest sample height), `looks` (`look`), `samples` (one
  /// `[height, row, row, ...]` per progress value, a row per subview in document order) and
  /// `gesture` (`[progress, height, event type, snap target or null]` per record).
  public static func data(name: String?, views: [View], omitted: Int) -> JSONValue {
    .object([
      ("name", .string(name ?? "header")),
      ("step", .number(step)),
      ("omitted", .number(Double(omitted))),
      ("environments", .array(views.map { environment($0) })),
    ])
  }

  /// `data` and its compact text, built one environment at a time and refused as soon as the
  /// text passes `budget`'s `outputBytes`. `firstGesture` replaces the first environment's
  /// gesture records.
  static func pageData(
    name: String?, views: [View], omitted: Int, budget: RenderBudget,
    firstGesture: [ScrollRecord]? = nil
  ) throws(RenderBudget.Exceeded) -> (data: JSONValue, text: String) {
    var environments: [JSONValue] = []
    var texts: [String] = []
    var written = 0
    for (index, view) in views.enumerated() {
      let entry = environment(view, gesture: index == 0 ? firstGesture : nil)
      let text = entry.text(.scriptSafe)
      written += text.utf8.count
      try budget.checkOutput(written, of: "the HTML page")
      environments.append(entry)
      texts.append(text)
    }
    // The members before `environments`, whose `[]}` the environments' texts go into.
    let head = data(name: name, views: [], omitted: omitted).text(.scriptSafe).dropLast(2)
    var data = data(name: name, views: [], omitted: omitted)
    if case .object(var members) = data {
      members[members.count - 1].1 = .array(environments)
      data = .object(members)
    }
    return (data, head + texts.joined(separator: ",") + "]}")
  }

  /// One environment's data; its gesture is `gesture` when given, else `PreviewGesture`'s.
  static func environment(_ view: View, gesture: [ScrollRecord]? = nil) -> JSONValue {
    let header = view.header
    let layouts = progress.map { header.layout(at: $0) }
    let records = (gesture ?? PreviewGesture.records(for: header.spec)).filter(\.isFinite)
    // An events file's replay names itself on the play button ("Play 16 events").
    let play: [(String, JSONValue)] =
      gesture.map { [("play", .string("Play \($0.count) event\($0.count == 1 ? "" : "s")"))] }
      ?? []
    return .object(
      [
        ("label", .string(view.label)),
        ("width", .number(round(header.spec.width))),
        ("clips", .bool(header.spec.bar.clipsToBounds)),
        ("tallest", .number(round(layouts.map(\.height).max() ?? 0))),
        ("looks", .array(header.spec.subviews.enumerated().map { look($1, index: $0) })),
        (
          "samples",
          .array(
            layouts.map { layout in
              .array([.number(round(layout.height))] + layout.subviews.map(sampleRow))
            })
        ),
        (
          "gesture",
          .array(
            records.map { record in
              .array([
                .number(round(record.progress)), .number(round(record.height)),
                .string(record.event.typeName),
                record.snappedTo.map { .number(round($0)) } ?? .null,
              ])
            })
        ),
      ] + play)
  }

  /// One subview at one progress: its frame (the bounding box, as `preview --format json`
  /// prints it) `x, y, width, height`; its untransformed `width, height`; the SVG matrix
  /// `a b c d e f` that puts its untransformed top-left corner at the origin
  /// (`PreviewSVG.placement`); `alpha`, `hidden` (0 or 1), `zIndex`, `cornerRadius`; then for
  /// a title menu its items `[x, y, width, height, fontSize, selected, underlined]` and for a
  /// search bar its field's frame. Numbers to three decimals, `a b c d` to six.
  static func sampleRow(_ entry: HeaderLayout.Entry) -> JSONValue {
    let layout = entry.layout
    let frame = layout.frame
    let t = layout.transform
    let halfWidth = layout.size.width / 2
    let halfHeight = layout.size.height / 2
    let e = layout.center.x + t.tx - (t.a * halfWidth + t.c * halfHeight)
    let f = layout.center.y + t.ty - (t.b * halfWidth + t.d * halfHeight)
    // The linear part to six decimals: a scale of 0.917 for 0.91666 would draw a 70 pt view
    // 0.02 pt too wide; six keep a 1,000 pt view within 0.001 pt.
    let rounded = [
      frame.x, frame.y, frame.width, frame.height, layout.size.width, layout.size.height,
    ]
    .map(round)
    let linear = [t.a, t.b, t.c, t.d].map { ($0 * 1e6).rounded() / 1e6 }
    let rest = [
      e, f, layout.alpha, layout.hidden ? 1 : 0, Double(layout.zIndex), layout.cornerRadius,
    ].map(round)
    var numbers = (rounded + linear + rest).map(JSONValue.number)
    switch entry.contents {
    case .plain, .label:
      break
    case .titleMenu(let menu):
      numbers.append(
        .array(
          menu.items.map { item in
            .numbers(
              [
                item.frame.x, item.frame.y, item.frame.width, item.frame.height, item.fontSize,
                item.selected ? 1 : 0, item.underlined ? 1 : 0,
              ].map(round))
          }))
    case .searchBar(let field):
      numbers.append(.numbers([field.x, field.y, field.width, field.height].map(round)))
    }
    return .array(numbers)
  }
}
