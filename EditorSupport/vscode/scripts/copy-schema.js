// vscode:prepublish: copies the header spec schema and the scroll events schema into the
// extension, where `jsonValidation` points (./schemas/header-spec.schema.json,
// ./schemas/scroll-events.schema.json). The repository keeps one copy of each, in Schemas/.
const fs = require('fs');
const path = require('path');

for (const name of ['header-spec.schema.json', 'scroll-events.schema.json']) {
  const source = path.join(__dirname, '..', '..', '..', 'Schemas', name);
  const target = path.join(__dirname, '..', 'schemas', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
  console.log(`copied ${path.relative(process.cwd(), source)} -> ${path.relative(process.cwd(), target)}`);
}
