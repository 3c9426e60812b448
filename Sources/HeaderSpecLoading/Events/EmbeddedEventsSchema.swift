/// The text of `Schemas/scroll-events.schema.json`, embedded so that the analysis layer needs no
/// files. `EmbeddedSchemaTests` fails when the two differ and, with `UPDATE_GOLDEN=1`, rewrites
/// this file from the schema (and still fails, so a recording is never green).
///
/// Generated: do not edit by hand.
enum EmbeddedEventsSchema {
  /// The schema's bytes as UTF-8 text, final newline included.
  static let text: String =
    ##"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://headerspec.dev/schemas/scroll-events-1.schema.json",
      "$comment": "The events file of headerspec simulate (EVENTS.md). Schema-level validity equals 'no schema-level error in headerspec simulate'.",
      "title": "Scroll events",
      "description": "The input of headerspec simulate: the scroll view (optional) and the scroll events to replay, in order. Unknown keys are errors.",
      "markdownDescription": "The input of `headerspec simulate`: the scroll view (optional) and the scroll events to replay, in order. Unknown keys are errors.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "events"
      ],
      "properties": {
        "$schema": {
          "title": "Schema",
          "description": "The JSON Schema of this document, for editors, e.g. ../Schemas/scroll-events.schema.json. Optional; any string.",
          "markdownDescription": "The JSON Schema of this document, for editors, e.g. `../Schemas/scroll-events.schema.json`. Optional; any string.",
          "type": "string",
          "examples": [
            "../Schemas/scroll-events.schema.json"
          ]
        },
        "scrollView": {
          "title": "Scroll view",
          "description": "The scroll view the events happen in, in points. Optional; each key has a default.",
          "markdownDescription": "The scroll view the events happen in, in points. Optional; each key has a default.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "contentInsetTop": {
              "title": "Top content inset",
              "description": "contentInset.top in points. Default: the spec's behavior.contentInsetTop (itself bar.maxHeight by default). The scroll view rests at offset -contentInsetTop.",
              "markdownDescription": "`contentInset.top` in points. Default: the spec's `behavior.contentInsetTop` (itself `bar.maxHeight` by default). The scroll view rests at offset `-contentInsetTop`.",
              "type": "number",
              "examples": [
                200
              ]
            },
            "contentHeight": {
              "title": "Content height",
              "description": "contentSize.height in points, >= 0. Default 10000. With viewportHeight it bounds how far the content scrolls: offsets are clamped to at most max(contentHeight - viewportHeight, -contentInsetTop).",
              "markdownDescription": "`contentSize.height` in points, >= 0. Default `10000`. With `viewportHeight` it bounds how far the content scrolls: offsets are clamped to at most `max(contentHeight - viewportHeight, -contentInsetTop)`.",
              "type": "number",
              "minimum": 0,
              "default": 10000,
              "examples": [
                2000
              ]
            },
            "viewportHeight": {
              "title": "Viewport height",
              "description": "bounds.height of the scroll view in points, > 0. Default 667 (iPhone 6 to 8).",
              "markdownDescription": "`bounds.height` of the scroll view in points, > 0. Default `667` (iPhone 6 to 8).",
              "type": "number",
              "exclusiveMinimum": 0,
              "default": 667,
              "examples": [
                667
              ]
            }
          },
          "examples": [
            {
              "contentInsetTop": 200,
              "contentHeight": 2000,
              "viewportHeight": 667
            }
          ]
        },
        "events": {
          "title": "Events",
          "description": "The scroll events to replay, in order; simulate prints one record per event.",
          "markdownDescription": "The scroll events to replay, in order; `simulate` prints one record per event.",
          "type": "array",
          "items": {
            "$ref": "#/$defs/event"
          },
          "examples": [
            [
              {
                "type": "beginDrag",
                "offset": -200
              },
              {
                "type": "scroll",
                "offset": -150
              }
            ]
          ]
        }
      },
      "$defs": {
        "event": {
          "title": "Scroll event",
          "description": "One UIScrollViewDelegate callback: type and offset (contentOffset.y); endDrag adds velocity and decelerate. Only scroll moves the progress; the other events are recorded, and endDrag and endDecelerate may snap.",
          "markdownDescription": "One `UIScrollViewDelegate` callback: `type` and `offset` (`contentOffset.y`); `endDrag` adds `velocity` and `decelerate`. Only `scroll` moves the progress; the other events are recorded, and `endDrag` and `endDecelerate` may snap.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "offset"
          ],
          "properties": {
            "type": {
              "title": "Event type",
              "description": "beginDrag (scrollViewWillBeginDragging), scroll (scrollViewDidScroll), endDrag (scrollViewWillEndDragging / DidEndDragging) or endDecelerate (scrollViewDidEndDecelerating).",
              "markdownDescription": "`beginDrag` (`scrollViewWillBeginDragging`), `scroll` (`scrollViewDidScroll`), `endDrag` (`scrollViewWillEndDragging` / `DidEndDragging`) or `endDecelerate` (`scrollViewDidEndDecelerating`).",
              "enum": [
                "beginDrag",
                "scroll",
                "endDrag",
                "endDecelerate"
              ],
              "enumDescriptions": [
                "The finger touches down: facebook takes its baseline, safari its previous offset.",
                "The content moved to offset: the behaviour computes the progress.",
                "The finger lifts: without deceleration the bar snaps; safari snaps on a fast fling either way.",
                "The content came to rest: the bar snaps."
              ],
              "markdownEnumDescriptions": [
                "The finger touches down: `facebook` takes its baseline, `safari` its previous offset.",
                "The content moved to `offset`: the behaviour computes the progress.",
                "The finger lifts: without deceleration the bar snaps; `safari` snaps on a fast fling either way.",
                "The content came to rest: the bar snaps."
              ],
              "examples": [
                "scroll"
              ]
            },
            "offset": {
              "title": "Content offset",
              "description": "contentOffset.y in points, as UIKit gives it: at rest at the top it is minus the top inset (-contentInsetTop); it grows as the content moves up. Clamped to at most max(contentHeight - viewportHeight, -contentInsetTop).",
              "markdownDescription": "`contentOffset.y` in points, as UIKit gives it: at rest at the top it is minus the top inset (`-contentInsetTop`); it grows as the content moves up. Clamped to at most `max(contentHeight - viewportHeight, -contentInsetTop)`.",
              "type": "number",
              "examples": [
                -150
              ]
            },
            "velocity": {
              "title": "Velocity",
              "description": "endDrag only: the vertical velocity in pt/s, positive when the content moves up (the user scrolls down). Default 0. safari snaps at velocityThreshold.",
              "markdownDescription": "`endDrag` only: the vertical velocity in pt/s, positive when the content moves up (the user scrolls down). Default `0`. `safari` snaps at `velocityThreshold`.",
              "type": "number",
              "default": 0,
              "examples": [
                0
              ]
            },
            "decelerate": {
              "title": "Decelerates",
              "description": "endDrag only: whether the content keeps moving after the finger lifts; then the snap waits for endDecelerate. Default false.",
              "markdownDescription": "`endDrag` only: whether the content keeps moving after the finger lifts; then the snap waits for `endDecelerate`. Default `false`.",
              "type": "boolean",
              "default": false,
              "examples": [
                false
              ]
            }
          },
          "allOf": [
            {
              "if": {
                "properties": {
                  "type": {
                    "const": "endDrag"
                  }
                },
                "required": [
                  "type"
                ]
              },
              "else": {
                "properties": {
                  "velocity": false,
                  "decelerate": false
                }
              }
            }
          ]
        }
      }
    }
    """## + "\n"
}
