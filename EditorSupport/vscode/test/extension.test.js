// Runs extension.js against stand-ins for the `vscode` API and `vscode-languageclient/node`
// (neither can be installed here) and checks what it does with them: the client it starts, the
// settings it sends, the preview request and webview (its policy, the data posted on edits, the
// keyframe under the cursor), the restart on a path change, and the fallback to JSON when the
// server cannot start. With HEADERSPEC_BINARY set, `headerspec/preview` is answered by that real
// server, and with HEADERSPEC_WEBVIEW_RECORD=FILE as well, a session on an example records the
// webview's HTML and the messages posted to it in FILE (the browser check loads them).
//
//   node EditorSupport/vscode/test/extension.test.js
//
// Prints `ok    ...` / `FAIL  ...` per check; exit status 1 when something failed.
'use strict';

const assert = require('assert');
const fs = require('fs');
const Module = require('module');
const path = require('path');

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
const properties = manifest.contributes.configuration.properties;

// MARK: - Stand-ins

function makeWorld({ startFails = false } = {}) {
  const world = {
    settings: {}, // 'headerspec.x' -> value overriding the manifest default
    commands: new Map(),
    listeners: { open: [], change: [], configuration: [], selection: [] },
    clients: [],
    languageChanges: [],
    warnings: [],
    panels: [],
    textDocuments: [],
    activeTextEditor: undefined,
    startFails,
  };
  const disposable = { dispose() {} };
  const State = { Stopped: 1, Running: 2, Starting: 3 };

  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions });
      this.state = State.Stopped;
      this.requests = [];
      this.stopped = false;
      this.code2ProtocolConverter = { asUri: (uri) => uri.toString() };
      world.clients.push(this);
    }
    async start() {
      if (world.startFails) throw new Error('spawn headerspec ENOENT');
      this.state = State.Running;
    }
    async stop() {
      this.stopped = true;
      this.state = State.Stopped;
    }
    async sendRequest(method, params) {
      this.requests.push({ method, params });
      if (method === 'headerspec/preview' && world.realServer) {
        const document = world.textDocuments.find((d) => d.uri.toString() === params.textDocument.uri);
        world.lastPreview = await realPreview(document.getText(), params);
        return world.lastPreview;
      }
      return {
        samples: [], svg: '<svg/>', keyframes: [],
        html: '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'"><p id="page">page</p>',
        page: { environments: [] },
      };
    }
  }

  const vscode = {
    ViewColumn: { Beside: -2 },
    workspace: {
      getConfiguration(section) {
        return {
          get(key) {
            const full = `${section}.${key}`;
            if (full in world.settings) return world.settings[full];
            return properties[full] ? properties[full].default : undefined;
          },
        };
      },
      get textDocuments() { return world.textDocuments; },
      onDidOpenTextDocument(f) { world.listeners.open.push(f); return disposable; },
      onDidChangeTextDocument(f) { world.listeners.change.push(f); return disposable; },
      onDidChangeConfiguration(f) { world.listeners.configuration.push(f); return disposable; },
    },
    window: {
      createOutputChannel() { return { appendLine() {}, dispose() {} }; },
      async showWarningMessage(message) { world.warnings.push(message); return undefined; },
      async showInformationMessage() { return undefined; },
      get activeTextEditor() { return world.activeTextEditor; },
      onDidChangeTextEditorSelection(f) { world.listeners.selection.push(f); return disposable; },
      createWebviewPanel(viewType, title, column, options) {
        const messages = [];
        const panel = {
          viewType, title, options, messages,
          webview: { html: '', cspSource: 'vscode-webview:', async postMessage(m) { messages.push(m); return true; } },
          reveal() {},
          onDidDispose() { return disposable; },
        };
        world.panels.push(panel);
        return panel;
      },
    },
    commands: {
      registerCommand(name, f) { world.commands.set(name, f); return disposable; },
      async executeCommand() {},
    },
    languages: {
      async setTextDocumentLanguage(document, language) {
        world.languageChanges.push({ uri: document.uri.toString(), language });
        document.languageId = language;
        return document;
      },
    },
  };
  world.modules = { vscode, 'vscode-languageclient/node': { LanguageClient, State } };
  return world;
}

