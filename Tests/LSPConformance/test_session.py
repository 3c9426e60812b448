"""Lifecycle, text sync, diagnostics (push and pull), every feature and the custom request,
each server message validated against lsprotocol's types (see conftest.py)."""

import asyncio

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import EXAMPLES

URI = "file:///conformance/spec.header.json"
# CJK and emoji before the positions, so that utf-8, utf-16 and code point columns differ.
SPEC = """{
  "name": "日本語🙂👩‍👩‍👧",
  "bar": { "maxHeight": 100, "minHeigth": 44 },
  "behavior": { "kind": "squareCash", "contentInsetTop": 100 },
  "subviews": [
    {
      "id": "title",
      "kind": "label", "text": "タイトル🙂", "textColor": "#FF8000",
      "keyframes": [
        { "progress": 0, "frame": [0, 0, 100, 20], "alpha": 1 },
        { "progress": 1, "alpha": 0 }
      ]
    }
  ]
}
"""


def position_of(text: str, needle: str, shift: int = 0, encoding: str = "utf-16"):
    """The LSP position of `needle` (plus `shift` code points) in `text`."""
    index = text.index(needle) + shift
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1 :]
    if encoding == "utf-8":
        character = len(column_text.encode("utf-8"))
    else:
        character = len(column_text.encode("utf-16-le")) // 2
    return types.Position(line=line, character=character)


def range_of(text: str, needle: str, encoding: str = "utf-16"):
    return types.Range(
        start=position_of(text, needle, 0, encoding),
        end=position_of(text, needle, len(needle), encoding),
    )


async def open_spec(client: LanguageClient, text: str = SPEC, uri: str = URI, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="json", version=version, text=text
            )
        )
    )


async def published(client: LanguageClient, uri: str = URI, version: int = 1):
    """Waits for the diagnostics of `version` of `uri`."""
    for _ in range(50):
        params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri and params.version == version:
            return params
    raise AssertionError(f"no diagnostics for version {version}")


# MARK: - Lifecycle and sync


async def test_initialize_advertises_every_feature(client: LanguageClient):
    result: types.InitializeResult = client.initialize_result
    capabilities = result.capabilities
    assert result.server_info.name == "headerspec"
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.completion_provider is not None
    assert capabilities.hover_provider
    assert list(capabilities.code_action_provider.code_action_kinds) == [
        types.CodeActionKind.QuickFix,
        types.CodeActionKind.Refactor,
        types.CodeActionKind.SourceFixAll,
        "source.sortKeys",
    ]
    for provider in (
        "document_symbol_provider",
        "workspace_symbol_provider",
        "folding_range_provider",
        "selection_range_provider",
        "document_formatting_provider",
        "document_range_formatting_provider",
        "inlay_hint_provider",
        "color_provider",
        "code_lens_provider",
        "document_link_provider",
        "execute_command_provider",
        "semantic_tokens_provider",
    ):
        assert getattr(capabilities, provider), provider
    assert capabilities.completion_provider.resolve_provider
    assert capabilities.code_action_provider.resolve_provider
    on_type = capabilities.document_on_type_formatting_provider
    assert on_type.first_trigger_character == "}"
    assert list(on_type.more_trigger_character) == ["]", "\n"]
    assert list(capabilities.execute_command_provider.commands) == ["headerspec.showPreview"]
    # A push client is not offered pull diagnostics.
    assert capabilities.diagnostic_provider is None


async def test_pull_client_gets_utf8_and_pull_diagnostics(plain_client: LanguageClient):
    capabilities = plain_client.initialize_result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf8
    assert capabilities.diagnostic_provider is not None


async def test_non_spec_documents_get_nothing(client: LanguageClient):
    await open_spec(client, '{"color": "#FFFFFF"}', "file:///conformance/package.json")
    document = types.TextDocumentIdentifier(uri="file:///conformance/package.json")
    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=document)
    )
    assert list(colours) == []
    assert (
        await client.text_document_hover_async(
            types.HoverParams(text_document=document, position=types.Position(line=0, character=3))
        )
        is None
    )


