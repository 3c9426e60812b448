import HeaderSpecKit
import UIKit

/// A table view under a collapsing header that runs itself: the spec's bar attached to the
/// table in one call. Rotation and Dynamic Type need no code here: the bar reads its width,
/// the window's safe area and its trait collection when they change, lays the spec out
/// there and keeps its progress.
final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  // square-cash.header.json, compiled in by the HeaderSpecGenerator plugin.
  private let header = HeaderBarView(spec: SquareCashHeader.spec)
  private let tableView = UITableView(frame: .zero, style: .plain)
  private var payments = (1...40).map { "Payment \($0)" }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "payment")
    tableView.dataSource = self
    tableView.delegate = self  // before attaching: the bar forwards every call to it
    view.addSubview(tableView)
    // Over the table, at the top of the screen. The bar sets its own height, and a bar
    // below the status bar (a large-title bar) moves its top edge to the top inset and
    // makes the table's inset count it, so the rows start right under the bar.
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.size.width, height: 0)
    view.addSubview(header)
    header.attach(to: tableView)
    // The spec's buttons report taps by subview id.
    header.buttonTapped = { [weak self] id in
      if id == SquareCashHeader.SubviewID.closeButton.rawValue { self?.dismiss(animated: true) }
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    payments.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    cell.textLabel?.text = payments[indexPath.row]
    return cell
  }

  // The app's delegate still gets its calls through the bar's proxy.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    payments.remove(at: indexPath.row)
    tableView.reloadData()
    tableView.layoutIfNeeded()
    header.controller.contentDidChange()  // content too short now: the bar expands
  }

  // The header moves from code as a snap moves it: animated, or at once with Reduce Motion.
  func showProfile() {
    header.controller.expand(animated: true)
  }
}
