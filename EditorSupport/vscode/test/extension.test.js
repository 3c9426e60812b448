// Runs extension.js against stand-ins for the `vscode` API and `vscode-languageclient/node`
// (neither can be installed here) and checks what it does with them: the client it starts, the
// settings it sends, the preview request and webview, the restart on a path change, and the
// fallback to JSON when the server cannot start.
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
    listeners: { open: [], change: [], configuration: [] },
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
      return { samples: [], svg: '<svg xmlns="http://www.w3.org/2000/svg" id="bar"></svg>' };
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
      createWebviewPanel(viewType, title, column, options) {
        const panel = {
          viewType, title, options,
          webview: { html: '', cspSource: 'vscode-webview:' },
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

  await check('"Preview header" asks headerspec/preview and shows the SVG', async () => {
    const world = makeWorld();
    world.settings['headerspec.sampleProgress'] = [0, 0.5, 1];
    await loadExtension(world).activate(context());
    world.activeTextEditor = { document: document('facebook.header.json') };
    await world.commands.get('headerspec.preview')();
    const client = world.clients[0];
    assert.deepStrictEqual(client.requests, [{
      method: 'headerspec/preview',
      params: { textDocument: { uri: 'file:///specs/facebook.header.json' }, progress: [0, 0.5, 1] },
    }]);
    assert.strictEqual(world.panels.length, 1);
    const html = world.panels[0].webview.html;
    assert.ok(html.includes('<svg xmlns="http://www.w3.org/2000/svg" id="bar"></svg>'), 'the SVG is in the page');
    assert.ok(html.includes("default-src 'none'"), 'a content security policy');
    assert.strictEqual(world.panels[0].options.enableScripts, false);
  });

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

  await check('without a server, a json document naming the spec schema stays json', async () => {
    const world = makeWorld({ startFails: true });
    await loadExtension(world).activate(context());
    const plain = document('plain.json', 'json', '{ "$schema": "https://headerspec.dev/schemas/header-spec-1.schema.json" }');
    for (const listener of world.listeners.open) await listener(plain);
    assert.strictEqual(plain.languageId, 'json');
  });

  process.exitCode = failures ? 1 : 0;
})();