async def test_sync_incremental_edits_keep_diagnostics_exact(client: LanguageClient):
    await open_spec(client)
    first = await published(client)
    assert [d.code for d in first.diagnostics if d.code == "HS201"] == ["HS201"]
    typo = next(d for d in first.diagnostics if d.code == "HS201")
    assert typo.range == range_of(SPEC, '"minHeigth"')
    # Insert CJK and an emoji before the typo on its line: its range moves by utf-16 units.
    insert_at = position_of(SPEC, '"maxHeight"')
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=insert_at, end=insert_at), text='"中": 1🙂, '
                )
            ],
        )
    )
    second = await published(client, version=2)
    assert any(d.code == "HS201" for d in second.diagnostics)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    cleared = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert cleared.uri == URI
    assert list(cleared.diagnostics) == []


async def test_pull_diagnostics_with_result_ids(plain_client: LanguageClient):
    await open_spec(plain_client)
    report = await plain_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert report.kind == "full"
    assert any(d.code == "HS201" for d in report.items)
    again = await plain_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            previous_result_id=report.result_id,
        )
    )
    assert again.kind == "unchanged"


async def test_unknown_method_is_method_not_found(client: LanguageClient):
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("headerspec/nothing", {})
    assert "-32601" in str(error.value) or "not found" in str(error.value).lower()


# MARK: - Features


@pytest.mark.parametrize("snippets", [True, False])
async def test_completion(client: LanguageClient, plain_client: LanguageClient, snippets):
    session, encoding = (client, "utf-16") if snippets else (plain_client, "utf-8")
    text = SPEC.replace(', "minHeigth": 44', "")
    await open_spec(session, text)
    result = await session.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=position_of(text, "100 }", 4, encoding),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    item = next(i for i in items if i.label == "minHeight")
    assert item.additional_text_edits, "the comma after 100 is repaired"
    expected = types.InsertTextFormat.Snippet if snippets else types.InsertTextFormat.PlainText
    assert item.insert_text_format == expected


async def test_hover(client: LanguageClient):
    await open_spec(client)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=position_of(SPEC, '"maxHeight"', 2),
        )
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.range == range_of(SPEC, '"maxHeight"')


@pytest.mark.parametrize("document_changes", [True, False])
async def test_code_actions(client, plain_client, document_changes):
    session, encoding = (client, "utf-16") if document_changes else (plain_client, "utf-8")
    await open_spec(session)
    typo = range_of(SPEC, '"minHeigth"', encoding)
    actions = await session.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=typo,
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    fix = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix)
    assert fix.is_preferred and fix.diagnostics[0].code == "HS201"
    assert fix.diagnostics[0].range == typo
    if document_changes:
        assert fix.edit.document_changes[0].text_document.version == 1
    else:
        assert fix.edit.changes[URI][0].new_text == '"minHeight"'
    refactors = await session.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=range_of(SPEC, '"contentInsetTop"', encoding),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.Refactor]),
        )
    )
    assert refactors and all(a.kind == types.CodeActionKind.Refactor for a in refactors)


async def test_document_symbols(client: LanguageClient, plain_client: LanguageClient):
    await open_spec(client)
    tree = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert all(isinstance(s, types.DocumentSymbol) for s in tree)
    await open_spec(plain_client)
    flat = await plain_client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert flat and all(isinstance(s, types.SymbolInformation) for s in flat)


async def test_workspace_symbols(client: LanguageClient):
    """An open spec's ids are found by a fuzzy query, at their exact UTF-16 ranges (after CJK
    and emoji), as lsprotocol's SymbolInformation."""
    await open_spec(client)
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="ttl"))
    assert found and all(isinstance(s, types.SymbolInformation) for s in found)
    title = [s for s in found if s.name == "title"]
    assert len(title) == 1 and title[0].location.uri == URI
    assert title[0].location.range == range_of(SPEC, '"title"')
    assert title[0].container_name == "日本語🙂👩‍👩‍👧"
    assert await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="zzz")) == []


async def test_folding_and_selection(client: LanguageClient):
    await open_spec(client)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert types.FoldingRange(start_line=0, end_line=13) in folds
    chains = await client.text_document_selection_range_async(
        types.SelectionRangeParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            positions=[position_of(SPEC, '"kind": "label"', 1)],
        )
    )
    ranges = []
    link = chains[0]
    while link:
        ranges.append(link.range)
        link = link.parent
    assert range_of(SPEC, '"kind": "label"') in ranges


