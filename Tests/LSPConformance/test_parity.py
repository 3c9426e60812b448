"""Parity (issue 7): `headerspec check --format json` reports exactly the diagnostics the
server publishes for the same text, over every fixture and example: Schemas/examples,
Tests/SchemaCorpus and the CLI scenarios' input files. Compared: code, severity, message, the
range as UTF-8 offsets (the server's utf-8 positions converted with the same line breaks as
its LineIndex: LF, CR LF, CR) and the related information.

A file that is not UTF-8 cannot travel in an LSP `didOpen` (its text is a JSON string); such
files are listed as skipped and must stay a small minority.
"""

import json
import re
import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import BINARY, ROOT

SEVERITIES = {1: "error", 2: "warning", 3: "information", 4: "hint"}


def fixture_files():
    files = sorted(ROOT.glob("Schemas/examples/*.header.json"))
    files += sorted(p for p in ROOT.glob("Tests/SchemaCorpus/**/*") if p.is_file())
    files += sorted(
        p for p in ROOT.glob("Tests/CLITests/Scenarios/*/input/**/*") if p.is_file()
    )
    # A scenario with a project configuration checks other settings than the server's
    # defaults: those scenarios have golden files of their own.
    configured = {p.parent for p in files if p.name == ".headerspec.json"}
    return [
        p
        for p in files
        if p.suffix in (".json", ".jsonc", ".txt")
        and p.name != ".headerspec.json"
        and not any(folder in configured for folder in p.parents)
        and is_text(p)
    ]


def is_text(path):
    """Whether `check` reads the file as text (UTF-8 without a NUL byte): the others it refuses
    with status 2 (a scenario of its own), and the server gets no such text from an editor."""
    data = path.read_bytes()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return b"\0" not in data


def line_starts(data: bytes):
    starts = [0]
    for match in re.finditer(rb"\r\n|\r|\n", data):
        starts.append(match.end())
    return starts


def offset(starts, position):
    return starts[position.line] + position.character


def from_check(diagnostic):
    return (
        diagnostic["code"],
        diagnostic["severity"],
        diagnostic["message"],
        diagnostic["range"]["start"]["offset"],
        diagnostic["range"]["end"]["offset"],
        tuple(
            (r["range"]["start"]["offset"], r["range"]["end"]["offset"], r["message"])
            for r in diagnostic.get("related", [])
        ),
    )


def from_server(diagnostic: types.Diagnostic, starts):
    return (
        diagnostic.code,
        SEVERITIES[diagnostic.severity],
        diagnostic.message,
        offset(starts, diagnostic.range.start),
        offset(starts, diagnostic.range.end),
        tuple(
            (offset(starts, r.location.range.start), offset(starts, r.location.range.end), r.message)
            for r in diagnostic.related_information or []
        ),
    )


async def test_check_and_server_agree_on_every_fixture(parity_client: LanguageClient):
    files = fixture_files()
    assert len(files) > 150
    run = subprocess.run(
        [BINARY, "check", "--format", "json", *map(str, files)],
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    assert run.returncode in (0, 1), run.stderr.decode()
    report = json.loads(run.stdout)
    by_path = {entry["path"]: entry["diagnostics"] for entry in report["files"]}
    compared, diagnostics, skipped, mismatches = 0, 0, [], []
    for index, path in enumerate(files):
        data = path.read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            skipped.append(path.name)
            continue
        # An events file at its own path, so that the spec it names resolves as check's does.
        is_events = path.name.endswith(".events.json")
        uri = path.as_uri() if is_events else f"file:///parity/{index}.header.json"
        parity_client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=uri, language_id="json", version=1, text=text
                )
            )
        )
        while True:
            published = await parity_client.wait_for_notification(
                types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS
            )
            if published.uri == uri:
                break
        starts = line_starts(data)
        server = [from_server(d, starts) for d in published.diagnostics]
        check = [from_check(d) for d in by_path[str(path)]]
        if server != check:
            mismatches.append((str(path.relative_to(ROOT)), check, server))
        compared += 1
        diagnostics += len(check)
    print(f"parity: {compared} files, {diagnostics} diagnostics compared; not UTF-8: {skipped}")
    assert diagnostics > 100
    assert len(skipped) <= 3, skipped
    assert not mismatches, "\n".join(f"{p}\n  check:  {c}\n  server: {s}" for p, c, s in mismatches[:5])
