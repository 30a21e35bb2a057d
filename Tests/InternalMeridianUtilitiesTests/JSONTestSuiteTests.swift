import Foundation
import InternalMeridianUtilities
import Testing

/// One case in the manner of nst/JSONTestSuite (MIT): its file name, its bytes, and, for `y_` and
/// accepted `i_` cases, the value it must parse to (worked out by hand from RFC 8259).
///
/// The cases are written here from the suite's published rules, not copied: `y_` texts must parse,
/// `n_` texts must be refused, and for `i_` texts (implementation-defined) the parser's documented
/// choice is asserted.
struct SuiteCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var expected: JSONValue?

  init(_ name: String, _ text: String, _ expected: JSONValue? = nil) {
    self.init(name, Array(text.utf8), expected)
  }

  init(_ name: String, _ bytes: [UInt8], _ expected: JSONValue? = nil) {
    self.name = name
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Bytes: `["` + the given bytes + `"]`, for raw UTF-8 cases.
private func quoted(_ inner: [UInt8]) -> [UInt8] { Array(#"[""#.utf8) + inner + Array(#""]"#.utf8) }

@Suite("JSONTestSuite rules") struct JSONTestSuiteTests {
  static let mustParse: [SuiteCase] = [
    SuiteCase("y_array_empty", "[]", .array([])),
    SuiteCase("y_array_arraysWithSpaces", "[[]   ]", .array([.array([])])),
    SuiteCase("y_array_heterogeneous", #"[null, 1, "1", {}]"#, .array([.null, .int(1), .string("1"), .object([:])])),
    SuiteCase("y_number_negative_zero", "[-0]", .array([.double(-0.0)])),
    SuiteCase("y_number_real_capital_e", "[1E22]", .array([.double(1e22)])),
    SuiteCase("y_number_int_with_exp", "[20e1]", .array([.double(200)])),
    SuiteCase("y_number_0e+1", "[0e+1]", .array([.double(0)])),
    SuiteCase("y_number_simple_real", "[123.456789]", .array([.double(123.456789)])),
    SuiteCase("y_number_negative_int", "[-123]", .array([.int(-123)])),
    SuiteCase("y_number_after_space", "[ 4]", .array([.int(4)])),
    SuiteCase("y_object_empty_key", #"{"":0}"#, .object(["": .int(0)])),
    SuiteCase(
      "y_object_duplicated_key", #"{"a":"b","a":"c"}"#,
      .object(JSONObject(members: [(key: "a", value: .string("b")), (key: "a", value: .string("c"))]))),
    SuiteCase("y_string_accepted_surrogate_pair", #"["\uD801\udc37"]"#, .array([.string("\u{10437}")])),
    SuiteCase("y_string_last_surrogates_1_and_2", #"["\uDBFF\uDFFF"]"#, .array([.string("\u{10FFFF}")])),
    SuiteCase("y_string_escaped_noncharacter", #"["\uFFFF"]"#, .array([.string("\u{FFFF}")])),
    SuiteCase("y_string_null_escape", #"["\u0000"]"#, .array([.string("\u{0}")])),
    SuiteCase("y_string_allowed_escapes", #"["\"\\\/\b\f\n\r\t"]"#, .array([.string("\"\\/\u{8}\u{C}\n\r\t")])),
    SuiteCase("y_string_utf8", quoted([0xE2, 0x82, 0xAC, 0xF0, 0x9D, 0x84, 0x9E]), .array([.string("€𝄞")])),
    SuiteCase("y_string_nonCharacterInUTF-8_U+FFFF", quoted([0xEF, 0xBF, 0xBF]), .array([.string("\u{FFFF}")])),
    SuiteCase("y_structure_lonely_int", "42", .int(42)),
    SuiteCase("y_structure_lonely_negative_real", "-0.1", .double(-0.1)),
    SuiteCase("y_structure_lonely_null", "null", .null),
    SuiteCase("y_structure_lonely_true", "true", .bool(true)),
    SuiteCase("y_structure_lonely_string", #""asd""#, .string("asd")),
    SuiteCase("y_structure_whitespace_array", " [] ", .array([])),
    SuiteCase("y_structure_trailing_newline", "[\"a\"]\n", .array([.string("a")])),
  ]

  static let mustRefuse: [SuiteCase] = [
    SuiteCase("n_structure_no_data", ""),
    SuiteCase("n_single_space", " "),
    SuiteCase("n_array_extra_comma", "[1,]"),
    SuiteCase("n_array_inner_array_no_comma", "[3[4]]"),
    SuiteCase("n_array_unclosed", "[1"),
    SuiteCase("n_incomplete_true", "[tru]"),
    SuiteCase("n_number_with_leading_zero", "[012]"),
    SuiteCase("n_number_plus_1", "[+1]"),
    SuiteCase("n_number_0.e1", "[0.e1]"),
    SuiteCase("n_number_2.e3", "[2.e3]"),
    SuiteCase("n_number_.2e-3", "[.2e-3]"),
    SuiteCase("n_number_hex_1_digit", "[0x1]"),
    SuiteCase("n_number_minus_space_1", "[- 1]"),
    SuiteCase("n_number_infinity", "[Infinity]"),
    SuiteCase("n_number_minus_infinity", "[-Infinity]"),
    SuiteCase("n_number_NaN", "[NaN]"),
    SuiteCase("n_number_1_000", "[1 000.0]"),
    SuiteCase("n_object_trailing_comma", #"{"id":0,}"#),
    SuiteCase("n_object_unquoted_key", #"{a: "b"}"#),
    SuiteCase("n_object_missing_colon", #"{"a" b}"#),
    SuiteCase("n_object_non_string_key", "{1:1}"),
    SuiteCase("n_string_single_quote", "['single quote']"),
    SuiteCase("n_string_unescaped_tab", "[\"\t\"]"),
    SuiteCase("n_string_unescaped_newline", "[\"new\nline\"]"),
    SuiteCase("n_string_escape_x", #"["\x00"]"#),
    SuiteCase("n_string_incomplete_escaped_character", #"["\u00A"]"#),
    SuiteCase("n_string_1_surrogate_then_escape", #"["\uD800\"]"#),
    SuiteCase("n_string_no_quotes_with_bad_escape", #"[\n]"#),
    SuiteCase("n_structure_double_array", "[][]"),
    SuiteCase("n_structure_trailing_#", #"{"a":"b"}#{}"#),
    SuiteCase("n_structure_whitespace_formfeed", "[\u{0C}]"),
    SuiteCase("n_structure_null-byte-outside-string", [0x5B, 0x00, 0x5D]),
    SuiteCase("n_multidigit_number_then_00", [0x31, 0x32, 0x33, 0x00]),
    SuiteCase("n_structure_lone-invalid-utf-8", [0xE5]),
    SuiteCase("n_structure_UTF8_BOM_no_data", [0xEF, 0xBB, 0xBF]),
    SuiteCase("n_structure_open_object", "{"),
    SuiteCase("n_structure_comma_instead_of_closing_brace", #"{"x": true,"#),
  ]

  /// The implementation-defined cases the parser accepts, with the value it chooses.
  static let implementationAccepted: [SuiteCase] = [
    // A UTF-8 byte order mark before the text is skipped.
    SuiteCase("i_structure_UTF-8_BOM_empty_object", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], .object([:])),
    // An integer too large for Int is a Double; an exponent under the smallest double reads as 0.
    SuiteCase("i_number_too_big_pos_int", "[100000000000000000000]", .array([.double(1e20)])),
    SuiteCase(
      "i_number_too_big_neg_int", "[-123123123123123123123123123123]",
      .array([.double(-123123123123123123123123123123.0)])),
    SuiteCase("i_number_double_huge_neg_exp", "[123.456e-789]", .array([.double(0)])),
  ]

  /// The implementation-defined cases the parser refuses: non-finite numbers, any invalid UTF-8,
  /// unpaired surrogate escapes, UTF-16 text and nesting beyond the depth limit.
  static let implementationRefused: [SuiteCase] = [
    SuiteCase(
      "i_number_huge_exp",
      "[0.4e" + String(repeating: "9", count: 400) + "]"
    ),
    SuiteCase("i_number_real_pos_overflow", "[123123e100000]"),
    SuiteCase("i_number_real_neg_overflow", "[-123123e100000]"),
    SuiteCase("i_string_1st_surrogate_but_2nd_missing", #"["\uDADA"]"#),
    SuiteCase("i_string_lone_second_surrogate", #"["\uDFAA"]"#),
    SuiteCase("i_string_incomplete_surrogate_and_escape_valid", #"["\uD800\n"]"#),
    SuiteCase("i_object_key_lone_2nd_surrogate", #"{"\uDFAA":0}"#),
    SuiteCase("i_string_invalid_utf-8", quoted([0xFF])),
    SuiteCase("i_string_lone_utf8_continuation_byte", quoted([0x81])),
    SuiteCase("i_string_overlong_sequence_2_bytes", quoted([0xC0, 0xAF])),
    SuiteCase("i_string_overlong_sequence_6_bytes", quoted([0xFC, 0x83, 0xBF, 0xBF, 0xBF, 0xBF])),
    SuiteCase("i_string_UTF8_surrogate_U+D800", quoted([0xED, 0xA0, 0x80])),
    SuiteCase("i_string_truncated-utf-8", quoted([0xE0, 0xFF])),
    SuiteCase("i_string_not_in_unicode_range", quoted([0xF4, 0xBF, 0xBF, 0xBF])),
    SuiteCase("i_string_UTF-16LE_with_BOM", [0xFF, 0xFE, 0x5B, 0x00, 0x22, 0x00, 0xE9, 0x00, 0x22, 0x00, 0x5D, 0x00]),
    SuiteCase("i_structure_500_nested_arrays", String(repeating: "[", count: 500) + String(repeating: "]", count: 500)),
  ]

  @Test("y_ cases parse to their hand-worked values", arguments: mustParse + implementationAccepted)
  func parses(_ example: SuiteCase) throws {
    let value = try JSONParser.parse(Data(example.bytes))
    #expect(value == example.expected)
  }

  @Test("n_ cases and the refused i_ cases throw JSONParseError", arguments: mustRefuse + implementationRefused)
  func refuses(_ example: SuiteCase) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(example.bytes)) }
  }

  @Test("-0 keeps its sign: it reads as -0.0, not as the integer 0")
  func negativeZeroSign() throws {
    guard case .double(let zero) = try JSONParser.parse(Data("-0".utf8)) else {
      Issue.record("-0 is not a double")
      return
    }
    #expect(zero == 0 && zero.sign == .minus)
    #expect(try JSONParser.parse(Data("0".utf8)) == .int(0))
  }

  @Test("Text after the value is refused at its byte offset")
  func trailingGarbageOffset() {
    // {"a":"b"}#{} : the # is byte 9.
    #expect(throws: JSONParseError(message: "text follows the value", offset: 9)) {
      try JSONParser.parse(Data(#"{"a":"b"}#{}"#.utf8))
    }
  }
}