async def test_formatting(client: LanguageClient):
    # Written across lines, so the root stays across lines; `bar` fits on one line.
    text = '{\n"name":"日本🙂","bar":{"maxHeight":100,"minHeight":44},"behavior":{"kind":"fixed"}}'
    await open_spec(client, text)
    options = types.FormattingOptions(tab_size=4, insert_spaces=True)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI), options=options
        )
    )
    assert edits and '\n    "bar": { "maxHeight": 100, "minHeight": 44 },' in edits[0].new_text
    ranged = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=range_of(text, '"maxHeight"'),
            options=options,
        )
    )
    assert ranged is not None


async def test_on_type_formatting(client: LanguageClient):
    prefix = '{\n  "name": "日本🙂", "keyframes": [{"progress":0},{"progress":1}]'
    text = prefix + "\n}\n"
    await open_spec(client, text)
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_on_type_formatting_async(
        types.DocumentOnTypeFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=position_of(text, "\n}", 0),
            ch="]",
            options=options,
        )
    )
    # One edit inside the array: one keyframe per line; the CJK and emoji before it stay.
    assert len(edits) == 1
    opening = position_of(text, '[{"progress"')
    assert edits[0].range.start.line == opening.line
    assert edits[0].range.start.character > opening.character
    assert edits[0].new_text.count("\n") == 3


async def test_resolving_completion_and_code_actions(resolving_client: LanguageClient):
    session = resolving_client
    text = SPEC.replace(', "minHeigth": 44', "")
    await open_spec(session, text)
    result = await session.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=position_of(text, "100 }", 4),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    item = next(i for i in items if i.label == "minHeight")
    assert item.documentation is None and item.data is not None
    resolved = await session.completion_item_resolve_async(item)
    assert resolved.documentation.kind == types.MarkupKind.Markdown
    assert resolved.documentation.value
    typo_uri = "file:///conformance/typo.header.json"
    await open_spec(session, SPEC, uri=typo_uri)
    actions = await session.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=typo_uri),
            range=range_of(SPEC, '"minHeigth"'),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    fix = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix)
    assert fix.edit is None and fix.data is not None
    resolved_fix = await session.code_action_resolve_async(fix)
    assert resolved_fix.edit.document_changes[0].edits[0].new_text == '"minHeight"'


async def test_inlay_hints_and_colours(client: LanguageClient):
    await open_spec(client)
    whole = types.Range(
        start=types.Position(line=0, character=0), end=types.Position(line=15, character=0)
    )
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=URI), range=whole)
    )
    assert any(h.label == "100 pt" for h in hints)
    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [c.range for c in colours] == [range_of(SPEC, '"#FF8000"')]
    presentations = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            color=types.Color(red=0.0, green=0.0, blue=1.0, alpha=1.0),
            range=colours[0].range,
        )
    )
    assert presentations[0].text_edit.new_text == '"#0000FF"'


async def test_preview(client: LanguageClient):
    text = SPEC.replace('"minHeigth"', '"minHeight"')
    await open_spec(client, text)
    result = await client.protocol.send_request_async(
        "headerspec/preview", {"textDocument": {"uri": URI}, "progress": [0, 0.5, 1]}
    )
    samples = result["samples"] if isinstance(result, dict) else result.samples
    svg = result["svg"] if isinstance(result, dict) else result.svg
    assert [s["progress"] if isinstance(s, dict) else s.progress for s in samples] == [0, 0.5, 1]
    assert "<svg" in svg
    # What the VS Code extension sends when no sampleProgress is set: no `progress`.
    default = await client.protocol.send_request_async(
        "headerspec/preview", {"textDocument": {"uri": URI}}
    )
    assert len(default["samples"] if isinstance(default, dict) else default.samples) == 5


