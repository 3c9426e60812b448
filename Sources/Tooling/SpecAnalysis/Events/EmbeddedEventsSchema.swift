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
      "$id": "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/scroll-events.schema.json",
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
        "spec": {
          "title": "Spec",
          "description": "The header spec these events happen to, as a path relative to this file (e.g. safari.header.json). With it, headerspec check replays the file and checks its expectations, and editors show each event's record; headerspec simulate --events takes it when no spec is given on the command line.",
          "markdownDescription": "The header spec these events happen to, as a path relative to this file (e.g. `safari.header.json`). With it, `headerspec check` replays the file and checks its expectations, and editors show each event's record; `headerspec simulate --events` takes it when no spec is given on the command line.",
          "type": "string",
          "examples": [
            "safari.header.json"
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
          "description": "One UIScrollViewDelegate callback (type and offset, contentOffset.y; endDrag adds velocity and decelerate) or a change the app makes (environment, contentHeight, setProgress, scrollToTop: no offset). Only scroll moves the progress with the finger; endDrag and endDecelerate may snap; setProgress and scrollToTop move the content with the bar.",
          "markdownDescription": "One `UIScrollViewDelegate` callback (`type` and `offset`, `contentOffset.y`; `endDrag` adds `velocity` and `decelerate`) or a change the app makes (`environment`, `contentHeight`, `setProgress`, `scrollToTop`: no `offset`). Only `scroll` moves the progress with the finger; `endDrag` and `endDecelerate` may snap; `setProgress` and `scrollToTop` move the content with the bar.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "title": "Event type",
              "description": "beginDrag (scrollViewWillBeginDragging), scroll (scrollViewDidScroll), endDrag (scrollViewWillEndDragging / DidEndDragging), endDecelerate (scrollViewDidEndDecelerating); environment, contentHeight, setProgress or scrollToTop (changes the app makes, without an offset).",
              "markdownDescription": "`beginDrag` (`scrollViewWillBeginDragging`), `scroll` (`scrollViewDidScroll`), `endDrag` (`scrollViewWillEndDragging` / `DidEndDragging`), `endDecelerate` (`scrollViewDidEndDecelerating`); `environment`, `contentHeight`, `setProgress` or `scrollToTop` (changes the app makes, without an `offset`).",
              "enum": [
                "beginDrag",
                "scroll",
                "endDrag",
                "endDecelerate",
                "environment",
                "contentHeight",
                "setProgress",
                "scrollToTop"
              ],
              "enumDescriptions": [
                "The finger touches down: facebook takes its baseline, safari its previous offset.",
                "The content moved to offset: the behaviour computes the progress.",
                "The finger lifts: without deceleration the bar snaps; safari snaps on a fast fling either way.",
                "The content came to rest: the bar snaps.",
                "The environment changes (rotation, Dynamic Type, direction, device): the keys given merge over the current ones. The progress is kept; the height is the new environment's.",
                "The content or viewport height changes; an offset past the new end moves back to it, as a scroll.",
                "The app sets the progress (0 expands, 1 collapses); the offset moves with it as a snap moves it.",
                "The status bar is tapped: the content goes to the top (-contentInsetTop) and the bar expands."
              ],
              "markdownEnumDescriptions": [
                "The finger touches down: `facebook` takes its baseline, `safari` its previous offset.",
                "The content moved to `offset`: the behaviour computes the progress.",
                "The finger lifts: without deceleration the bar snaps; `safari` snaps on a fast fling either way.",
                "The content came to rest: the bar snaps.",
                "The environment changes (rotation, Dynamic Type, direction, device): the keys given merge over the current ones. The progress is kept; the height is the new environment's.",
                "The content or viewport height changes; an offset past the new end moves back to it, as a scroll.",
                "The app sets the progress (`0` expands, `1` collapses); the offset moves with it as a snap moves it.",
                "The status bar is tapped: the content goes to the top (`-contentInsetTop`) and the bar expands."
              ],
              "examples": [
                "scroll"
              ]
            },
            "offset": {
              "title": "Content offset",
              "description": "beginDrag, scroll, endDrag and endDecelerate only (required there): contentOffset.y in points, as UIKit gives it: at rest at the top it is minus the top inset (-contentInsetTop); it grows as the content moves up. Clamped to at most max(contentHeight - viewportHeight, -contentInsetTop).",
              "markdownDescription": "`beginDrag`, `scroll`, `endDrag` and `endDecelerate` only (required there): `contentOffset.y` in points, as UIKit gives it: at rest at the top it is minus the top inset (`-contentInsetTop`); it grows as the content moves up. Clamped to at most `max(contentHeight - viewportHeight, -contentInsetTop)`.",
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
            },
            "device": {
              "title": "Device",
              "description": "environment only: a device preset (headerspec devices lists them), as --device names it.",
              "markdownDescription": "`environment` only: a device preset (`headerspec devices` lists them), as `--device` names it.",
              "enum": [
                "iPhone SE 3rd generation",
                "iPhone 11 Pro",
                "iPhone 11",
                "iPhone 14",
                "iPhone 15",
                "iPhone 15 Pro Max",
                "iPhone 16",
                "iPhone 16 Plus",
                "iPhone 16e",
                "iPhone 16 Pro",
                "iPhone 16 Pro Max",
                "iPhone 17",
                "iPhone 17 Pro",
                "iPhone 17 Pro Max",
                "iPhone Air",
                "iPad mini (A17 Pro)",
                "iPad Pro 11-inch"
              ],
              "examples": [
                "iPhone 15"
              ]
            },
            "orientation": {
              "title": "Orientation",
              "description": "environment only: portrait or landscape, as --orientation.",
              "markdownDescription": "`environment` only: `portrait` or `landscape`, as `--orientation`.",
              "enum": [
                "portrait",
                "landscape"
              ],
              "examples": [
                "landscape"
              ]
            },
            "contentSize": {
              "title": "Content size",
              "description": "environment only: the Dynamic Type content size category, as --content-size.",
              "markdownDescription": "`environment` only: the Dynamic Type content size category, as `--content-size`.",
              "enum": [
                "xS",
                "S",
                "M",
                "L",
                "xL",
                "xxL",
                "xxxL",
                "AX1",
                "AX2",
                "AX3",
                "AX4",
                "AX5"
              ],
              "examples": [
                "AX2"
              ]
            },
            "layoutDirection": {
              "title": "Layout direction",
              "description": "environment only: ltr or rtl, as --layout-direction.",
              "markdownDescription": "`environment` only: `ltr` or `rtl`, as `--layout-direction`.",
              "enum": [
                "ltr",
                "rtl"
              ],
              "examples": [
                "rtl"
              ]
            },
            "width": {
              "title": "Width",
              "description": "environment only: a custom screen width in points (> 0), over the device's, as --width.",
              "markdownDescription": "`environment` only: a custom screen width in points (> 0), over the device's, as `--width`.",
              "type": "number",
              "exclusiveMinimum": 0,
              "examples": [
                400
              ]
            },
            "topInset": {
              "title": "Top inset",
              "description": "environment only: a custom top safe-area inset in points (>= 0), over the device's, as --top-inset.",
              "markdownDescription": "`environment` only: a custom top safe-area inset in points (>= 0), over the device's, as `--top-inset`.",
              "type": "number",
              "minimum": 0,
              "examples": [
                0
              ]
            },
            "contentHeight": {
              "title": "Content height",
              "description": "contentHeight only: the new contentSize.height in points, >= 0.",
              "markdownDescription": "`contentHeight` only: the new `contentSize.height` in points, >= 0.",
              "type": "number",
              "minimum": 0,
              "examples": [
                900
              ]
            },
            "viewportHeight": {
              "title": "Viewport height",
              "description": "contentHeight only: the new bounds.height of the scroll view in points, > 0.",
              "markdownDescription": "`contentHeight` only: the new `bounds.height` of the scroll view in points, > 0.",
              "type": "number",
              "exclusiveMinimum": 0,
              "examples": [
                700
              ]
            },
            "progress": {
              "title": "Progress",
              "description": "setProgress only (required there): the progress to move to, 0 (expanded) to 1 (collapsed).",
              "markdownDescription": "`setProgress` only (required there): the progress to move to, `0` (expanded) to `1` (collapsed).",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "examples": [
                1
              ]
            },
            "animated": {
              "title": "Animated",
              "description": "setProgress only: whether the app animates the move (as a snap, 0.15 s); the record is the same. Default false.",
              "markdownDescription": "`setProgress` only: whether the app animates the move (as a snap, 0.15 s); the record is the same. Default `false`.",
              "type": "boolean",
              "default": false,
              "examples": [
                true
              ]
            },
            "expect": {
              "$ref": "#/$defs/expectation"
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
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "enum": [
                      "environment",
                      "contentHeight",
                      "setProgress",
                      "scrollToTop"
                    ]
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "properties": {
                  "offset": false
                }
              },
              "else": {
                "required": [
                  "offset"
                ]
              }
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "enum": [
                      "beginDrag",
                      "scroll",
                      "endDrag",
                      "endDecelerate",
                      "contentHeight",
                      "setProgress",
                      "scrollToTop"
                    ]
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "properties": {
                  "device": false,
                  "orientation": false,
                  "contentSize": false,
                  "layoutDirection": false,
                  "width": false,
                  "topInset": false
                }
              }
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "const": "contentHeight"
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "anyOf": [
                  {
                    "required": [
                      "contentHeight"
                    ]
                  },
                  {
                    "required": [
                      "viewportHeight"
                    ]
                  }
                ]
              }
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "enum": [
                      "beginDrag",
                      "scroll",
                      "endDrag",
                      "endDecelerate",
                      "environment",
                      "setProgress",
                      "scrollToTop"
                    ]
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "properties": {
                  "contentHeight": false,
                  "viewportHeight": false
                }
              }
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "const": "setProgress"
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "required": [
                  "progress"
                ]
              }
            },
            {
              "if": {
                "properties": {
                  "type": {
                    "enum": [
                      "beginDrag",
                      "scroll",
                      "endDrag",
                      "endDecelerate",
                      "environment",
                      "contentHeight",
                      "scrollToTop"
                    ]
                  }
                },
                "required": [
                  "type"
                ]
              },
              "then": {
                "properties": {
                  "progress": false,
                  "animated": false
                }
              }
            }
          ]
        },
        "expectation": {
          "title": "Expected record",
          "description": "What the event's record must be: any subset of progress, height, offset and snappedTo, each compared within tolerance (default 1e-9). headerspec check reports a field that differs at the event; headerspec simulate --write-expectations fills these in.",
          "markdownDescription": "What the event's record must be: any subset of `progress`, `height`, `offset` and `snappedTo`, each compared within `tolerance` (default `1e-9`). `headerspec check` reports a field that differs at the event; `headerspec simulate --write-expectations` fills these in.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "progress": {
              "title": "Expected progress",
              "description": "The progress after the event (0 expanded, 1 collapsed).",
              "markdownDescription": "The progress after the event (`0` expanded, `1` collapsed).",
              "type": "number",
              "examples": [
                1
              ]
            },
            "height": {
              "title": "Expected height",
              "description": "The bar's height in points after the event.",
              "markdownDescription": "The bar's height in points after the event.",
              "type": "number",
              "examples": [
                64
              ]
            },
            "offset": {
              "title": "Expected offset",
              "description": "The content offset (contentOffset.y) after the event and its snap.",
              "markdownDescription": "The content offset (`contentOffset.y`) after the event and its snap.",
              "type": "number",
              "examples": [
                200
              ]
            },
            "snappedTo": {
              "title": "Expected snap",
              "description": "The progress the event snapped to, or null when it must not snap.",
              "markdownDescription": "The progress the event snapped to, or `null` when it must not snap.",
              "type": [
                "number",
                "null"
              ],
              "examples": [
                1,
                null
              ]
            },
            "tolerance": {
              "title": "Tolerance",
              "description": "How far a number may be from the expected one (absolute, >= 0). Default 1e-9.",
              "markdownDescription": "How far a number may be from the expected one (absolute, >= 0). Default `1e-9`.",
              "type": "number",
              "minimum": 0,
              "default": 1e-09,
              "examples": [
                0.001
              ]
            }
          },
          "examples": [
            {
              "progress": 1,
              "height": 64,
              "offset": 200,
              "snappedTo": null
            }
          ]
        }
      }
    }
    """## + "\n"
}
