(array "]" @end) @indent
(object "}" @end) @indent