function loadExtension(world) {
  const file = require.resolve('../extension.js');
  delete require.cache[file];
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    if (request in world.modules) return world.modules[request];
    return load.call(this, request, parent, isMain);
  };
  try {
    return require(file);
  } finally {
    Module._load = load;
  }
}

/** `headerspec/preview` answered by the real server (HEADERSPEC_BINARY): one `headerspec lsp`
 * session that opens `text`, asks with `params`, and shuts down once it has the answer. */
function realPreview(text, params) {
  const uri = params.textDocument.uri;
  const server = require('child_process').spawn(process.env.HEADERSPEC_BINARY, ['lsp'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const send = (message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    server.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
  };
  send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  send({ method: 'initialized', params: {} });
  send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'headerspec', version: 1, text } } });
  send({ id: 2, method: 'headerspec/preview', params });
  return new Promise((resolve, reject) => {
    let output = Buffer.alloc(0);
    const timer = setTimeout(() => { server.kill(); reject(new Error('the server did not answer')); }, 60000);
    server.stdout.on('data', (chunk) => {
      output = Buffer.concat([output, chunk]);
      for (;;) {
        const header = output.indexOf('\r\n\r\n');
        if (header < 0) return;
        const length = Number(/Content-Length: (\d+)/.exec(output.slice(0, header).toString())[1]);
        if (output.length < header + 4 + length) return;
        const message = JSON.parse(output.slice(header + 4, header + 4 + length).toString('utf8'));
        output = output.slice(header + 4 + length);
        if (message.id !== 2) continue;
        clearTimeout(timer);
        send({ id: 3, method: 'shutdown' });
        send({ method: 'exit' });
        server.stdin.end();
        if (message.error) reject(new Error(message.error.message));
        else resolve(message.result);
        return;
      }
    });
  });
}

function document(name, languageId = 'headerspec', text = '') {
  const uri = { fsPath: `/specs/${name}`, path: `/specs/${name}`, toString: () => `file:///specs/${name}` };
  return { uri, languageId, getText: () => text };
}

const context = () => ({ subscriptions: [] });

// MARK: - Checks

let failures = 0;
async function check(label, body) {
  try {
    await body();
    console.log(`ok    vscode extension.js: ${label}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL  vscode extension.js: ${label}: ${error.message.split('\n')[0]}`);
  }
}

const defaults = {
  sampleProgress: properties['headerspec.sampleProgress'].default,
  severityOverrides: properties['headerspec.severityOverrides'].default,
  allowComments: properties['headerspec.allowComments'].default,
  environment: properties['headerspec.environment'].default,
};

