#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address) into .build/fuzz/ and runs
# each for SECONDS_PER_TARGET seconds (default 15) on a seed corpus (the examples, the schema
# corpus, the CLI scenario inputs). Prints per target: executions, time, exec/s, crashes;
# then `fuzz: N passed, M failed`. Exits non-zero when a target crashed (the crashing input is
# kept in .build/fuzz/artifacts/).
#
# Environment: FUZZ_TARGETS (names to run, default all), FUZZ_OPT (-O or -Onone, default -O),
# FUZZ_MAX_LEN (longest input of the JSON targets, default 2048: 2.4x the exec/s of 8192),
# FUZZ_CORPUS (where libFuzzer keeps what it finds, one folder per target, default
# .build/fuzz/corpus), FUZZ_COVERAGE (the -sanitize-coverage kinds, default
# edge,pc-table,inline-8bit-counters; add trace-cmp for comparison-guided mutation at about
# half the exec/s), FUZZ_RUNS (also stop each target after this many executions), FUZZ_SEED
# (default 1).
#
# Speed (see Tests/Fuzz/README.md): modules are built whole-module (-wmo: cross-file inlining and generic
# specialization, about 1.5x), without trace-cmp (about 2x; a dictionary of JSON tokens and
# schema words, Tests/Fuzz/spec.dict, gives the mutator the words trace-cmp would find), and
# ASan runs without allocation stacks and quarantine (about 1.6x; the Swift code here frees
# nothing by hand, so a quarantine has little to catch; bounds checks stay).
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-15}"
opt="${FUZZ_OPT:--O}"
out=.build/fuzz
mkdir -p "$out/modules" "$out/artifacts"
coverage="${FUZZ_COVERAGE:-edge,pc-table,inline-8bit-counters}"
flags=(-package-name HeaderSpec -sanitize=fuzzer,address -sanitize-coverage="$coverage" -wmo -parse-as-library "$opt"
  -I "$out/modules" -L "$out/modules")
# swift-backtrace would wait on a crash; libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:handle_abort=1:allocator_may_return_null=1:malloc_context_size=0:quarantine_size_mb=0:thread_local_quarantine_size_kb=0"

