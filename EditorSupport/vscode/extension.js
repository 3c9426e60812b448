// The HeaderSpec extension: starts `headerspec lsp` for `headerspec` documents (`*.header.json`
// and `*.events.json`, and `json` documents whose `$schema` names the spec schema or the scroll
// events schema, switched to `headerspec` when opened) through vscode-languageclient, passes
// the `headerspec.*` settings to it, and shows the server's HTML preview page
// (`headerspec/preview` with a nonce) in a webview ("HeaderSpec: Preview header") whose one
// script runs under a nonce policy; edits post the new page data to it and the cursor's
// keyframe moves its slider. An events file is replayed by the server's "Simulate" code lens.
//
// When the server cannot start (not installed, wrong `headerspec.server.path`), open specs are
// switched to the `json` language: VS Code's own JSON support then validates, completes and
// hovers them with Schemas/header-spec.schema.json or Schemas/scroll-events.schema.json (the
// `jsonValidation` contributions).
'use strict';

const path = require('path');
const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');

const LANGUAGE = 'headerspec';
/** The spec schema's `$id`: a `$schema` naming it, or a path or URL ending in
 * `header-spec.schema.json`, makes a JSON document a spec (the server's `SpecDocumentFilter`). */
const SCHEMA_ID = 'https://headerspec.dev/schemas/header-spec-1.schema.json';
/** The scroll events schema's `$id`: a `$schema` naming it, or a path or URL ending in
 * `scroll-events.schema.json`, makes a JSON document an events file (`EventsDocumentFilter`). */
const EVENTS_SCHEMA_ID = 'https://headerspec.dev/schemas/scroll-events-1.schema.json';
const SECTION = 'headerspec';
/** The settings the server reads (Schemas/settings.schema.json); check_manifest.py checks it. */
const SERVER_SETTINGS = ['sampleProgress', 'severityOverrides', 'allowComments', 'environment'];
/** Settings for the extension itself; changing one restarts the server. */
const CLIENT_SETTINGS = ['server.path', 'trace.server'];

/** @type {LanguageClient | undefined} */
let client;
/** @type {vscode.OutputChannel} */
let output;
let serverFailed = false;

/** The `headerspec` section as the server reads it (initializationOptions, configuration). */
function serverSettings(scope) {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const settings = {};
  for (const key of SERVER_SETTINGS) settings[key] = config.get(key);
  return settings;
}

function serverCommand() {
  const configured = vscode.workspace.getConfiguration(SECTION).get('server.path');
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : 'headerspec';
}

function createClient() {
  const serverOptions = {
    // No `transport`: vscode-languageclient would append `--stdio`, which the server accepts
    // but does not need.
    command: serverCommand(),
    args: ['lsp'],
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: LANGUAGE },
      { scheme: 'untitled', language: LANGUAGE },
    ],
    initializationOptions: serverSettings(),
    // Sends workspace/didChangeConfiguration when `headerspec.*` changes; the server then pulls
    // the section with workspace/configuration.
    synchronize: { configurationSection: SECTION },
    outputChannel: output,
    traceOutputChannel: output,
  };
  return new LanguageClient('headerspec', 'HeaderSpec', serverOptions, clientOptions);
}

async function startServer() {
  client = createClient();
  try {
    await client.start();
    serverFailed = false;
  } catch (error) {
    serverFailed = true;
    const message =
      `HeaderSpec: could not start "${serverCommand()} lsp" (${error && error.message ? error.message : error}). ` +
      'Install headerspec or set headerspec.server.path. Specs are checked against the JSON Schema meanwhile.';
    output.appendLine(message);
    const choice = await vscode.window.showWarningMessage(message, 'Open Settings');
    if (choice === 'Open Settings') {
      vscode.commands.executeCommand('workbench.action.openSettings', 'headerspec.server.path');
    }
    for (const document of vscode.workspace.textDocuments) await fallBackToJSON(document);
  }
}

