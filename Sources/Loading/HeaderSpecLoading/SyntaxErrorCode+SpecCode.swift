import JSONSyntax

extension SyntaxErrorCode {
  /// The HS1xx code a spec's syntax error has (Schemas/DIAGNOSTICS.md): one per syntax error
  /// code, the one table of them (the analysis's `DiagnosticCode` reads it too).
  package var specCode: String {
    switch self {
    case .unexpectedCharacter: "HS101"
    case .unexpectedToken: "HS102"
    case .missingValue: "HS103"
    case .missingComma: "HS104"
    case .missingColon: "HS105"
    case .propertyNameExpected: "HS106"
    case .trailingComma: "HS107"
    case .unclosedContainer: "HS108"
    case .unterminatedString: "HS109"
    case .invalidEscape: "HS110"
    case .controlCharacterInString: "HS111"
    case .invalidNumber: "HS112"
    case .numberOutOfRange: "HS113"
    case .commentNotAllowed: "HS114"
    case .unterminatedComment: "HS115"
    case .duplicateKey: "HS116"
    case .invalidUTF8: "HS117"
    case .byteOrderMark: "HS118"
    case .contentAfterRoot: "HS119"
    case .nestingTooDeep: "HS120"
    }
  }
}
