#!/bin/sh
# Prints every schema corpus file's diagnostics, as `headerspec check` reports them: a tool for
# writing corpus files (which must break exactly one rule), not a test.
# Usage, from anywhere: Tests/SchemaCorpus/report.sh [BINARY] (default: the debug build).
cd "$(dirname "$0")/../.." || exit 2
binary=${1:-.build/debug/headerspec}
[ -x "$binary" ] || swift build --product headerspec >/dev/null || exit 2
for folder in invalid beyond-schema valid; do
  echo "== $folder"
  "$binary" check "Tests/SchemaCorpus/$folder"
done
exit 0
