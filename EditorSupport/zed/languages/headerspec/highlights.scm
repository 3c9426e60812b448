; tree-sitter-json, as JSON is highlighted: keys as properties.
(pair
  key: (string) @property)

(string) @string
(escape_sequence) @string.escape
(number) @number
[
  (true)
  (false)
] @boolean
(null) @constant.builtin
(comment) @comment

[
  "{"
  "}"
  "["
  "]"
] @punctuation.bracket

[
  ","
  ":"
] @punctuation.delimiter
