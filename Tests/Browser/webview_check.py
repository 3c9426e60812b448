"""The VS Code preview's page in Chromium, as the extension shows it: RECORD (written by
EditorSupport/vscode/test/extension.test.js with HEADERSPEC_WEBVIEW_RECORD, from a session with
the real server) holds the HTML the extension set, under its own nonce policy, and the messages
it posted: the page data after an edit (square-cash's maxHeight 200 -> 220) and the progress of
the keyframe under the cursor (0.6). Loaded with those messages posted in order, the page must
run under that policy without an error, show the edited bar after the data message, and the
sample at 0.6 after the progress message, with the frames `preview --format json` gives for the
edited spec there (within 0.01 pt).
"""

import json
import os
import subprocess
import tempfile

from page_check import STATE, check_state

READY = "document.getElementById('stage').hasAttribute('data-progress')"


def check_webview(page, binary, root, record, failures):
    """Returns the number of checks that passed."""
    with open(record) as file:
        session = json.load(file)
    work = tempfile.mkdtemp(prefix="headerspec-webview-")
    html = os.path.join(work, "webview.html")
    with open(html, "w") as file:
        file.write(session["html"])
    nonce = session["nonce"]
    policy = f"default-src 'none'; style-src 'nonce-{nonce}'; script-src 'nonce-{nonce}'"
    passed = 0
    if f'content="{policy}"' in session["html"]:
        passed += 1
    else:
        failures.append("webview: the page does not carry the extension's policy")
    page.open(f"file://{html}", ready=READY)
    state = page.evaluate(STATE)
    if abs(state["bar"][1] - 200) <= 0.01:
        passed += 1
    else:
        failures.append(f"webview: before the edit the bar is {state['bar'][1]} tall, not 200")
    edited = os.path.join(work, "square-cash.header.json")
    with open(os.path.join(root, "Schemas", "examples", "square-cash.header.json")) as file:
        text = file.read().replace('"maxHeight": 200', '"maxHeight": 220')
    with open(edited, "w") as file:
        file.write(text)
    expected = {}
    for message in session["messages"]:
        page.evaluate(f"window.postMessage({json.dumps(message)}, '*')")
        if message["type"] == "data":
            page.wait("Number(document.getElementById('stage').getAttribute('data-height')) === 220")
            passed += 1
        elif message["type"] == "progress":
            progress = message["progress"]
            page.wait(f"document.getElementById('stage').getAttribute('data-progress') === "
                      f"'{progress}'")
            output = subprocess.run(
                [binary, "preview", edited, "--progress", str(progress), "--format", "json"],
                check=True, capture_output=True, text=True).stdout
            expected = json.loads(output)["files"][0]["samples"][0]
            before = len(failures)
            check_state("webview", str(progress), page.evaluate(STATE), expected, failures)
            passed += len(failures) == before
    if [m["type"] for m in session["messages"]] != ["data", "progress"]:
        failures.append(f"webview: messages {session['messages']}")
    failures.extend(f"webview: {p}" for p in page.problems())
    return passed
