#!/bin/sh
# A stand-in browser for the editors check: records its arguments in $HEADERSPEC_BROWSER_LOG
# and a copy of the page it was asked to open in $HEADERSPEC_BROWSER_LOG.html.
printf '%s\n' "$@" >>"$HEADERSPEC_BROWSER_LOG"
cp "$1" "$HEADERSPEC_BROWSER_LOG.html.tmp" && mv "$HEADERSPEC_BROWSER_LOG.html.tmp" "$HEADERSPEC_BROWSER_LOG.html"
