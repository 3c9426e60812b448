#!/usr/bin/env python3
"""Differential check of HeaderSpec's schema-level diagnostics against a reference validator.

First, the schema under both drafts: Python's `jsonschema` as draft-07 (`Draft7Validator`) and
as draft 2020-12 (`Draft202012Validator`) must give the same answer on every example, every
corpus file (`Tests/SchemaCorpus/`) and every mutant, and the answer the corpus folder says
(Schemas/README.md, "Draft-07 and 2020-12 give the same answer").

Then, mutates the examples and the valid corpus (seeded), writes each mutant to OUT/NNNNN.json and
the verdict (the schema's, or invalid where a rule beyond the schema applies: a negative `frame`
width or height) to OUT/verdicts.txt. Then

    HEADERSPEC_SCHEMA_DIFFERENTIAL=OUT swift test --filter schemaAgreesWithAReferenceValidator

checks that HeaderSpec gives a schema-level diagnostic exactly for the rejected ones.
Usage: generate.py OUT [COUNT=4000] [SEED=42] [MAX_MUTATIONS=3]; needs `pip install jsonschema`.
Exits 1 (after printing each case) when the drafts disagree or a corpus file gets the wrong one.
"""
import json, random, glob, os, copy, sys
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
out_dir = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 42
max_mutations = int(sys.argv[4]) if len(sys.argv) > 4 else 3
from jsonschema import Draft7Validator, Draft202012Validator
schema = json.load(open(os.path.join(root, 'Schemas/header-spec.schema.json')))
Draft7Validator.check_schema(schema)
Draft202012Validator.check_schema(schema)
V = Draft202012Validator(schema)
V7 = Draft7Validator(schema)
disagreements = []


def schema_verdict(doc, name):
    """Whether the schema accepts `doc`, under both drafts (a disagreement is recorded)."""
    ok = V.is_valid(doc)
    if V7.is_valid(doc) != ok:
        disagreements.append(f'{name}: draft 2020-12 says {ok}, draft-07 says {not ok}')
    return ok


def beyond_schema(doc):
    """Whether `doc` breaks a rule the schema cannot state: a `frame` width or height below 0
    (the geometry's rule, so not in a titleMenu, whose keyframes are ignored)."""
    subviews = doc.get('subviews') if isinstance(doc, dict) else None
    for subview in subviews if isinstance(subviews, list) else []:
        if not isinstance(subview, dict) or subview.get('kind') == 'titleMenu':
            continue
        keyframes = subview.get('keyframes')
        for keyframe in keyframes if isinstance(keyframes, list) else []:
            frame = keyframe.get('frame') if isinstance(keyframe, dict) else None
            if isinstance(frame, list) and any(
                    isinstance(n, (int, float)) and not isinstance(n, bool) and n < 0
                    for n in frame[2:4]):
                return True
    return False


for pattern, expected in [('Schemas/examples/*.header.json', True),
                          ('Tests/SchemaCorpus/valid/*.json', True),
                          ('Tests/SchemaCorpus/beyond-schema/*.json', True),
                          ('Tests/SchemaCorpus/invalid/*.json', False)]:
    files = sorted(glob.glob(os.path.join(root, pattern)))
    if not files:
        disagreements.append(f'{pattern}: no files')
    for path in files:
        name = os.path.relpath(path, root)
        if schema_verdict(json.load(open(path)), name) != expected:
            disagreements.append(f'{name}: the schema says {not expected}, the corpus {expected}')
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
    ok = schema_verdict(doc, name) and not beyond_schema(doc)
    counts[ok] += 1
    out.write(f'{name} {"valid" if ok else "invalid"}\n')
print('invalid, valid =', counts)
for line in disagreements:
    print('FAIL', line)
sys.exit(1 if disagreements else 0)
