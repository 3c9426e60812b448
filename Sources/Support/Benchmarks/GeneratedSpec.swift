/// A clean generated spec of about `size` bytes, for the linearity check: many subviews of every
/// kind (labels, images, views, buttons) with three keyframes each, so that an analysis does all
/// its work and takes no early exit.
func benchmarkSpec(bytes size: Int) -> [UInt8] {
  var text = #"""
    {
      "$schema": "../Schemas/header-spec.schema.json",
      "version": 1,
      "name": "Benchmark",
      "bar": { "maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
      "behavior": {
        "kind": "squareCash", "elastic": true,
        "snapping": [ { "target": 0, "from": 0, "to": 0.5 }, { "target": 1, "from": 0.5, "to": 1 } ]
      },
      "subviews": [
    """#
  var index = 0
  while text.utf8.count < size {
    if index > 0 { text += ",\n" }
    text += subview(index)
    index += 1
  }
  text += "\n  ]\n}\n"
  return Array(text.utf8)
}

private func subview(_ index: Int) -> String {
  let x = 40 + Double(index % 200)
  switch index % 4 {
  case 0:
    return #"""
          { "id": "label_\#(index)", "kind": "label", "text": "Name \#(index)", "font": { "size": 17, "weight": "bold" },
            "keyframes": [
              { "progress": 0, "size": [60, 20], "center": [\#(x), 150] },
              { "progress": 0.5, "center": [\#(x), 90], "alpha": 0.5 },
              { "progress": 1, "center": [\#(x), 40], "alpha": 0 } ] }
      """#
  case 1:
    return #"""
          { "id": "image_\#(index)", "kind": "image", "image": "avatar", "cornerRadius": 10,
            "keyframes": [
              { "progress": 0, "frame": [\#(x), 20, 20, 20] },
              { "progress": 0.4, "frame": [\#(x), 10, 20, 20], "cornerRadius": 4 },
              { "progress": 1, "frame": [\#(x), 5, 20, 20], "hidden": true } ] }
      """#
  case 2:
    return #"""
          { "id": "view_\#(index)", "backgroundColor": "#FF8800",
            "keyframes": [
              { "progress": 0, "anchor": { "leading": 16, "bottom": 6 }, "size": [30, 30] },
              { "progress": 0.5, "anchor": { "bottom": 12 }, "transform": { "scale": 0.8 } },
              { "progress": 1, "zIndex": 2 } ] }
      """#
  default:
    return #"""
          { "id": "button_\#(index)", "kind": "button", "title": "Go",
            "keyframes": [
              { "progress": 0, "center": [\#(x), 100], "size": [40, 24] },
              { "progress": 0.6, "center": [\#(x), 60], "transform": { "translate": [0, -4] } },
              { "progress": 1, "center": [\#(x), 32], "alpha": 0.2 } ] }
      """#
  }
}
