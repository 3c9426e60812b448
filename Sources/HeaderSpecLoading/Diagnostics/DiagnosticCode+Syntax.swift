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
