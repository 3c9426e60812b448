// vscode:prepublish: copies the header spec schema into the extension, where `jsonValidation`
// points (./schemas/header-spec.schema.json). The repository keeps one copy, in Schemas/.
const fs = require('fs');
const path = require('path');

const source = path.join(__dirname, '..', '..', '..', 'Schemas', 'header-spec.schema.json');
const target = path.join(__dirname, '..', 'schemas', 'header-spec.schema.json');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.copyFileSync(source, target);
console.log(`copied ${path.relative(process.cwd(), source)} -> ${path.relative(process.cwd(), target)}`);
