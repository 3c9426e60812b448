(pair
  key: (string (string_content) @name)) @item