# Builds one module of Sources/<tier>/ as an instrumented static library, when its sources
# changed or a module built before it (in dependency order) is newer: a dependency's changed
# interface would leave it calling symbols that are gone.
build_module() {
  local name=$1
  shift
  local stamp="$out/modules/lib$name.a"
  local folder
  folder=$(echo Sources/*/"$name")
  if [[ -f "$stamp" && -z "$(find "$folder" -newer "$stamp" -name '*.swift' | head -1)" &&
    -z "$(find "$out/modules" -name 'lib*.a' -newer "$stamp" | head -1)" ]]; then
    return 0
  fi
  echo "fuzz: building module $name"
  swiftc "${flags[@]}" -emit-module -emit-library -static -module-name "$name" \
    -emit-module-path "$out/modules/$name.swiftmodule" -o "$stamp" "$@" "$folder"/**/*.swift \
    2>&1 | grep -v "warning: Cannot export local symbol" || true
  [[ -f "$stamp" ]]
}

# Builds one fuzz target from Tests/Fuzz/<name>Target.swift, its helpers in Tests/Fuzz/<name>/
# and the shared ones in Tests/Fuzz/Shared/, against the given modules.
build_target() {
  local name=$1
  shift
  local libs=()
  for module in "$@"; do libs+=(-l"$module"); done
  swiftc "${flags[@]}" -module-name "Fuzz$name" -o "$out/$name" \
    "Tests/Fuzz/${name}Target.swift" Tests/Fuzz/Shared/*.swift Tests/Fuzz/"$name"/*.swift \
    "${libs[@]}" 2>&1 \
    | grep -v "warning: Cannot export local symbol" || true
  [[ -x "$out/$name" ]]
}

shopt -s globstar nullglob
start=$(date +%s)
# Modules built with other flags are stale.
if [[ "$(cat "$out/modules/flags" 2>/dev/null)" != "${flags[*]}" ]]; then
  rm -f "$out/modules/"*.a
  echo "${flags[*]}" >"$out/modules/flags"
fi
build_module JSONSyntax || exit 2
build_module HeaderGeometry || exit 2
for module in HeaderSpecLoading GeometryChecks SpecAnalysis SpecExplanations SpecConfiguration \
  LanguageService SpecRendering SpecFiles LanguageServer; do
  build_module "$module" || exit 2
done
declare -A deps=(
  [JSONSyntax]="JSONSyntax"
  [LineIndex]="JSONSyntax"
  [Framing]="LanguageServer SpecFiles SpecRendering LanguageService SpecConfiguration SpecExplanations SpecAnalysis HeaderSpecLoading GeometryChecks HeaderGeometry JSONSyntax"
  [SpecDocument]="LanguageService SpecExplanations SpecAnalysis HeaderSpecLoading GeometryChecks HeaderGeometry JSONSyntax"
)
targets="${FUZZ_TARGETS:-JSONSyntax SpecDocument Framing LineIndex}"
for target in $targets; do
  rm -f "$out/$target"
  # shellcheck disable=SC2086
  build_target "$target" ${deps[$target]} || { echo "fuzz: cannot build $target"; exit 2; }
done
echo "fuzz: built in $(($(date +%s) - start)) s"

# The seed corpus: a copy, so that libFuzzer's additions stay under .build.
seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/json" "$seeds/framing" "$seeds/lines"
i=0
for file in EditorSupport/**/*.json Tests/SchemaCorpus/**/*.json Tests/CLITests/Scenarios/**/*.json \
  Schemas/**/*.json; do
  [[ $(stat -c %s "$file") -le 65536 ]] || continue
  cp "$file" "$seeds/json/$i.json"
  printf 'Content-Length: %d\r\n\r\n' "$(stat -c %s "$file")" | cat - "$file" >"$seeds/framing/$i"
  head -c 300 "$file" >"$seeds/lines/$i"
  i=$((i + 1))
done
# Inputs that once failed a target stay in its corpus as regression seeds.
for file in Tests/Fuzz/Findings/*; do
  [[ -f $file ]] && cp "$file" "$seeds/json/finding-$(basename "$file")"
done
printf '\x05Content-Length: 2\r\n\r\n{}Content-Length: 99999999999\r\n\r\nContent-Length: 5\n\n[1,2]' \
  >"$seeds/framing/edge"

passed=0
failed=0
for target in $targets; do
  case $target in
    Framing) corpus="$seeds/framing" maxlen=8192 options=() ;;
    LineIndex) corpus="$seeds/lines" maxlen=512 options=() ;;
    # Entropic scheduling keeps a frequency per feature: on SpecDocument's large feature sets
    # that bookkeeping took about half the time (1.8x the exec/s without it).
    SpecDocument) corpus="$seeds/json" maxlen="${FUZZ_MAX_LEN:-2048}"
      options=(-dict=Tests/Fuzz/spec.dict -entropic=0) ;;
    *) corpus="$seeds/json" maxlen="${FUZZ_MAX_LEN:-2048}" options=(-dict=Tests/Fuzz/spec.dict) ;;
  esac
  work="${FUZZ_CORPUS:-$out/corpus}/$target"
  mkdir -p "$work"
  log="$out/$target.log"
  t0=$(date +%s.%N)
  # A fixed seed (FUZZ_SEED, default 1) makes a run repeatable for the same corpus and time.
  "$out/$target" -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" \
    -timeout=10 -rss_limit_mb=2048 -max_len="$maxlen" "${options[@]}" \
    -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" "$work" "$corpus" >"$log" 2>&1
  rc=$?
  t1=$(date +%s.%N)
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  runs=${runs:-0}
  time=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
  rate=$(awk -v r="$runs" -v t="$time" 'BEGIN { printf "%d", (t > 0 ? r / t : 0) }')
  crashes=$(ls "$out/artifacts/$target-"* 2>/dev/null | wc -l)
  if [[ $rc -eq 0 ]]; then
    passed=$((passed + 1))
    echo "fuzz: $target: $runs executions in $time s ($rate exec/s), 0 crashes"
  else
    failed=$((failed + 1))
    echo "fuzz: $target: FAILED (exit $rc) after $runs executions in $time s; $crashes crash file(s):"
    ls "$out/artifacts/$target-"* 2>/dev/null | sed 's/^/  /'
    grep -m5 -E 'Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|SUMMARY' "$log" | sed 's/^/  /'
  fi
done
echo "fuzz: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