(async () => {
  await check('starts `headerspec lsp` for the headerspec language with the settings', async () => {
    const world = makeWorld();
    await loadExtension(world).activate(context());
    assert.strictEqual(world.clients.length, 1);
    const client = world.clients[0];
    assert.strictEqual(client.id, 'headerspec');
    assert.deepStrictEqual(client.serverOptions, { command: 'headerspec', args: ['lsp'] });
    assert.deepStrictEqual(client.clientOptions.documentSelector.map((s) => s.language), ['headerspec', 'headerspec']);
    assert.deepStrictEqual(client.clientOptions.initializationOptions, defaults);
    assert.strictEqual(client.clientOptions.synchronize.configurationSection, 'headerspec');
    for (const command of manifest.contributes.commands) assert.ok(world.commands.has(command.command), command.command);
  });

  await check('sends changed settings and uses headerspec.server.path', async () => {
    const world = makeWorld();
    world.settings['headerspec.server.path'] = '/opt/bin/headerspec';
    world.settings['headerspec.severityOverrides'] = { HS311: 'off' };
    await loadExtension(world).activate(context());
    const client = world.clients[0];
    assert.strictEqual(client.serverOptions.command, '/opt/bin/headerspec');
    assert.deepStrictEqual(client.clientOptions.initializationOptions.severityOverrides, { HS311: 'off' });
  });

  await check('"Preview header" shows the server\'s page under a nonce policy with its script', async () => {
    const world = makeWorld();
    await loadExtension(world).activate(context());
    const spec = document('facebook.header.json');
    world.textDocuments.push(spec);
    world.activeTextEditor = { document: spec };
    await world.commands.get('headerspec.preview')();
    const client = world.clients[0];
    assert.strictEqual(client.requests.length, 1);
    const { method, params } = client.requests[0];
    assert.strictEqual(method, 'headerspec/preview');
    assert.deepStrictEqual(params.textDocument, { uri: 'file:///specs/facebook.header.json' });
    assert.ok(/^[A-Za-z0-9+/=]{24}$/.test(params.nonce), `a base64 nonce: ${params.nonce}`);
    assert.strictEqual(world.panels.length, 1);
    const panel = world.panels[0];
    assert.strictEqual(panel.options.enableScripts, true);
    assert.deepStrictEqual(panel.options.localResourceRoots, []);
    const policy = `default-src 'none'; style-src 'nonce-${params.nonce}'; script-src 'nonce-${params.nonce}'`;
    assert.ok(panel.webview.html.includes(`content="${policy}"`), 'the extension\'s policy');
    assert.ok(panel.webview.html.includes('<p id="page">page</p>'), 'the server\'s page');
  });

  await check('edits post the new page data; the cursor in a keyframe posts its progress', async () => {
    const world = makeWorld();
    const extension = loadExtension(world);
    await extension.activate(context());
    const spec = document('facebook.header.json');
    world.textDocuments.push(spec);
    world.activeTextEditor = { document: spec };
    await world.commands.get('headerspec.preview')();
    const panel = world.panels[0];
    for (const listener of world.listeners.change) listener({ document: spec });
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.strictEqual(world.clients[0].requests.length, 2, 'asked again after the edit');
    assert.deepStrictEqual(panel.messages, [{ type: 'data', data: { environments: [] } }]);
    const keyframes = [
      { range: { start: { line: 2, character: 4 }, end: { line: 8, character: 5 } }, progress: 0 },
      { range: { start: { line: 9, character: 4 }, end: { line: 12, character: 5 } }, progress: 0.6 },
    ];
    assert.strictEqual(extension.keyframeProgress(keyframes, { line: 10, character: 0 }), 0.6);
    assert.strictEqual(extension.keyframeProgress(keyframes, { line: 8, character: 6 }), undefined);
  });

  if (process.env.HEADERSPEC_BINARY && process.env.HEADERSPEC_WEBVIEW_RECORD) {
    await check('a session with the real server: the page, an edit and the cursor in a keyframe', async () => {
      const world = makeWorld();
      world.realServer = true;
      await loadExtension(world).activate(context());
      const file = path.join(__dirname, '..', '..', '..', 'Schemas', 'examples', 'square-cash.header.json');
      let text = fs.readFileSync(file, 'utf8');
      const spec = document('square-cash.header.json', 'headerspec', '');
      spec.getText = () => text;
      world.textDocuments.push(spec);
      world.activeTextEditor = { document: spec };
      await world.commands.get('headerspec.preview')();
      const panel = world.panels[0];
      const html = panel.webview.html;
      assert.ok(html.includes(`id="headerspec-data"`), `the server's page: ${html.slice(0, 600).replace(/\n/g, " ")}`);
      // An edit: the bar 20 pt taller.
      text = text.replace('"maxHeight": 200', '"maxHeight": 220');
      for (const listener of world.listeners.change) listener({ document: spec });
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.strictEqual(panel.messages.length, 1);
      assert.strictEqual(panel.messages[0].type, 'data');
      // The cursor inside the keyframe at 0.6.
      const keyframe = world.lastPreview.keyframes.find((k) => k.progress === 0.6);
      assert.ok(keyframe, 'a keyframe at 0.6');
      const active = { line: keyframe.range.start.line, character: keyframe.range.start.character + 1 };
      for (const listener of world.listeners.selection) {
        await listener({ textEditor: { document: spec }, selections: [{ active }] });
      }
      assert.deepStrictEqual(panel.messages[1], { type: 'progress', progress: 0.6 });
      fs.writeFileSync(process.env.HEADERSPEC_WEBVIEW_RECORD, JSON.stringify({
        html, messages: panel.messages, nonce: world.clients[0].requests[0].params.nonce,
      }));
    });
  }

  await check('the preview is only for headerspec documents', async () => {
    const world = makeWorld();
    await loadExtension(world).activate(context());
    world.activeTextEditor = { document: document('package.json', 'json') };
    await world.commands.get('headerspec.preview')();
    assert.strictEqual(world.panels.length, 0);
    assert.strictEqual(world.clients[0].requests.length, 0);
  });

  await check('a new headerspec.server.path restarts the server', async () => {
    const world = makeWorld();
    await loadExtension(world).activate(context());
    world.settings['headerspec.server.path'] = '/usr/local/bin/headerspec';
    const event = { affectsConfiguration: (key) => key === 'headerspec.server.path' };
    for (const listener of world.listeners.configuration) await listener(event);
    assert.strictEqual(world.clients.length, 2);
    assert.ok(world.clients[0].stopped, 'the old client is stopped');
    assert.strictEqual(world.clients[1].serverOptions.command, '/usr/local/bin/headerspec');
  });

  await check('without a server, specs fall back to JSON (the schema association)', async () => {
    const world = makeWorld({ startFails: true });
    world.textDocuments.push(document('facebook.header.json'), document('other.json', 'json'));
    await loadExtension(world).activate(context());
    assert.strictEqual(world.warnings.length, 1);
    assert.deepStrictEqual(world.languageChanges, [{ uri: 'file:///specs/facebook.header.json', language: 'json' }]);
    const later = document('safari.header.json');
    for (const listener of world.listeners.open) await listener(later);
    assert.strictEqual(later.languageId, 'json');
  });

  await check('a json document whose $schema names the spec schema becomes a headerspec one', async () => {
    const world = makeWorld();
    const plain = fs.readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'plain.json'), 'utf8');
    const already = document('plain.json', 'json', plain);
    world.textDocuments.push(already, document('package.json', 'json', '{ "name": "x" }'));
    const extension = loadExtension(world);
    await extension.activate(context());
    assert.deepStrictEqual(world.languageChanges, [{ uri: 'file:///specs/plain.json', language: 'headerspec' }]);
    const relative = document('a.json', 'json', '{\n  "$schema": "../Schemas/header-spec.schema.json",\n  "bar": {} }');
    const other = document('b.json', 'json', '{ "$schema": "https://json.schemastore.org/package.json" }');
    const named = document('c.json', 'json', '{ "name": "$schema header-spec.schema.json" }');
    for (const opened of [relative, other, named]) {
      for (const listener of world.listeners.open) await listener(opened);
    }
    assert.deepStrictEqual([relative, other, named].map((d) => d.languageId), ['headerspec', 'json', 'json']);
    assert.ok(manifest.activationEvents.includes('onLanguage:json'), 'activates on onLanguage:json');
  });

  await check('events files: a json document naming the events schema becomes headerspec; no preview', async () => {
    const world = makeWorld();
    const extension = loadExtension(world);
    await extension.activate(context());
    const named = document('replay.json', 'json', '{\n  "$schema": "../Schemas/scroll-events.schema.json",\n  "events": [] }');
    const byId = document('b.json', 'json', '{ "$schema": "https://headerspec.dev/schemas/scroll-events-1.schema.json" }');
    for (const opened of [named, byId]) {
      for (const listener of world.listeners.open) await listener(opened);
    }
    assert.deepStrictEqual([named, byId].map((d) => d.languageId), ['headerspec', 'headerspec']);
    const safari = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'Schemas', 'examples', 'safari.events.json'), 'utf8');
    const events = document('safari.events.json', 'headerspec', safari);
    assert.ok(extension.isEventsDocument(events) && extension.isEventsDocument(named), 'events files');
    assert.ok(!extension.isEventsDocument(document('facebook.header.json')), 'a spec is no events file');
    const patterns = manifest.contributes.languages[0].filenamePatterns;
    assert.ok(patterns.includes('*.events.json'), `the language takes *.events.json: ${patterns}`);
    // "Preview header" is for specs: an events file is replayed by the server's Simulate lens.
    world.textDocuments.push(events);
    world.activeTextEditor = { document: events };
    await world.commands.get('headerspec.preview')();
    assert.strictEqual(world.panels.length, 0);
    assert.strictEqual(world.clients[0].requests.length, 0);
  });

  await check('without a server, a json document naming the spec schema stays json', async () => {
    const world = makeWorld({ startFails: true });
    await loadExtension(world).activate(context());
    const plain = document('plain.json', 'json', '{ "$schema": "https://headerspec.dev/schemas/header-spec-1.schema.json" }');
    for (const listener of world.listeners.open) await listener(plain);
    assert.strictEqual(plain.languageId, 'json');
  });

  process.exitCode = failures ? 1 : 0;
})();
