import JSONSyntax

/// Every diagnostic code, stable across releases: HS1xx syntax, HS2xx schema, HS3xx geometry,
/// HS4xx behaviour and snapping, HS5xx built-in layouts, HS6xx images and accessibility. Never renumber a code; retire it.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Comparable {
  // MARK: - Syntax (one per JSONSyntax.SyntaxErrorCode)

  case unexpectedCharacter = "HS101"
  case unexpectedToken = "HS102"
  case missingValue = "HS103"
  case missingComma = "HS104"
  case missingColon = "HS105"
  case propertyNameExpected = "HS106"
  case trailingComma = "HS107"
  case unclosedContainer = "HS108"
  case unterminatedString = "HS109"
  case invalidEscape = "HS110"
  case controlCharacterInString = "HS111"
  case invalidNumber = "HS112"
  case numberTooLarge = "HS113"
  case commentNotAllowed = "HS114"
  case unterminatedComment = "HS115"
  case duplicateKey = "HS116"
  case invalidUTF8 = "HS117"
  case byteOrderMark = "HS118"
  case contentAfterRoot = "HS119"
  case nestingTooDeep = "HS120"

  // MARK: - Schema

  case unknownKey = "HS201"
  case wrongType = "HS202"
  case missingRequiredKey = "HS203"
  case valueNotInEnum = "HS204"
  case numberOutOfRange = "HS205"
  case notAnInteger = "HS206"
  case patternMismatch = "HS207"
  case wrongArrayLength = "HS208"
  case conflictingKeys = "HS209"
  case emptyObject = "HS210"
  case missingAlternative = "HS211"
  case unsupportedVersion = "HS212"
  case keyIgnoredByKind = "HS213"
  /// An integer a double cannot hold exactly (`InexactIntegers`).
  case inexactInteger = "HS214"

  // MARK: - Geometry

  case minHeightAboveMaxHeight = "HS301"
  case equalHeights = "HS302"
  case stretchLimitBelowMaxHeight = "HS303"
  case stretchLimitWithoutElastic = "HS304"
  case keyframesOutOfOrder = "HS305"
  case duplicateKeyframeProgress = "HS306"
  case firstKeyframeAboveZero = "HS307"
  case firstKeyframeWithoutGeometry = "HS308"
  case frameWithTransform = "HS309"
  case rotationInterpolation = "HS310"
  case outsideBar = "HS311"
  case duplicateSubviewID = "HS312"
  case geometryOverflow = "HS313"
  /// Reported in an environment only (`--device`, a `supports` matrix), as are HS315, HS316.
  case outsideSafeArea = "HS314"
  case textDoesNotFit = "HS315"
  case titleOverlapsButton = "HS316"
  /// A visible text over another visible text, button, search bar or view with a background
  /// that it does not sit on by design (`sitsOn`), at some progress.
  case textOverlap = "HS317"
  /// A banner at 0 from the bar's top or side edge that the safe area moves on some device of
  /// the matrix, leaving a strip of the bar uncovered: `ignoresSafeArea` covers it.
  case fullBleedSuggested = "HS318"
  /// A keyframe pair that changes a scale and a scaled translation together, interpolated as
  /// matrices: `transformInterpolation: "parts"` follows `.scaledBy().translatedBy()`.
  case partsInterpolationSuggested = "HS319"
  case unknownReference = "HS320"
  case selfReference = "HS321"
  case invalidReferenceEdge = "HS322"
  case referenceCycle = "HS323"
  case axisDefinedTwice = "HS324"
  case negativeAnchoredLength = "HS325"
  case keyframeLosesGeometry = "HS326"
  /// Reported when the spec's `supports` (or the project's) has more than one width.
  case absoluteHorizontalPosition = "HS327"
  /// A keyframe adds the opposite edge to a lone inherited edge of a sized view, which then
  /// stretches (`GeometryProblem.edgeMergeStretches`).
  case edgeMergeStretches = "HS328"
  case keyframeBelowReachableProgress = "HS330"

  // MARK: - Behaviour and snapping

  case snappingRangeReversed = "HS401"
  case overlappingSnappingRanges = "HS402"
  case snappingGap = "HS403"
  case snappingWithoutRanges = "HS404"
  case blkTruncation = "HS405"
  /// Not part of a document's diagnostics: `preview` reports it for the samples it is asked
  /// for (`PreviewReach`).
  case sampleNeverReached = "HS406"
  /// Not part of a document's diagnostics: `simulate` reports it on the events file
  /// (`CollapseCheck`), on a device or the spec's supported ones.
  case cannotFullyCollapse = "HS407"
  /// Not part of a document's diagnostics: reported on an events file whose event's `expect`
  /// its record does not meet (`EventsReplay`).
  case expectationNotMet = "HS408"
  /// Not part of a document's diagnostics: an events file with expectations, or a `spec`,
  /// whose spec cannot be replayed (named by none, not read, or with errors).
  case eventsSpecUnavailable = "HS409"

  // MARK: - Built-in layouts

  case titleMenuWithKeyframes = "HS501"
  case titleMenuSelectionOutOfRange = "HS502"
  case titleMenuTitleTooLong = "HS503"
  case searchBarTallerThanCollapsedBar = "HS504"
  case searchFieldOutsideBar = "HS505"
  case buttonOverSearchField = "HS506"
  case titleMenuMaxStretchWithoutEffect = "HS507"
  /// An empty title in a title menu: LargeTitleStyle drops it, and the indices after it shift.
  case titleMenuEmptyTitle = "HS508"

  // MARK: - Images and accessibility

  /// An `image` whose name is an SF Symbol's: `UIImage(named:)` finds no asset, the view is
  /// blank.
  case symbolAsAssetName = "HS601"
  /// A button with an image and no title or `accessibilityLabel`: VoiceOver says nothing
  /// useful.
  case buttonWithoutAccessibilityLabel = "HS602"

  /// Orders by code number.
  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The code's severity unless settings override it. `outsideBar` is reported as
  /// `information` instead when the bar does not clip (Schemas/FORMAT.md#bar).
  public var defaultSeverity: DiagnosticSeverity {
    switch self {
    case .duplicateKey, .keyIgnoredByKind, .equalHeights, .stretchLimitBelowMaxHeight,
      .stretchLimitWithoutElastic, .firstKeyframeAboveZero, .frameWithTransform, .outsideBar,
      .snappingGap, .titleMenuTitleTooLong, .searchBarTallerThanCollapsedBar,
      .searchFieldOutsideBar, .buttonOverSearchField, .axisDefinedTwice, .negativeAnchoredLength,
      .keyframeLosesGeometry, .outsideSafeArea, .textDoesNotFit, .titleOverlapsButton,
      .cannotFullyCollapse, .keyframeBelowReachableProgress, .titleMenuMaxStretchWithoutEffect,
      .absoluteHorizontalPosition, .symbolAsAssetName, .buttonWithoutAccessibilityLabel,
      .titleMenuEmptyTitle, .textOverlap, .edgeMergeStretches:
      .warning
    case .fullBleedSuggested, .partsInterpolationSuggested:
      .hint
    case .rotationInterpolation, .snappingWithoutRanges, .blkTruncation, .sampleNeverReached:
      .information
    default:
      .error
    }
  }

  /// The tags every diagnostic of the code carries: `unnecessary` for the codes whose range
  /// has no effect on the header, so that removing it changes nothing (a key the behaviour
  /// kind ignores, a stretch limit that never stretches, a titleMenu's keyframes, a
  /// maxStretchMode that caps nothing, a keyframe below the progress the bar reaches). Not
  /// HS116 (both occurrences are reported, and the last one counts) nor HS324 (a later
  /// keyframe may inherit the size the edges override).
  public var tags: Set<DiagnosticTag> {
    switch self {
    case .keyIgnoredByKind, .stretchLimitWithoutElastic, .titleMenuWithKeyframes,
      .titleMenuMaxStretchWithoutEffect, .keyframeBelowReachableProgress:
      [.unnecessary]
    default:
      []
    }
  }

  /// Whether the code is a syntax error's (HS1xx).
  public var isSyntax: Bool { rawValue.hasPrefix("HS1") }

  /// Whether the code stands for a violation of `Schemas/header-spec.schema.json`: a document
  /// has none of these exactly when the schema accepts it (given that it parses).
  public var isSchemaLevel: Bool {
    switch self {
    case .unknownKey, .wrongType, .missingRequiredKey, .valueNotInEnum, .numberOutOfRange,
      .notAnInteger, .patternMismatch, .wrongArrayLength, .conflictingKeys, .emptyObject,
      .missingAlternative, .unsupportedVersion:
      true
    default:
      false
    }
  }

}

extension DiagnosticCode {
  /// Whether the schema or number syntax error makes lowering leave a value out, so the model
  /// holds a default there and geometry diagnostics near it would mislead (`1e400` as
  /// maxHeight would otherwise be "minHeight (50) is greater than maxHeight (44)").
  var dropsValue: Bool {
    switch self {
    case .wrongType, .missingRequiredKey, .valueNotInEnum, .wrongArrayLength, .notAnInteger,
      .conflictingKeys, .emptyObject, .invalidNumber, .numberTooLarge:
      true
    default:
      false
    }
  }
}
