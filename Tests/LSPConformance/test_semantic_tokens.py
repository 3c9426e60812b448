"""Semantic tokens through a client that has them (Neovim 0.7 has none): the legend, full
and delta requests, each token decoded and placed by the text itself, with CJK and emoji
before tokens on the same line so that UTF-16 and UTF-8 columns differ."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from test_session import open_spec, position_of

URI = "file:///conformance/tokens.header.json"
SPEC = """{
  "name": "日本語🙂", "behavior": {"kind": "facebook"},
  "bar": {"maxHeight": 100, "minHeight": 44},
  "supports": {"devices": ["iPhone 15"]},
  "subviews": [
    {"text": "名前 👩‍👩‍👧", "id": "title", "kind": "label", "font": {"weight": "bold"},
      "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]},
    {"id": "dot", "keyframes": [{"progress": 0, "size": [4, 4],
      "anchor": {"leading": {"to": "title.trailing"}, "top": {"to": "title.top"}}}]}
  ]
}
"""


def decode(data, legend):
    """(line, character, length, type, modifiers) of each token of LSP `data`."""
    tokens = []
    line = character = 0
    for index in range(0, len(data), 5):
        delta_line, delta_start, length, kind, bits = data[index : index + 5]
        line += delta_line
        character = character + delta_start if delta_line == 0 else delta_start
        modifiers = [m for i, m in enumerate(legend.token_modifiers) if bits & (1 << i)]
        tokens.append((line, character, length, legend.token_types[kind], modifiers))
    return tokens


def expected(text, needle, kind, modifiers=(), shift=0, length=None, encoding="utf-16"):
    """The token for `needle` (from `shift` code points, `length` of them) in `text`."""
    length = len(needle) - shift if length is None else length
    start = position_of(text, needle, shift, encoding)
    end = position_of(text, needle, shift + length, encoding)
    return (start.line, start.character, end.character - start.character, kind, list(modifiers))


def every_token(text, encoding):
    return [
        expected(text, "facebook", "enumMember", encoding=encoding),
        expected(text, "iPhone 15", "class", ["defaultLibrary"], encoding=encoding),
        expected(text, "title", "variable", ["declaration"], encoding=encoding),
        expected(text, "label", "type", ["defaultLibrary"], encoding=encoding),
        expected(text, "bold", "enumMember", encoding=encoding),
        expected(text, "dot", "variable", ["declaration"], encoding=encoding),
        expected(text, "title.trailing", "variable", length=5, encoding=encoding),
        expected(text, "title.trailing", "property", shift=6, encoding=encoding),
        expected(text, "title.top", "variable", length=5, encoding=encoding),
        expected(text, "title.top", "property", shift=6, encoding=encoding),
    ]


async def full(client: LanguageClient, uri: str = URI) -> types.SemanticTokens:
    return await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


async def test_the_legend_is_standard_and_deltas_are_offered(client: LanguageClient):
    provider = client.initialize_result.capabilities.semantic_tokens_provider
    assert set(provider.legend.token_types) <= {kind.value for kind in types.SemanticTokenTypes}
    assert set(provider.legend.token_modifiers) <= {
        modifier.value for modifier in types.SemanticTokenModifiers
    }
    assert provider.full.delta is True
    assert not provider.range


async def test_full_tokens_in_utf16(client: LanguageClient):
    await open_spec(client, SPEC, URI)
    legend = client.initialize_result.capabilities.semantic_tokens_provider.legend
    result = await full(client)
    assert result.result_id
    assert decode(result.data, legend) == every_token(SPEC, "utf-16")


async def test_full_tokens_in_utf8(plain_client: LanguageClient):
    await open_spec(plain_client, SPEC, URI)
    legend = plain_client.initialize_result.capabilities.semantic_tokens_provider.legend
    result = await full(plain_client)
    tokens = decode(result.data, legend)
    assert tokens == every_token(SPEC, "utf-8")
    # `title` follows `名前 👩‍👩‍👧` on its line: its UTF-8 column is past the UTF-16 one.
    title = expected(SPEC, "title", "variable", ["declaration"], encoding="utf-16")
    assert tokens[2][1] > title[1]


async def test_delta_after_an_edit_and_with_an_unknown_id(client: LanguageClient):
    await open_spec(client, SPEC, URI)
    legend = client.initialize_result.capabilities.semantic_tokens_provider.legend
    first = await full(client)
    # Rename `dot` to `点🙂dot`: the tokens after it on its line move by characters.
    start = position_of(SPEC, '"dot"', 1)
    end = position_of(SPEC, '"dot"', 4)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=start, end=end), text="点🙂dot"
                )
            ],
        )
    )
    edited = SPEC.replace('"dot"', '"点🙂dot"')
    document = types.TextDocumentIdentifier(uri=URI)
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=document, previous_result_id=first.result_id)
    )
    assert isinstance(delta, types.SemanticTokensDelta)
    assert delta.result_id and delta.result_id != first.result_id
    data = list(first.data)
    for edit in reversed(delta.edits):
        data[edit.start : edit.start + edit.delete_count] = list(edit.data or [])
    tokens = decode(data, legend)
    assert tokens[5] == expected(edited, "点🙂dot", "variable", ["declaration"])
    assert tokens == decode((await full(client)).data, legend)
    assert sum(len(edit.data or []) for edit in delta.edits) < len(data)

    unknown = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=document, previous_result_id="none")
    )
    assert isinstance(unknown, types.SemanticTokens)
    assert decode(unknown.data, legend) == tokens