async def test_every_example_answers_every_feature(client: LanguageClient):
    """Each example, every feature at a few positions: all results fit lsprotocol."""
    for index, path in enumerate(sorted(EXAMPLES.glob("*.header.json"))):
        uri = f"file:///conformance/example{index}.header.json"
        text = path.read_text()
        await open_spec(client, text, uri)
        document = types.TextDocumentIdentifier(uri=uri)
        lines = text.count("\n")
        for line in range(0, lines, max(1, lines // 6)):
            position = types.Position(line=line, character=6)
            await client.text_document_completion_async(
                types.CompletionParams(text_document=document, position=position)
            )
            await client.text_document_hover_async(
                types.HoverParams(text_document=document, position=position)
            )
            await client.text_document_code_action_async(
                types.CodeActionParams(
                    text_document=document,
                    range=types.Range(start=position, end=position),
                    context=types.CodeActionContext(diagnostics=[]),
                )
            )
        await client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=document)
        )
        await client.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=document,
                range=types.Range(
                    start=types.Position(line=0, character=0),
                    end=types.Position(line=lines, character=0),
                ),
            )
        )
        await client.text_document_document_color_async(
            types.DocumentColorParams(text_document=document)
        )
        lenses = await client.text_document_code_lens_async(
            types.CodeLensParams(text_document=document)
        )
        assert [lens.command.title for lens in lenses[:2]] == ["Preview", "Play fling"]
        await client.text_document_document_link_async(
            types.DocumentLinkParams(text_document=document)
        )
        tokens = await client.text_document_semantic_tokens_full_async(
            types.SemanticTokensParams(text_document=document)
        )
        assert tokens.data and len(tokens.data) % 5 == 0
        await asyncio.sleep(0)


async def test_validation_is_on(client: LanguageClient, no_invalid_messages):
    """A message that does not fit its lsprotocol type is refused and recorded (so it would
    fail the test that received it): the check the whole suite relies on."""
    malformed = {
        "jsonrpc": "2.0",
        "method": "textDocument/publishDiagnostics",
        "params": {"uri": URI, "diagnostics": [{"range": 5, "message": "not a range"}]},
    }
    with pytest.raises(Exception):
        client.protocol.structure_message(malformed)
    assert any("deserialize" in r.getMessage() for r in no_invalid_messages.records)
    no_invalid_messages.records.clear()


# MARK: - Events files

EVENTS_SPEC = """{"name": "標題 🙂", "bar": {"maxHeight": 100, "minHeight": 50},
 "behavior": {"kind": "squareCash", "snapping": [
   {"from": 0, "to": 0.5, "target": 0}, {"from": 0.5, "to": 1, "target": 1}]},
 "subviews": []}
"""
# The spec's name in CJK and emoji before every position on the line.
EVENTS = (
    '{"spec": "頭-🙂.header.json", "events": [{"type": "beginDrag", "offset": -100}, '
    '{"type": "scroll", "offset": -70, "expect": {"height": 71}}, '
    '{"type": "endDrag", "offset": -70}]}'
)


async def test_events_file_features(client: LanguageClient, tmp_path):
    (tmp_path / "頭-🙂.header.json").write_text(EVENTS_SPEC, encoding="utf-8")
    uri = (tmp_path / "s.events.json").as_uri()
    await open_spec(client, EVENTS, uri)
    diagnostics = (await published(client, uri)).diagnostics
    assert [(d.code, d.message) for d in diagnostics] == [
        ("HS408", "height is 70, not the expected 71")
    ]
    assert diagnostics[0].range.start == position_of(EVENTS, "71}")
    document = types.TextDocumentIdentifier(uri=uri)
    end = position_of(EVENTS, "]}", 2)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=document,
            range=types.Range(start=types.Position(line=0, character=0), end=end),
        )
    )
    assert [h.label for h in hints] == [
        "progress 0 · 100 pt",
        "progress 0.6 · 70 pt",
        "progress 1 · 50 pt · snaps to 1",
    ]
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=position_of(EVENTS, '"endDrag"'))
    )
    assert "event 3 of 3" in hover.contents.value
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=document, position=position_of(EVENTS, '"scroll"'))
    )
    items = completion.items if hasattr(completion, "items") else completion
    assert '"endDecelerate"' in [item.label for item in items]
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=document)
    )
    assert [(lens.command.title, list(lens.command.arguments)) for lens in lenses] == [
        ("Simulate 3 events", [uri, "events"])
    ]
