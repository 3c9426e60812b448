"""pytest-lsp fixtures: the release `headerspec lsp` driven by a client whose every message
from the server is structured into `lsprotocol` types (pygls does that on receipt; a message
that does not fit its type is logged as "Unable to deserialize message", which fails the test
here), and whose results are checked against the client capabilities (pytest-lsp's
`LspSpecificationWarning`, made an error in pytest.ini).

The binary: `$HEADERSPEC_BINARY`, else `.build/release/headerspec`.
"""

import logging
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HEADERSPEC_BINARY", str(ROOT / ".build/release/headerspec"))
EXAMPLES = ROOT / "Schemas/examples"


class _Recorder(logging.Handler):
    """Keeps every error pygls logs: a server message that fails `lsprotocol` validation."""

    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.records = []

    def emit(self, record):
        self.records.append(record)


@pytest.fixture(autouse=True)
def no_invalid_messages():
    """Fails the test when pygls could not structure a server message into its LSP type."""
    recorder = _Recorder()
    logger = logging.getLogger("pygls")
    logger.addHandler(recorder)
    try:
        yield recorder
    finally:
        logger.removeHandler(recorder)
    problems = [r.getMessage() for r in recorder.records]
    assert not problems, "server messages that do not fit lsprotocol:\n" + "\n".join(problems)


def capabilities(
    encoding="utf-16",
    snippets=True,
    hierarchical=True,
    document_changes=True,
    pull=False,
    resolve=False,
) -> types.ClientCapabilities:
    """A client like VS Code (or, with the flags, a plainer one; with `resolve`, one that
    resolves completion documentation and code action edits)."""
    text_document = types.TextDocumentClientCapabilities(
        synchronization=types.TextDocumentSyncClientCapabilities(did_save=True),
        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
            related_information=True, version_support=True
        ),
        completion=types.CompletionClientCapabilities(
            completion_item=types.ClientCompletionItemOptions(
                snippet_support=snippets,
                documentation_format=[types.MarkupKind.Markdown, types.MarkupKind.PlainText],
                resolve_support=(
                    types.ClientCompletionItemResolveOptions(properties=["documentation"])
                    if resolve
                    else None
                ),
            )
        ),
        hover=types.HoverClientCapabilities(
            content_format=[types.MarkupKind.Markdown, types.MarkupKind.PlainText]
        ),
        code_action=types.CodeActionClientCapabilities(
            code_action_literal_support=types.ClientCodeActionLiteralOptions(
                code_action_kind=types.ClientCodeActionKindOptions(
                    value_set=[types.CodeActionKind.QuickFix, types.CodeActionKind.Refactor]
                )
            ),
            is_preferred_support=True,
            data_support=resolve,
            resolve_support=(
                types.ClientCodeActionResolveOptions(properties=["edit"]) if resolve else None
            ),
        ),
        document_symbol=types.DocumentSymbolClientCapabilities(
            hierarchical_document_symbol_support=hierarchical
        ),
        folding_range=types.FoldingRangeClientCapabilities(line_folding_only=True),
        selection_range=types.SelectionRangeClientCapabilities(),
        formatting=types.DocumentFormattingClientCapabilities(),
        range_formatting=types.DocumentRangeFormattingClientCapabilities(),
        on_type_formatting=types.DocumentOnTypeFormattingClientCapabilities(),
        inlay_hint=types.InlayHintClientCapabilities(),
        color_provider=types.DocumentColorClientCapabilities(),
        diagnostic=types.DiagnosticClientCapabilities() if pull else None,
        semantic_tokens=types.SemanticTokensClientCapabilities(
            requests=types.ClientSemanticTokensRequestOptions(
                full=types.ClientSemanticTokensRequestFullDelta(delta=True)
            ),
            token_types=[kind.value for kind in types.SemanticTokenTypes],
            token_modifiers=[modifier.value for modifier in types.SemanticTokenModifiers],
            formats=[types.TokenFormat.Relative],
            overlapping_token_support=False,
            multiline_token_support=False,
        ),
    )
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[encoding]),
        text_document=text_document,
        workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(
                document_changes=document_changes
            ),
            configuration=True,
        ),
        window=types.WindowClientCapabilities(work_done_progress=True),
    )


CONFIG = ClientServerConfig(server_command=[BINARY, "lsp", "--stdio"])


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    """A VS Code-like client (utf-16, snippets, hierarchical symbols, documentChanges)."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities(), workspace_folders=[])
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def plain_client(lsp_client: LanguageClient):
    """A plainer client: utf-8, no snippets, flat symbols, `changes` edits, pull diagnostics."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(
                encoding="utf-8",
                snippets=False,
                hierarchical=False,
                document_changes=False,
                pull=True,
            ),
            workspace_folders=[],
        )
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def resolving_client(lsp_client: LanguageClient):
    """A VS Code-like client that resolves completion documentation and code action edits."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities(resolve=True), workspace_folders=[])
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def parity_client(lsp_client: LanguageClient):
    """A push client on utf-8 positions (byte columns) that shows related information."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities(encoding="utf-8"), workspace_folders=[])
    )
    yield
    await lsp_client.shutdown_session()
