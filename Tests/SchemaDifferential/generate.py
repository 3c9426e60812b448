#!/usr/bin/env python3
"""Differential check of HeaderSpec's schema-level diagnostics against a reference validator.

Mutates the examples and the valid corpus (seeded), writes each mutant to OUT/NNNNN.json and the
verdict of Python's `jsonschema` (draft 2020-12) to OUT/verdicts.txt. Then

    HEADERSPEC_SCHEMA_DIFFERENTIAL=OUT swift test --filter schemaAgreesWithAReferenceValidator

checks that HeaderSpec gives a schema-level diagnostic exactly for the rejected ones.
Usage: generate.py OUT [COUNT=4000] [SEED=42] [MAX_MUTATIONS=3]; needs `pip install jsonschema`.
"""
import json, random, glob, os, copy, sys
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
out_dir = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 42
max_mutations = int(sys.argv[4]) if len(sys.argv) > 4 else 3
from jsonschema import Draft202012Validator
schema = json.load(open(os.path.join(root, 'Schemas/header-spec.schema.json')))
V = Draft202012Validator(schema)
seeds = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(root, 'Schemas/examples/*.json')) + glob.glob(os.path.join(root, 'Tests/SchemaCorpus/valid/*.json')))]
rng = random.Random(seed)
keys = set()
def collect(n):
    if isinstance(n, dict):
        for k, v in n.items():
            if k == 'properties' and isinstance(v, dict): keys.update(v.keys())
            collect(v)
    elif isinstance(n, list):
        for x in n: collect(x)
collect(schema)
keys = sorted(keys - {'$schema'})
values = [0, 1, -1, 0.5, 1.5, 2, -0.1, 100, 1e3, "x", "", "#FFF", "#FFFFFF", "a b", "label", "view", "titleMenu", "button", "facebook", "safari", "largeTitle", "fixed", "squareCash", "never", "bold", True, False, None, [], {}, [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5, 6], ["a"], {"leading": 1}, {"scale": 0.5}, {"matrix": [1,0,0,1,0,0]}, {"top": 1, "bottom": 2}, 2.0, 1.0]
def nodes(doc, path=()):
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items(): yield from nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc): yield from nodes(v, path + (i,))
def get(doc, path):
    for p in path: doc = doc[p]
    return doc
def mutate(doc):
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, max_mutations)):
        all_nodes = list(nodes(doc))
        path, node = rng.choice(all_nodes)
        op = rng.random()
        if not path:
            continue
        parent = get(doc, path[:-1]); last = path[-1]
        if op < 0.35:
            parent[last] = copy.deepcopy(rng.choice(values))
        elif op < 0.5 and isinstance(parent, dict):
            del parent[last]
        elif op < 0.65 and isinstance(parent, list):
            del parent[last]
        elif op < 0.85 and isinstance(node, dict):
            node[rng.choice(keys)] = copy.deepcopy(rng.choice(values))
        elif isinstance(node, (int, float)) and not isinstance(node, bool):
            parent[last] = rng.choice([node * -1, node + 1, node * 10, node - 0.5, 0])
        elif isinstance(node, list):
            node.append(copy.deepcopy(rng.choice(values)))
    return doc
os.makedirs(out_dir, exist_ok=True)
out = open(os.path.join(out_dir, 'verdicts.txt'), 'w')
counts = [0, 0]
for i in range(count):
    doc = mutate(rng.choice(seeds))
    name = f'{i:05d}.json'
    text = json.dumps(doc, ensure_ascii=False)
    open(os.path.join(out_dir, name), 'w').write(text)
    ok = V.is_valid(doc)
    counts[ok] += 1
    out.write(f'{name} {"valid" if ok else "invalid"}\n')
print('invalid, valid =', counts)
