import JSONSyntax

extension DiagnosticCode {
  /// The HS1xx code of a syntax layer error code: one code per syntax error code.
  public init(_ syntaxCode: SyntaxErrorCode) {
    switch syntaxCode {
    case .unexpectedCharacter: self = .unexpectedCharacter
    case .unexpectedToken: self = .unexpectedToken
    case .missingValue: self = .missingValue
    case .missingComma: self = .missingComma
    case .missingColon: self = .missingColon
    case .propertyNameExpected: self = .propertyNameExpected
    case .trailingComma: self = .trailingComma
    case .unclosedContainer: self = .unclosedContainer
    case .unterminatedString: self = .unterminatedString
    case .invalidEscape: self = .invalidEscape
    case .controlCharacterInString: self = .controlCharacterInString
    case .invalidNumber: self = .invalidNumber
    case .numberOutOfRange: self = .numberTooLarge
    case .commentNotAllowed: self = .commentNotAllowed
    case .unterminatedComment: self = .unterminatedComment
    case .duplicateKey: self = .duplicateKey
    case .invalidUTF8: self = .invalidUTF8
    case .byteOrderMark: self = .byteOrderMark
    case .contentAfterRoot: self = .contentAfterRoot
    case .nestingTooDeep: self = .nestingTooDeep
    }
  }
}

extension DiagnosticCode {
  /// Whether no setting changes this code's severity: a syntax error (an HS1xx code whose
  /// default is `error`) means the file is not the JSON it seems, so a project configuration,
  /// flag or editor setting that turned it off or down would let a broken file pass `check`.
  /// `AnalysisSettings.severity(of:natural:)` ignores overrides of these codes.
  public var severityIsFixed: Bool {
    rawValue.hasPrefix("HS1") && defaultSeverity == .error
  }
}