async function stopServer() {
  if (!client) return;
  const stopping = client;
  client = undefined;
  if (stopping.state !== State.Stopped) {
    try {
      await stopping.stop();
    } catch (error) {
      output.appendLine(`HeaderSpec: stopping the server: ${error}`);
    }
  }
}

/** Without a server, a spec is better off as `json`: the schema association applies there. */
async function fallBackToJSON(document) {
  if (serverFailed && document.languageId === LANGUAGE) {
    await vscode.languages.setTextDocumentLanguage(document, 'json');
  }
}

/** The `"$schema"` strings of a JSON text's first 4 KB (where a root member stands in
 * practice). */
function schemasNamed(text) {
  return [...text.slice(0, 4096).matchAll(/"\$schema"\s*:\s*"([^"]*)"/g)].map((m) => m[1]);
}

/** Whether a JSON text has a `"$schema"` naming the spec schema. */
function namesSpecSchema(text) {
  return schemasNamed(text).some((s) => s === SCHEMA_ID || s.endsWith('header-spec.schema.json'));
}

/** Whether a JSON text has a `"$schema"` naming the scroll events schema. */
function namesEventsSchema(text) {
  return schemasNamed(text).some((s) => s === EVENTS_SCHEMA_ID || s.endsWith('scroll-events.schema.json'));
}

/** Whether a document is an events file of `headerspec simulate`, as the server decides: not
 * a spec, and named `*.events.json` or with a `$schema` naming the events schema. */
function isEventsDocument(document) {
  const name = document.uri.fsPath || document.uri.path || document.uri.toString();
  const text = document.getText();
  if (/\.header\.json$/i.test(name) || namesSpecSchema(text)) return false;
  return /\.events\.json$/i.test(name) || namesEventsSchema(text);
}

/** A `json` document whose `$schema` names the spec schema (or the events schema) is a spec
 * (an events file): switch it to `headerspec`, so that the server checks it (not while the
 * server cannot start: then it stays JSON, validated by the schema it names). */
async function adoptSpec(document) {
  const text = document.languageId === 'json' ? document.getText() : '';
  if (!serverFailed && document.languageId === 'json' &&
      (namesSpecSchema(text) || namesEventsSchema(text))) {
    await vscode.languages.setTextDocumentLanguage(document, LANGUAGE);
  }
}

// MARK: - Preview

/** One webview per document URI. */
const previews = new Map();

/** A fresh nonce for one webview: 128 random bits in base64. */
function makeNonce() {
  return require('crypto').randomBytes(16).toString('base64');
}

/** The policy the preview webview runs under: nothing loads, and only the page's own style
 * sheet and script (the ones carrying `nonce`) apply. */
function previewPolicy(nonce) {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'`;
}

/** The server's HTML page (`headerspec/preview` with `nonce`) under the extension's policy: the
 * page's own policy meta element is replaced by `previewPolicy(nonce)`. */
function webviewHTML(page, nonce) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${previewPolicy(nonce)}">`;
  return page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, meta);
}

