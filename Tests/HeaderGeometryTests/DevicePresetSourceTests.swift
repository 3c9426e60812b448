import HeaderGeometry
import HeaderSpecLoading
import TestSupport
import Testing

/// Every figure of a device preset says where it comes from, agrees with its source where the
/// source states it, and Schemas/FORMAT.md#devices tabulates the presets as they are.
@Suite struct DevicePresetSourceTests {
  @Test func everyFigureHasASource() {
    for preset in DevicePreset.all {
      for (figure, source) in preset.sources {
        #expect(!source.note.isEmpty, "\(preset.device.name) \(figure)")
        // A published or reported figure names where it was published.
        if source.kind == .published || source.kind == .reported {
          #expect(source.note.contains("https://"), "\(preset.device.name) \(figure)")
        }
      }
    }
  }

  /// A published size given in pixels at a scale is that size in points.
  @Test func aPublishedSizeIsItsPixelsOverItsScale() throws {
    var checked = 0
    for preset in DevicePreset.all {
      let note = preset.size.note
      #expect(preset.size.kind == .published, "\(preset.device.name)")
      guard let pixels = note.firstMatch(of: /(\d+) x (\d+) pixels,? at @(\d)x/) else {
        Issue.record("\(preset.device.name): no pixels in \(note)")
        continue
      }
      let scale = try #require(Double(pixels.3))
      #expect(Double(pixels.1) == preset.device.portraitSize.width * scale, "\(note)")
      #expect(Double(pixels.2) == preset.device.portraitSize.height * scale, "\(note)")
      checked += 1
    }
    #expect(checked == DevicePreset.all.count)
  }

  /// The landscape bar of an iPhone follows from its portrait width, as FORMAT.md says.
  @Test func anIPhonesLandscapeBarIsDerivedFromItsWidth() {
    for preset in DevicePreset.all where preset.device.family != .pad {
      #expect(preset.landscapeBar.kind == .derived)
      let width = preset.device.portraitSize.width
      #expect(preset.device.landscapeBarHeight == (width >= 414 ? 44 : 32))
    }
  }

  @Test func theFormatReferenceTabulatesThePresets() throws {
    let bytes = try #require(TestFiles.read(TestFiles.root + "/Schemas/FORMAT.md"))
    let text = String(decoding: bytes, as: UTF8.self)
    let rows = text.split(separator: "\n").filter {
      $0.hasPrefix("| iP") && $0.split(separator: "|").count >= 5
    }
    let expected = DevicePreset.all.map { preset in
      let device = preset.device
      let cells = [
        device.name,
        "\(Int(device.portraitSize.width)) x \(Int(device.portraitSize.height))",
        "\(Int(device.portraitTopInset))", "\(Int(device.portraitBottomInset))",
        "\(Int(device.landscapeBarHeight))", preset.estimatedFigures.joined(separator: ", "),
      ]
      return "| " + cells.joined(separator: " | ") + " |"
    }
    #expect(rows.map(String.init) == expected)
  }
}