/** A page without a script, for messages (the server is not running, the spec has errors). */
function messageHTML(title, text) {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'">
<title>${escapeHTML(title)}</title></head>
<body><p>${escapeHTML(text)}</p></body></html>`;
}

function escapeHTML(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Whether LSP position `p` is within LSP range `r` (ends included). */
function contains(r, p) {
  const after = (a, b) => a.line > b.line || (a.line === b.line && a.character >= b.character);
  return after(p, r.start) && after(r.end, p);
}

/** The progress of the innermost keyframe (`{range, progress}` of the preview result) that
 * holds `position`, or undefined. */
function keyframeProgress(keyframes, position) {
  let found;
  for (const keyframe of keyframes || []) {
    if (contains(keyframe.range, position)) found = keyframe.progress;
  }
  return found;
}

/** Asks the server for the page: the first answer becomes the webview's HTML, later ones
 * (after edits) are posted to the open page as `{type: 'data', data}`, so its slider stays. */
async function renderPreview(entry) {
  const { panel, uri } = entry;
  const title = `Preview ${path.basename(uri.fsPath || uri.path)}`;
  if (!client || client.state !== State.Running) {
    entry.loaded = false;
    panel.webview.html = messageHTML(title, 'The HeaderSpec language server is not running.');
    return;
  }
  const version = ++entry.requests;
  try {
    const result = await client.sendRequest('headerspec/preview', {
      textDocument: { uri: client.code2ProtocolConverter.asUri(uri) },
      progress: [0],
      nonce: entry.nonce,
    });
    if (version !== entry.requests) return; // a newer edit asked again
    entry.keyframes = result && result.keyframes;
    if (entry.loaded && result && result.page) {
      await panel.webview.postMessage({ type: 'data', data: result.page });
    } else if (result && typeof result.html === 'string') {
      panel.webview.html = webviewHTML(result.html, entry.nonce);
      entry.loaded = true;
    }
  } catch (error) {
    if (version !== entry.requests) return;
    entry.loaded = false;
    panel.webview.html = messageHTML(title,
      `No preview: ${error && error.message ? error.message : error}`);
  }
}

async function showPreview() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== LANGUAGE) {
    vscode.window.showInformationMessage('HeaderSpec: open a *.header.json file to preview it.');
    return;
  }
  if (isEventsDocument(editor.document)) {
    vscode.window.showInformationMessage(
      'HeaderSpec: an events file is replayed with the "Simulate" code lens above its events.');
    return;
  }
  const uri = editor.document.uri;
  const key = uri.toString();
  const existing = previews.get(key);
  if (existing) {
    existing.panel.reveal(vscode.ViewColumn.Beside, true);
    return renderPreview(existing);
  }
  const panel = vscode.window.createWebviewPanel(
    'headerspec.preview', `Preview ${path.basename(uri.fsPath || uri.path)}`,
    { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
    { enableScripts: true, localResourceRoots: [], retainContextWhenHidden: false });
  const entry = { panel, uri, requests: 0, timer: undefined, nonce: makeNonce(), loaded: false, keyframes: [] };
  previews.set(key, entry);
  panel.onDidDispose(() => {
    clearTimeout(entry.timer);
    previews.delete(key);
  });
  await renderPreview(entry);
}

/** Re-renders open previews shortly after their document changes (edits are coalesced). */
function schedulePreviews(uri) {
  for (const entry of previews.values()) {
    if (uri && entry.uri.toString() !== uri.toString()) continue;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => renderPreview(entry), 250);
  }
}

/** Moves an open page to the keyframe under the cursor: `{type: 'progress', progress}`. */
async function followCursor(event) {
  const entry = previews.get(event.textEditor.document.uri.toString());
  if (!entry || !entry.loaded || event.selections.length === 0) return;
  const active = event.selections[0].active;
  const progress = keyframeProgress(entry.keyframes, { line: active.line, character: active.character });
  if (progress === undefined || progress === entry.shown) return;
  entry.shown = progress;
  await entry.panel.webview.postMessage({ type: 'progress', progress });
}

// MARK: - Activation

async function activate(context) {
  output = vscode.window.createOutputChannel('HeaderSpec');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('headerspec.preview', showPreview),
    vscode.commands.registerCommand('headerspec.restartServer', async () => {
      await stopServer();
      await startServer();
    }),
    vscode.workspace.onDidOpenTextDocument(async (document) => {
      await fallBackToJSON(document);
      await adoptSpec(document);
    }),
    vscode.workspace.onDidChangeTextDocument((event) => schedulePreviews(event.document.uri)),
    vscode.window.onDidChangeTextEditorSelection(followCursor),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (CLIENT_SETTINGS.some((key) => event.affectsConfiguration(`${SECTION}.${key}`))) {
        await stopServer();
        await startServer();
      }
    }),
  );
  await startServer();
  for (const document of vscode.workspace.textDocuments) await adoptSpec(document);
}

async function deactivate() {
  await stopServer();
}

module.exports = {
  activate, deactivate, namesSpecSchema, namesEventsSchema, isEventsDocument, SERVER_SETTINGS, CLIENT_SETTINGS, previewPolicy, webviewHTML,
  keyframeProgress,
};
