/// The text of `Schemas/header-spec.schema.json`, embedded so that the analysis layer needs no
/// files. `EmbeddedSchemaTests` fails when the two differ and, with `UPDATE_GOLDEN=1`, rewrites
/// this file from the schema (and still fails, so a recording is never green).
///
/// Generated: do not edit by hand.
enum EmbeddedSchema {
  /// The schema's bytes as UTF-8 text, final newline included.
  static let text: String =
    ##"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json",
      "$comment": "HeaderSpec header spec, format 1 (Schemas/FORMAT.md). Schema-level validity equals 'no schema-level error in HeaderSpec'; every choice is listed in Schemas/README.md. Keys beyond JSON Schema (markdownDescription, enumDescriptions, markdownEnumDescriptions, defaultSnippets, deprecationMessage, doNotSuggest) are VS Code's.",
      "title": "Header spec",
      "description": "A HeaderSpec header spec (*.header.json), format 1: a collapsing iOS header bar in the BLKFlexibleHeightBar model: the bar's heights, the behaviour that maps scrolling to progress, snapping, and keyframed subviews. Unknown keys are errors.",
      "markdownDescription": "A HeaderSpec header spec (`*.header.json`), format 1: a collapsing iOS header bar in the BLKFlexibleHeightBar model: the bar's heights, the behaviour that maps scrolling to progress, snapping, and keyframed subviews. Unknown keys are errors.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "bar",
        "behavior"
      ],
      "properties": {
        "$schema": {
          "title": "Schema",
          "description": "The JSON Schema of this document, for editors, e.g. ../Schemas/header-spec.schema.json or https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json. Optional; any string.",
          "markdownDescription": "The JSON Schema of this document, for editors, e.g. `../Schemas/header-spec.schema.json` or `https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json`. Optional; any string.",
          "type": "string",
          "examples": [
            "../Schemas/header-spec.schema.json"
          ]
        },
        "version": {
          "title": "Format version",
          "description": "The format version: only 1 (the default).",
          "markdownDescription": "The format version: only `1` (the default).",
          "const": 1,
          "default": 1,
          "examples": [
            1
          ]
        },
        "name": {
          "title": "Name",
          "description": "The header's name, e.g. the view class it describes. Optional; any string.",
          "markdownDescription": "The header's name, e.g. the view class it describes. Optional; any string.",
          "type": "string",
          "examples": [
            "ProfileHeader"
          ]
        },
        "width": {
          "title": "Reference width",
          "description": "The bar's width in points, > 0, used for previews and anchors (trailing, centerX). An environment's width replaces it. Default 375 (iPhone 6 to 8).",
          "markdownDescription": "The bar's width in points, > 0, used for previews and anchors (`trailing`, `centerX`). An environment's width replaces it. Default `375` (iPhone 6 to 8).",
          "type": "number",
          "exclusiveMinimum": 0,
          "default": 375,
          "examples": [
            375,
            390,
            414
          ]
        },
        "bar": {
          "title": "Bar",
          "description": "The bar itself: its height range and whether it clips its subviews. The height at progress p is maxHeight - (maxHeight - minHeight) * p.",
          "markdownDescription": "The bar itself: its height range and whether it clips its subviews. The height at progress `p` is `maxHeight - (maxHeight - minHeight) * p`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "maxHeight": {
              "title": "Maximum height",
              "description": "The bar's height at progress 0 (fully expanded), in points; > 0. Required, except with a largeTitle behaviour, where it defaults to 96.5 (the iOS 11 large-title navigation bar). Must not be below minHeight (a geometry diagnostic, not a schema rule).",
              "markdownDescription": "The bar's height at progress 0 (fully expanded), in points; > 0. Required, except with a `largeTitle` behaviour, where it defaults to `96.5` (the iOS 11 large-title navigation bar). Must not be below `minHeight` (a geometry diagnostic, not a schema rule).",
              "type": "number",
              "exclusiveMinimum": 0,
              "examples": [
                200,
                105,
                96.5
              ]
            },
            "minHeight": {
              "title": "Minimum height",
              "description": "The bar's height at progress 1 (fully collapsed), in points; >= 0. Default 20 (BLKFlexibleHeightBar's default); 44 with a largeTitle behaviour. minHeight > maxHeight is a geometry diagnostic, not a schema rule.",
              "markdownDescription": "The bar's height at progress 1 (fully collapsed), in points; >= 0. Default `20` (BLKFlexibleHeightBar's default); `44` with a `largeTitle` behaviour. `minHeight > maxHeight` is a geometry diagnostic, not a schema rule.",
              "type": "number",
              "minimum": 0,
              "default": 20,
              "examples": [
                20,
                44,
                65
              ]
            },
            "clipsToBounds": {
              "title": "Clips to bounds",
              "description": "Whether the bar clips its subviews (UIView.clipsToBounds). Decides whether a subview outside the bar is reported as clipped (warning) or merely overflowing (information). Default false.",
              "markdownDescription": "Whether the bar clips its subviews (`UIView.clipsToBounds`). Decides whether a subview outside the bar is reported as clipped (warning) or merely overflowing (information). Default `false`.",
              "type": "boolean",
              "default": false,
              "examples": [
                true
              ]
            },
            "compact": {
              "title": "Compact heights",
              "description": "The bar's heights in a compact vertical size class (an iPhone in landscape), instead of maxHeight and minHeight there: a profile bar 264 pt tall in portrait and 140 in landscape. Written like them (for the reference top inset, so a bar under the status bar loses it in landscape, where the status bar is hidden). Each left out keeps the regular one. A largeTitle bar is the inline bar there: only minHeight counts. minHeight above maxHeight here is an error at the override (a geometry diagnostic).",
              "markdownDescription": "The bar's heights in a compact vertical size class (an iPhone in landscape), instead of `maxHeight` and `minHeight` there: a profile bar 264 pt tall in portrait and 140 in landscape. Written like them (for the reference top inset, so a bar under the status bar loses it in landscape, where the status bar is hidden). Each left out keeps the regular one. A `largeTitle` bar is the inline bar there: only `minHeight` counts. `minHeight` above `maxHeight` here is an error at the override (a geometry diagnostic).",
              "type": "object",
              "additionalProperties": false,
              "minProperties": 1,
              "properties": {
                "maxHeight": {
                  "title": "Compact maximum height",
                  "description": "The bar's height at progress 0 in a compact vertical size class, in points; > 0. Default: maxHeight.",
                  "markdownDescription": "The bar's height at progress 0 in a compact vertical size class, in points; > 0. Default: `maxHeight`.",
                  "type": "number",
                  "exclusiveMinimum": 0,
                  "examples": [
                    140
                  ]
                },
                "minHeight": {
                  "title": "Compact minimum height",
                  "description": "The bar's height at progress 1 in a compact vertical size class, in points; >= 0. Default: minHeight.",
                  "markdownDescription": "The bar's height at progress 1 in a compact vertical size class, in points; >= 0. Default: `minHeight`.",
                  "type": "number",
                  "minimum": 0,
                  "examples": [
                    64
                  ]
                }
              },
              "examples": [
                {
                  "maxHeight": 140,
                  "minHeight": 64
                }
              ]
            }
          },
          "defaultSnippets": [
            {
              "label": "bar",
              "description": "A bar from 200 to 65 pt",
              "body": {
                "maxHeight": "^${1:200}",
                "minHeight": "^${2:65}"
              }
            }
          ],
          "examples": [
            {
              "maxHeight": 200,
              "minHeight": 65
            }
          ]
        },
        "behavior": {
          "title": "Behaviour",
          "description": "How scrolling maps to the bar's progress (a BLKFlexibleHeightBar behaviour definer) and where the bar snaps when scrolling stops. Keys that belong to another kind are accepted by the schema; HeaderSpec reports them as warnings (they are ignored).",
          "markdownDescription": "How scrolling maps to the bar's progress (a BLKFlexibleHeightBar behaviour definer) and where the bar snaps when scrolling stops. Keys that belong to another `kind` are accepted by the schema; HeaderSpec reports them as warnings (they are ignored).",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "kind"
          ],
          "properties": {
            "kind": {
              "title": "Behaviour kind",
              "description": "Which behaviour maps scroll events to progress: squareCash, facebook, safari, largeTitle or fixed.",
              "markdownDescription": "Which behaviour maps scroll events to progress: `squareCash`, `facebook`, `safari`, `largeTitle` or `fixed`.",
              "examples": [
                "squareCash"
              ],
              "enum": [
                "squareCash",
                "facebook",
                "safari",
                "largeTitle",
                "fixed"
              ],
              "enumDescriptions": [
                "Square Cash style (BLK SquareCashStyleBehaviorDefiner): progress follows the content offset, p = (y + contentInsetTop) / (maxHeight - minHeight).",
                "Facebook style (BLK FacebookStyleBarBehaviorDefiner): the bar hides when scrolling down and comes back on any scroll up, after the thresholds.",
                "Safari style: collapses when the content moves up, reveals only after a fling down faster than velocityThreshold.",
                "The iOS 11 large-title navigation bar (96.5 to 44 pt by default): the squareCash mapping, elastic; see displayMode.",
                "A bar that never moves: progress is always 0."
              ],
              "markdownEnumDescriptions": [
                "Square Cash style (BLK `SquareCashStyleBehaviorDefiner`): progress follows the content offset, `p = (y + contentInsetTop) / (maxHeight - minHeight)`.",
                "Facebook style (BLK `FacebookStyleBarBehaviorDefiner`): the bar hides when scrolling down and comes back on any scroll up, after the `thresholds`.",
                "Safari style: collapses when the content moves up, reveals only after a fling down faster than `velocityThreshold`.",
                "The iOS 11 large-title navigation bar (96.5 to 44 pt by default): the `squareCash` mapping, elastic; see `displayMode`.",
                "A bar that never moves: progress is always 0."
              ]
            },
            "elastic": {
              "title": "Elastic top",
              "description": "BLK elasticMaximumHeightAtTop: the bar may stretch above maxHeight when the content is pulled down past the top (1 pt per pt of overscroll). Default false; true for largeTitle.",
              "markdownDescription": "BLK `elasticMaximumHeightAtTop`: the bar may stretch above `maxHeight` when the content is pulled down past the top (1 pt per pt of overscroll). Default `false`; `true` for `largeTitle`.",
              "type": "boolean",
              "default": false,
              "examples": [
                true
              ]
            },
            "stretchLimit": {
              "title": "Stretch limit",
              "description": "The tallest an elastic bar may stretch, in points (a cap on the height, not on the progress). Should be >= bar.maxHeight and only makes sense with elastic; both are HeaderSpec diagnostics, not schema rules (any number is schema-valid). LargeTitleStyle's maxStretchMode is stretchLimit equal to maxHeight.",
              "markdownDescription": "The tallest an elastic bar may stretch, in points (a cap on the height, not on the progress). Should be >= `bar.maxHeight` and only makes sense with `elastic`; both are HeaderSpec diagnostics, not schema rules (any number is schema-valid). LargeTitleStyle's `maxStretchMode` is `stretchLimit` equal to `maxHeight`.",
              "type": "number",
              "examples": [
                96.5,
                260
              ]
            },
            "contentInsetTop": {
              "title": "Content inset top",
              "description": "The scroll view's contentInset.top, in points. Default: bar.maxHeight. Any number.",
              "markdownDescription": "The scroll view's `contentInset.top`, in points. Default: `bar.maxHeight`. Any number.",
              "type": "number",
              "examples": [
                200,
                105
              ]
            },
            "thresholds": {
              "title": "Thresholds (facebook)",
              "description": "BLK FacebookStyleBarBehaviorDefiner thresholds, in points of scrolling, each >= 0. Ignored unless kind is facebook: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "markdownDescription": "BLK `FacebookStyleBarBehaviorDefiner` thresholds, in points of scrolling, each >= 0. Ignored unless `kind` is `facebook`: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "fromTop": {
                  "title": "Threshold from top",
                  "description": "thresholdFromTop: points to scroll before the bar starts hiding when the drag starts exactly at the top. Default 0.",
                  "markdownDescription": "`thresholdFromTop`: points to scroll before the bar starts hiding when the drag starts exactly at the top. Default `0`.",
                  "type": "number",
                  "minimum": 0,
                  "default": 0,
                  "examples": [
                    0,
                    20
                  ]
                },
                "negativeDirection": {
                  "title": "Threshold, negative direction",
                  "description": "thresholdNegativeDirection: points to scroll up before a collapsed bar starts coming back (only when the bar is fully collapsed and there is enough runway). Default 0.",
                  "markdownDescription": "`thresholdNegativeDirection`: points to scroll up before a collapsed bar starts coming back (only when the bar is fully collapsed and there is enough runway). Default `0`.",
                  "type": "number",
                  "minimum": 0,
                  "default": 0,
                  "examples": [
                    140
                  ]
                },
                "positiveDirection": {
                  "title": "Threshold, positive direction",
                  "description": "thresholdPositiveDirection: points to scroll down before an expanded bar starts hiding (only when the bar is fully expanded and enough content remains below). Default 0.",
                  "markdownDescription": "`thresholdPositiveDirection`: points to scroll down before an expanded bar starts hiding (only when the bar is fully expanded and enough content remains below). Default `0`.",
                  "type": "number",
                  "minimum": 0,
                  "default": 0,
                  "examples": [
                    0,
                    30
                  ]
                }
              },
              "defaultSnippets": [
                {
                  "label": "thresholds",
                  "body": {
                    "fromTop": "^${1:0}",
                    "negativeDirection": "^${2:140}",
                    "positiveDirection": "^${3:0}"
                  }
                }
              ],
              "examples": [
                {
                  "negativeDirection": 140
                }
              ]
            },
            "velocityThreshold": {
              "title": "Velocity threshold (safari)",
              "description": "Fling speed in pt/s, > 0, at which the end of a drag snaps: a fling down (velocity <= -threshold) arms the bar and reveals it, a fling up (velocity >= threshold) collapses it. Default 300. Ignored unless kind is safari: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "markdownDescription": "Fling speed in pt/s, > 0, at which the end of a drag snaps: a fling down (velocity <= -threshold) arms the bar and reveals it, a fling up (velocity >= threshold) collapses it. Default `300`. Ignored unless `kind` is `safari`: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "type": "number",
              "exclusiveMinimum": 0,
              "default": 300,
              "examples": [
                300,
                500
              ]
            },
            "displayMode": {
              "title": "Large title display mode (largeTitle)",
              "description": "UINavigationItem.largeTitleDisplayMode. automatic (default) and always collapse on scroll; never pins the bar at minHeight. Ignored unless kind is largeTitle: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "markdownDescription": "`UINavigationItem.largeTitleDisplayMode`. `automatic` (default) and `always` collapse on scroll; `never` pins the bar at `minHeight`. Ignored unless `kind` is `largeTitle`: under another kind the key is still type-checked, and HeaderSpec reports it as a warning (\"ignored by ...\"), not an error.",
              "default": "automatic",
              "examples": [
                "automatic"
              ],
              "enum": [
                "automatic",
                "always",
                "never"
              ],
              "enumDescriptions": [
                "The default: the large title shows at the top and the bar collapses on scroll.",
                "The large title always shows at the top; the bar still collapses on scroll.",
                "No large title: the bar is pinned at minHeight (progress 1) and never snaps."
              ],
              "markdownEnumDescriptions": [
                "The default: the large title shows at the top and the bar collapses on scroll.",
                "The large title always shows at the top; the bar still collapses on scroll.",
                "No large title: the bar is pinned at `minHeight` (progress 1) and never snaps."
              ]
            },
            "snappingEnabled": {
              "title": "Snapping enabled",
              "description": "BLK snappingEnabled: whether the bar snaps to a range's target when scrolling ends. Default true.",
              "markdownDescription": "BLK `snappingEnabled`: whether the bar snaps to a range's target when scrolling ends. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "snapping": {
              "title": "Snapping ranges",
              "description": "Ranges { \"target\", \"from\", \"to\" } of progress, each in [0, 1]. The first range in document order that contains the progress when scrolling ends gives the target. Overlaps (error), gaps (warning) and from > to are HeaderSpec snapping diagnostics, not schema rules. Default: none.",
              "markdownDescription": "Ranges `{ \"target\", \"from\", \"to\" }` of progress, each in [0, 1]. The first range in document order that contains the progress when scrolling ends gives the target. Overlaps (error), gaps (warning) and `from > to` are HeaderSpec snapping diagnostics, not schema rules. Default: none.",
              "type": "array",
              "items": {
                "$ref": "#/$defs/snappingRange"
              },
              "default": [],
              "defaultSnippets": [
                {
                  "label": "snap to the nearest end",
                  "description": "0 for [0, 0.5], 1 for [0.5, 1]",
                  "body": [
                    {
                      "target": 0,
                      "from": 0,
                      "to": 0.5
                    },
                    {
                      "target": 1,
                      "from": 0.5,
                      "to": 1
                    }
                  ]
                }
              ],
              "examples": [
                [
                  {
                    "target": 0,
                    "from": 0,
                    "to": 0.5
                  },
                  {
                    "target": 1,
                    "from": 0.5,
                    "to": 1
                  }
                ]
              ]
            },
            "compact": {
              "title": "Compact scroll view inset",
              "description": "The behaviour's numbers in a compact vertical size class (an iPhone in landscape): contentInsetTop there, instead of the regular one. Left out, the regular contentInsetTop applies, whose default is the bar's maxHeight there (bar.compact.maxHeight when given).",
              "markdownDescription": "The behaviour's numbers in a compact vertical size class (an iPhone in landscape): `contentInsetTop` there, instead of the regular one. Left out, the regular `contentInsetTop` applies, whose default is the bar's `maxHeight` there (`bar.compact.maxHeight` when given).",
              "type": "object",
              "additionalProperties": false,
              "minProperties": 1,
              "properties": {
                "contentInsetTop": {
                  "title": "Compact content inset top",
                  "description": "The scroll view's contentInset.top in a compact vertical size class, in points. Default: contentInsetTop, or the compact maxHeight. Any number.",
                  "markdownDescription": "The scroll view's `contentInset.top` in a compact vertical size class, in points. Default: `contentInsetTop`, or the compact `maxHeight`. Any number.",
                  "type": "number",
                  "examples": [
                    140
                  ]
                }
              },
              "examples": [
                {
                  "contentInsetTop": 140
                }
              ]
            }
          },
          "allOf": [
            {
              "$comment": "Keys of kind facebook are accepted under another kind; VS Code shows them struck through, HeaderSpec warns.",
              "if": {
                "properties": {
                  "kind": {
                    "const": "facebook"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "else": {
                "properties": {
                  "thresholds": {
                    "deprecationMessage": "Ignored: only the facebook behaviour uses thresholds."
                  }
                }
              }
            },
            {
              "$comment": "Keys of kind safari are accepted under another kind; VS Code shows them struck through, HeaderSpec warns.",
              "if": {
                "properties": {
                  "kind": {
                    "const": "safari"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "else": {
                "properties": {
                  "velocityThreshold": {
                    "deprecationMessage": "Ignored: only the safari behaviour uses velocityThreshold."
                  }
                }
              }
            },
            {
              "$comment": "Keys of kind largeTitle are accepted under another kind; VS Code shows them struck through, HeaderSpec warns.",
              "if": {
                "properties": {
                  "kind": {
                    "const": "largeTitle"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "else": {
                "properties": {
                  "displayMode": {
                    "deprecationMessage": "Ignored: only the largeTitle behaviour uses displayMode."
                  }
                }
              }
            }
          ],
          "defaultSnippets": [
            {
              "label": "squareCash behaviour",
              "body": {
                "kind": "squareCash",
                "elastic": true,
                "snapping": [
                  {
                    "target": 0,
                    "from": 0,
                    "to": 0.5
                  },
                  {
                    "target": 1,
                    "from": 0.5,
                    "to": 1
                  }
                ]
              }
            },
            {
              "label": "facebook behaviour",
              "body": {
                "kind": "facebook",
                "thresholds": {
                  "negativeDirection": "^${1:140}"
                },
                "snapping": [
                  {
                    "target": 0,
                    "from": 0,
                    "to": 0.5
                  },
                  {
                    "target": 1,
                    "from": 0.5,
                    "to": 1
                  }
                ]
              }
            },
            {
              "label": "safari behaviour",
              "body": {
                "kind": "safari",
                "velocityThreshold": "^${1:300}",
                "snapping": [
                  {
                    "target": 0,
                    "from": 0,
                    "to": 0.5
                  },
                  {
                    "target": 1,
                    "from": 0.5,
                    "to": 1
                  }
                ]
              }
            },
            {
              "label": "largeTitle behaviour",
              "body": {
                "kind": "largeTitle",
                "displayMode": "${1|automatic,always,never|}"
              }
            },
            {
              "label": "fixed behaviour",
              "body": {
                "kind": "fixed"
              }
            }
          ],
          "examples": [
            {
              "kind": "squareCash",
              "elastic": true
            }
          ]
        },
        "subviews": {
          "title": "Subviews",
          "description": "The bar's subviews, each with an id, a kind and (except titleMenu) keyframes. Default: none.",
          "markdownDescription": "The bar's subviews, each with an `id`, a `kind` and (except `titleMenu`) `keyframes`. Default: none.",
          "type": "array",
          "items": {
            "$ref": "#/$defs/subview"
          },
          "default": [],
          "examples": [
            []
          ]
        },
        "statusBar": {
          "title": "Status bar",
          "description": "How the bar relates to the status bar. Default: a largeTitle bar sits below it; every other bar extends under it and is written for a top inset of 20.",
          "markdownDescription": "How the bar relates to the status bar. Default: a `largeTitle` bar sits below it; every other bar extends under it and is written for a top inset of `20`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "extendsUnder": {
              "title": "Extends under the status bar",
              "description": "Whether the bar reaches up under the status bar (BLKFlexibleHeightBar's style): on a device whose top inset is t, its heights and every subview's y grow by t minus the reference inset. Otherwise the bar is placed at y = t. Default: false for largeTitle, true otherwise.",
              "markdownDescription": "Whether the bar reaches up under the status bar (BLKFlexibleHeightBar's style): on a device whose top inset is `t`, its heights and every subview's `y` grow by `t` minus the reference inset. Otherwise the bar is placed at `y = t`. Default: `false` for `largeTitle`, `true` otherwise.",
              "type": "boolean",
              "examples": [
                true,
                false
              ]
            },
            "referenceTopInset": {
              "title": "Reference top inset",
              "description": "The top safe-area inset, in points >= 0, that the spec's numbers are written for. Default 20 (the status bar of iOS 7 to 10).",
              "markdownDescription": "The top safe-area inset, in points >= 0, that the spec's numbers are written for. Default `20` (the status bar of iOS 7 to 10).",
              "type": "number",
              "minimum": 0,
              "default": 20,
              "examples": [
                20,
                44,
                59
              ]
            }
          },
          "examples": [
            {
              "extendsUnder": true,
              "referenceTopInset": 20
            }
          ]
        },
        "supports": {
          "title": "Supported environments",
          "description": "The environments the header must work in: check runs every combination of the listed devices, orientations, content sizes and layout directions, and reports each problem with the environments where it happens. A list left out means portrait, L or ltr alone.",
          "markdownDescription": "The environments the header must work in: `check` runs every combination of the listed devices, orientations, content sizes and layout directions, and reports each problem with the environments where it happens. A list left out means `portrait`, `L` or `ltr` alone.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "devices": {
              "title": "Devices",
              "description": "Device presets, as headerspec devices lists them.",
              "markdownDescription": "Device presets, as `headerspec devices` lists them.",
              "type": "array",
              "items": {
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
                "enumDescriptions": [
                  "375 x 667 pt; safe area (top, leading, bottom, trailing) 20, 0, 0, 0 in portrait, 0, 0, 0, 0 in landscape; in landscape a large-title bar is the inline bar, 32 pt",
                  "375 x 812 pt; safe area (top, leading, bottom, trailing) 44, 0, 34, 0 in portrait, 0, 44, 21, 44 in landscape; in landscape a large-title bar is the inline bar, 32 pt",
                  "414 x 896 pt; safe area (top, leading, bottom, trailing) 48, 0, 34, 0 in portrait, 0, 48, 21, 48 in landscape; in landscape a large-title bar is the inline bar, 44 pt; estimated: top inset, bottom inset",
                  "390 x 844 pt; safe area (top, leading, bottom, trailing) 47, 0, 34, 0 in portrait, 0, 47, 21, 47 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: bottom inset",
                  "393 x 852 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait, 0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: top inset, bottom inset",
                  "430 x 932 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait, 0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 44 pt; estimated: bottom inset",
                  "393 x 852 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait, 0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: top inset, bottom inset",
                  "430 x 932 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait, 0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 44 pt; estimated: top inset, bottom inset",
                  "390 x 844 pt; safe area (top, leading, bottom, trailing) 47, 0, 34, 0 in portrait, 0, 47, 21, 47 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: top inset, bottom inset",
                  "402 x 874 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 32 pt",
                  "440 x 956 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 44 pt",
                  "402 x 874 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: top inset, bottom inset",
                  "402 x 874 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 32 pt; estimated: top inset, bottom inset",
                  "440 x 956 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 44 pt; estimated: top inset, bottom inset",
                  "420 x 912 pt; safe area (top, leading, bottom, trailing) 62, 0, 34, 0 in portrait, 0, 62, 21, 62 in landscape; in landscape a large-title bar is the inline bar, 44 pt; estimated: top inset, bottom inset",
                  "744 x 1133 pt; safe area (top, leading, bottom, trailing) 24, 0, 20, 0 in portrait, 24, 0, 20, 0 in landscape; a large-title bar keeps its large title in landscape (a regular height); estimated: top inset, bottom inset",
                  "834 x 1194 pt; safe area (top, leading, bottom, trailing) 24, 0, 20, 0 in portrait, 24, 0, 20, 0 in landscape; a large-title bar keeps its large title in landscape (a regular height); estimated: top inset, bottom inset"
                ]
              },
              "examples": [
                [
                  "iPhone SE 3rd generation",
                  "iPhone 11 Pro"
                ]
              ]
            },
            "orientations": {
              "title": "Orientations",
              "description": "portrait and/or landscape.",
              "markdownDescription": "`portrait` and/or `landscape`.",
              "type": "array",
              "items": {
                "enum": [
                  "portrait",
                  "landscape"
                ],
                "enumDescriptions": [
                  "taller than wide; on an iPhone a regular height, where a large-title bar shows its large title",
                  "wider than tall; on an iPhone a compact height, where a large-title bar is the inline bar"
                ]
              },
              "examples": [
                [
                  "portrait",
                  "landscape"
                ]
              ]
            },
            "contentSizes": {
              "title": "Content sizes",
              "description": "Dynamic Type content size categories: xS, S, M, L, xL, xxL, xxxL, AX1 to AX5.",
              "markdownDescription": "Dynamic Type content size categories: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` to `AX5`.",
              "type": "array",
              "items": {
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
                "enumDescriptions": [
                  "body text 14 pt, large title 31 pt; a large-title bar's title line 38 pt",
                  "body text 15 pt, large title 32 pt; a large-title bar's title line 39 pt",
                  "body text 16 pt, large title 33 pt; a large-title bar's title line 40 pt",
                  "body text 17 pt, large title 34 pt; a large-title bar's title line 41 pt",
                  "body text 19 pt, large title 36 pt; a large-title bar's title line 43 pt",
                  "body text 21 pt, large title 38 pt; a large-title bar's title line 46 pt",
                  "body text 23 pt, large title 40 pt; a large-title bar's title line 48 pt",
                  "body text 28 pt, large title 44 pt; a large-title bar's title line 52 pt",
                  "body text 33 pt, large title 48 pt; a large-title bar's title line 57 pt",
                  "body text 40 pt, large title 52 pt; a large-title bar's title line 61 pt",
                  "body text 47 pt, large title 56 pt; a large-title bar's title line 66 pt",
                  "body text 53 pt, large title 60 pt; a large-title bar's title line 70 pt"
                ]
              },
              "examples": [
                [
                  "xS",
                  "S"
                ]
              ]
            },
            "layoutDirections": {
              "title": "Layout directions",
              "description": "ltr and/or rtl.",
              "markdownDescription": "`ltr` and/or `rtl`.",
              "type": "array",
              "items": {
                "enum": [
                  "ltr",
                  "rtl"
                ],
                "enumDescriptions": [
                  "left to right",
                  "right to left: mirrored subviews' frames are mirrored, leading and trailing anchors swap sides"
                ]
              },
              "examples": [
                [
                  "ltr",
                  "rtl"
                ]
              ]
            }
          },
          "examples": [
            {
              "devices": [
                "iPhone SE 3rd generation",
                "iPhone 15 Pro Max"
              ],
              "orientations": [
                "portrait",
                "landscape"
              ]
            }
          ]
        }
      },
      "allOf": [
        {
          "$comment": "bar.maxHeight is required unless behavior.kind is largeTitle (which defaults it to 96.5).",
          "if": {
            "properties": {
              "behavior": {
                "properties": {
                  "kind": {
                    "const": "largeTitle"
                  }
                },
                "required": [
                  "kind"
                ]
              }
            },
            "required": [
              "behavior"
            ]
          },
          "else": {
            "properties": {
              "bar": {
                "required": [
                  "maxHeight"
                ]
              }
            }
          }
        }
      ],
      "defaultSnippets": [
        {
          "label": "header spec",
          "description": "A whole header spec: bar, behaviour, snapping and one label",
          "body": {
            "$schema": "${1:../Schemas/header-spec.schema.json}",
            "version": 1,
            "name": "${2:ProfileHeader}",
            "width": 375,
            "bar": {
              "maxHeight": "^${3:200}",
              "minHeight": "^${4:65}"
            },
            "behavior": {
              "kind": "${5|squareCash,facebook,safari,largeTitle,fixed|}",
              "snapping": [
                {
                  "target": 0,
                  "from": 0,
                  "to": 0.5
                },
                {
                  "target": 1,
                  "from": 0.5,
                  "to": 1
                }
              ]
            },
            "subviews": [
              {
                "id": "${6:title}",
                "kind": "label",
                "text": "${7:Title}",
                "keyframes": [
                  {
                    "progress": 0,
                    "center": [
                      187.5,
                      150
                    ],
                    "size": [
                      200,
                      26
                    ]
                  },
                  {
                    "progress": 1,
                    "center": [
                      187.5,
                      40
                    ]
                  }
                ]
              }
            ]
          }
        },
        {
          "label": "large-title header spec",
          "description": "An iOS 11 large-title bar (96.5 to 44) with the resizing avatar",
          "body": {
            "$schema": "${1:../Schemas/header-spec.schema.json}",
            "version": 1,
            "name": "${2:LargeTitle}",
            "bar": {
              "maxHeight": 96.5,
              "minHeight": 44
            },
            "behavior": {
              "kind": "largeTitle"
            },
            "subviews": [
              {
                "id": "${1:avatar}",
                "kind": "image",
                "image": "${2:avatar}",
                "cornerRadius": 20,
                "keyframes": [
                  {
                    "progress": 0,
                    "anchor": {
                      "trailing": 16,
                      "bottom": 12
                    },
                    "size": [
                      40,
                      40
                    ]
                  },
                  {
                    "progress": 1,
                    "anchor": {
                      "bottom": 6
                    },
                    "size": [
                      32,
                      32
                    ],
                    "cornerRadius": 16
                  }
                ]
              }
            ]
          }
        }
      ],
      "$defs": {
        "color": {
          "title": "Colour",
          "description": "A colour as #RRGGBB or #RRGGBBAA (hex digits in either case; the alpha byte last).",
          "markdownDescription": "A colour as `#RRGGBB` or `#RRGGBBAA` (hex digits in either case; the alpha byte last).",
          "type": "string",
          "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
          "examples": [
            "#3B5998",
            "#FFFFFFCC"
          ]
        },
        "point": {
          "title": "Point",
          "description": "Two numbers [x, y] in points, bar coordinates (origin at the bar's top-left, y down).",
          "markdownDescription": "Two numbers `[x, y]` in points, bar coordinates (origin at the bar's top-left, y down).",
          "type": "array",
          "items": {
            "type": "number"
          },
          "minItems": 2,
          "maxItems": 2,
          "examples": [
            [
              187.5,
              90
            ]
          ]
        },
        "size": {
          "title": "Size",
          "description": "Two numbers [width, height] in points, each >= 0.",
          "markdownDescription": "Two numbers `[width, height]` in points, each >= 0.",
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 0
          },
          "minItems": 2,
          "maxItems": 2,
          "examples": [
            [
              70,
              70
            ]
          ]
        },
        "snappingRange": {
          "title": "Snapping range",
          "description": "When scrolling ends with the progress p in [from, to] (both ends inclusive), the bar animates to target. The first matching range in document order wins. from > to, overlaps and gaps are snapping diagnostics, not schema rules.",
          "markdownDescription": "When scrolling ends with the progress `p` in `[from, to]` (both ends inclusive), the bar animates to `target`. The first matching range in document order wins. `from > to`, overlaps and gaps are snapping diagnostics, not schema rules.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "target",
            "from",
            "to"
          ],
          "properties": {
            "target": {
              "title": "Target progress",
              "description": "The progress the bar snaps to, in [0, 1]: 0 expanded, 1 collapsed.",
              "markdownDescription": "The progress the bar snaps to, in [0, 1]: `0` expanded, `1` collapsed.",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "examples": [
                0,
                1
              ]
            },
            "from": {
              "title": "From progress",
              "description": "Lower bound of the range, in [0, 1], inclusive. (BLKFlexibleHeightBar truncates bounds to whole percents; HeaderSpec keeps them exact and reports where BLK would differ.)",
              "markdownDescription": "Lower bound of the range, in [0, 1], inclusive. (BLKFlexibleHeightBar truncates bounds to whole percents; HeaderSpec keeps them exact and reports where BLK would differ.)",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "examples": [
                0,
                0.5
              ]
            },
            "to": {
              "title": "To progress",
              "description": "Upper bound of the range, in [0, 1], inclusive; should not be below from (a snapping diagnostic, not a schema rule).",
              "markdownDescription": "Upper bound of the range, in [0, 1], inclusive; should not be below `from` (a snapping diagnostic, not a schema rule).",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "examples": [
                0.5,
                1
              ]
            }
          },
          "defaultSnippets": [
            {
              "label": "snapping range",
              "description": "Snap [from, to] to target",
              "body": {
                "target": "^${1:0}",
                "from": "^${2:0}",
                "to": "^${3:0.5}"
              }
            }
          ],
          "examples": [
            {
              "target": 0,
              "from": 0,
              "to": 0.5
            }
          ]
        },
        "anchor": {
          "title": "Anchor",
          "description": "Edges the view is pinned to: each edge a margin in points from the bar's edge of the same name (resolved against the bar at the current height) or a reference to another subview's edge ({ \"to\": \"avatar.bottom\", \"offset\": 8 }). Per axis: one edge (leading, trailing or centerX; top, bottom or centerY) with a size, or both outer edges (leading and trailing; top and bottom), which give the size. Anchors merge edge by edge: each edge carries forward until a keyframe changes it, null removes one, a centerX (centerY) replaces the outer edges of its axis and an outer edge the centre (so { \"bottom\": 114 } after top and bottom keeps the inherited top, and { \"top\": null, \"bottom\": 6 } pins the bottom alone); the resolved anchor needs one edge of each axis (a geometry diagnostic).",
          "markdownDescription": "Edges the view is pinned to: each edge a margin in points from the bar's edge of the same name (resolved against the bar at the current height) or a reference to another subview's edge (`{ \"to\": \"avatar.bottom\", \"offset\": 8 }`). Per axis: one edge (`leading`, `trailing` or `centerX`; `top`, `bottom` or `centerY`) with a size, or both outer edges (`leading` and `trailing`; `top` and `bottom`), which give the size. Anchors merge edge by edge: each edge carries forward until a keyframe changes it, `null` removes one, a `centerX` (`centerY`) replaces the outer edges of its axis and an outer edge the centre (so `{ \"bottom\": 114 }` after `top` and `bottom` keeps the inherited `top`, and `{ \"top\": null, \"bottom\": 6 }` pins the bottom alone); the resolved anchor needs one edge of each axis (a geometry diagnostic).",
          "type": "object",
          "additionalProperties": false,
          "minProperties": 1,
          "properties": {
            "leading": {
              "title": "leading",
              "description": "Horizontal edge: distance in points from the bar's left edge to the view's left edge (centre x = n + w/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Horizontal edge: distance in points from the bar's left edge to the view's left edge (centre x = n + w/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                16
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            },
            "trailing": {
              "title": "trailing",
              "description": "Horizontal edge: distance in points from the bar's right edge (the reference width) to the view's right edge (centre x = width - n - w/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Horizontal edge: distance in points from the bar's right edge (the reference `width`) to the view's right edge (centre x = width - n - w/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                16
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            },
            "centerX": {
              "title": "centerX",
              "description": "Horizontal edge: offset in points of the view's centre from the bar's centre (centre x = width/2 + n). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Horizontal edge: offset in points of the view's centre from the bar's centre (centre x = width/2 + n). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                0
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            },
            "top": {
              "title": "top",
              "description": "Vertical edge: distance in points from the bar's top to the view's top (centre y = n + h/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Vertical edge: distance in points from the bar's top to the view's top (centre y = n + h/2). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                12
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            },
            "bottom": {
              "title": "bottom",
              "description": "Vertical edge: distance in points from the bar's current bottom (its height at this progress) to the view's bottom (centre y = H - n - h/2). A view pinned to the bottom rides the bottom edge, also while the bar stretches. Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Vertical edge: distance in points from the bar's current bottom (its height at this progress) to the view's bottom (centre y = H - n - h/2). A view pinned to the bottom rides the bottom edge, also while the bar stretches. Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                12
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            },
            "centerY": {
              "title": "centerY",
              "description": "Vertical edge: offset in points of the view's centre from the bar's vertical centre at the current height (centre y = H/2 + n). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "markdownDescription": "Vertical edge: offset in points of the view's centre from the bar's vertical centre at the current height (centre y = H/2 + n). Or a reference to another subview's edge, or null to remove the edge a previous keyframe pinned.",
              "examples": [
                0
              ],
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/anchorReference"
                },
                {
                  "type": "null"
                }
              ]
            }
          },
          "dependentSchemas": {
            "leading": {
              "properties": {
                "centerX": false
              }
            },
            "trailing": {
              "properties": {
                "centerX": false
              }
            },
            "top": {
              "properties": {
                "centerY": false
              }
            },
            "bottom": {
              "properties": {
                "centerY": false
              }
            }
          },
          "dependencies": {
            "leading": {
              "properties": {
                "centerX": false
              }
            },
            "trailing": {
              "properties": {
                "centerX": false
              }
            },
            "top": {
              "properties": {
                "centerY": false
              }
            },
            "bottom": {
              "properties": {
                "centerY": false
              }
            }
          },
          "defaultSnippets": [
            {
              "label": "trailing/bottom",
              "body": {
                "trailing": "^${1:16}",
                "bottom": "^${2:12}"
              }
            },
            {
              "label": "leading/top",
              "body": {
                "leading": "^${1:16}",
                "top": "^${2:8}"
              }
            },
            {
              "label": "below another subview",
              "body": {
                "leading": {
                  "to": "${1:id}.leading"
                },
                "top": {
                  "to": "${1:id}.bottom",
                  "offset": "^${2:8}"
                }
              }
            }
          ],
          "examples": [
            {
              "trailing": 16,
              "bottom": 12
            }
          ]
        },
        "safeAreaEdges": {
          "title": "Ignores safe area",
          "description": "The safe-area edges this subview's anchors ignore, as SwiftUI's ignoresSafeArea(edges:): on these edges its anchors measure from the bar's bounds in every environment instead of moving in by the safe area (a top anchor by the top inset minus the reference 20, leading and trailing anchors by the side insets). top, leading, trailing, horizontal (leading and trailing) or all. A banner anchored 0 to every edge with [\"all\"] is [0, 0, W, H] on every device and orientation. Default: none.",
          "markdownDescription": "The safe-area edges this subview's anchors ignore, as SwiftUI's `ignoresSafeArea(edges:)`: on these edges its anchors measure from the bar's bounds in every environment instead of moving in by the safe area (a `top` anchor by the top inset minus the reference 20, `leading` and `trailing` anchors by the side insets). `top`, `leading`, `trailing`, `horizontal` (leading and trailing) or `all`. A banner anchored 0 to every edge with `[\"all\"]` is `[0, 0, W, H]` on every device and orientation. Default: none.",
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "top",
              "leading",
              "trailing",
              "horizontal",
              "all"
            ],
            "enumDescriptions": [
              "Top anchors stay where they are written: they do not move down by the top inset minus the reference 20.",
              "Leading anchors measure from the bar's leading edge, not the safe area's.",
              "Trailing anchors measure from the bar's trailing edge, not the safe area's.",
              "Leading and trailing.",
              "Top, leading and trailing: full bleed."
            ],
            "markdownEnumDescriptions": [
              "`top` anchors stay where they are written: they do not move down by the top inset minus the reference 20.",
              "`leading` anchors measure from the bar's leading edge, not the safe area's.",
              "`trailing` anchors measure from the bar's trailing edge, not the safe area's.",
              "`leading` and `trailing`.",
              "`top`, `leading` and `trailing`: full bleed."
            ]
          },
          "examples": [
            [
              "all"
            ],
            [
              "top"
            ],
            [
              "horizontal"
            ]
          ]
        },
        "transform": {
          "title": "Transform",
          "description": "Either parts { \"scaledTranslate\": [tx, ty], \"scale\": s | [sx, sy], \"rotate\": degrees, \"translate\": [tx, ty] } (composed as scaledTranslate, then scale, then rotate, then translate, about the view's centre, like UIView.transform) or a matrix { \"matrix\": [a, b, c, d, tx, ty] }; matrix cannot be combined with the parts. {} is the identity. It replaces the whole previous transform. Between keyframes the matrix is interpolated component by component, as BLKFlexibleHeightBar does, unless the subview's transformInterpolation is parts.",
          "markdownDescription": "Either parts `{ \"scaledTranslate\": [tx, ty], \"scale\": s | [sx, sy], \"rotate\": degrees, \"translate\": [tx, ty] }` (composed as scaledTranslate, then scale, then rotate, then translate, about the view's centre, like `UIView.transform`) or a matrix `{ \"matrix\": [a, b, c, d, tx, ty] }`; `matrix` cannot be combined with the parts. `{}` is the identity. It replaces the whole previous transform. Between keyframes the matrix is interpolated component by component, as BLKFlexibleHeightBar does, unless the subview's `transformInterpolation` is `parts`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "translate": {
              "title": "Translate",
              "description": "[tx, ty] in points, applied last, in the bar's space (whatever the scale and rotation). Default [0, 0].",
              "markdownDescription": "`[tx, ty]` in points, applied last, in the bar's space (whatever the scale and rotation). Default `[0, 0]`.",
              "type": "array",
              "items": {
                "type": "number"
              },
              "minItems": 2,
              "maxItems": 2,
              "default": [
                0,
                0
              ],
              "examples": [
                [
                  0,
                  -40
                ]
              ]
            },
            "scaledTranslate": {
              "title": "Scaled translate",
              "description": "[tx, ty] in points, applied first, in the view's own space: scaled and rotated with it, as CGAffineTransform's .scaledBy(x: s, y: s).translatedBy(x: tx, y: ty) (the uptech avatar). Default [0, 0].",
              "markdownDescription": "`[tx, ty]` in points, applied first, in the view's own space: scaled and rotated with it, as CGAffineTransform's `.scaledBy(x: s, y: s).translatedBy(x: tx, y: ty)` (the uptech avatar). Default `[0, 0]`.",
              "type": "array",
              "items": {
                "type": "number"
              },
              "minItems": 2,
              "maxItems": 2,
              "default": [
                0,
                0
              ],
              "examples": [
                [
                  8,
                  14
                ]
              ]
            },
            "scale": {
              "title": "Scale",
              "description": "A uniform scale s or [sx, sy]. Default 1.",
              "markdownDescription": "A uniform scale `s` or `[sx, sy]`. Default `1`.",
              "oneOf": [
                {
                  "type": "number"
                },
                {
                  "type": "array",
                  "items": {
                    "type": "number"
                  },
                  "minItems": 2,
                  "maxItems": 2
                }
              ],
              "default": 1,
              "examples": [
                0.5,
                [
                  1,
                  0.8
                ]
              ]
            },
            "rotate": {
              "title": "Rotate",
              "description": "Rotation in degrees, positive clockwise on screen (y points down), like CGAffineTransformMakeRotation. Rotations that differ between keyframes shrink the view in between (matrix interpolation): HeaderSpec reports it, unless the subview's transformInterpolation is parts. Default 0.",
              "markdownDescription": "Rotation in degrees, positive clockwise on screen (y points down), like `CGAffineTransformMakeRotation`. Rotations that differ between keyframes shrink the view in between (matrix interpolation): HeaderSpec reports it, unless the subview's `transformInterpolation` is `parts`. Default `0`.",
              "type": "number",
              "default": 0,
              "examples": [
                90
              ]
            },
            "matrix": {
              "title": "Matrix",
              "description": "The affine matrix [a, b, c, d, tx, ty] in CoreGraphics order: x' = a x + c y + tx, y' = b x + d y + ty, about the view's centre. Cannot be combined with translate, scaledTranslate, scale or rotate.",
              "markdownDescription": "The affine matrix `[a, b, c, d, tx, ty]` in CoreGraphics order: x' = a x + c y + tx, y' = b x + d y + ty, about the view's centre. Cannot be combined with `translate`, `scaledTranslate`, `scale` or `rotate`.",
              "type": "array",
              "items": {
                "type": "number"
              },
              "minItems": 6,
              "maxItems": 6,
              "examples": [
                [
                  1,
                  0,
                  0,
                  1,
                  0,
                  0
                ]
              ]
            }
          },
          "dependentSchemas": {
            "matrix": {
              "properties": {
                "translate": false,
                "scale": false,
                "rotate": false,
                "scaledTranslate": false
              }
            }
          },
          "dependencies": {
            "matrix": {
              "properties": {
                "translate": false,
                "scale": false,
                "rotate": false,
                "scaledTranslate": false
              }
            }
          },
          "defaultSnippets": [
            {
              "label": "scale",
              "body": {
                "scale": "^${1:0.5}"
              }
            },
            {
              "label": "translate",
              "body": {
                "translate": [
                  "^${1:0}",
                  "^${2:-40}"
                ]
              }
            },
            {
              "label": "matrix",
              "body": {
                "matrix": [
                  1,
                  0,
                  0,
                  1,
                  0,
                  0
                ]
              }
            }
          ],
          "examples": [
            {
              "scale": 0.5
            },
            {
              "translate": [
                0,
                -40
              ]
            }
          ]
        },
        "keyframe": {
          "title": "Keyframe",
          "description": "Layout attributes of the subview at one progress value. Keyframes are cumulative: each starts as a copy of the previous keyframe's resolved attributes and overrides what it names. Geometry is one of frame; center (with size); or anchor (with size); size alone keeps the previous centre or anchor. The first keyframe must give a geometry, keyframes should be sorted by progress starting at 0 (HeaderSpec geometry diagnostics, not schema rules).",
          "markdownDescription": "Layout attributes of the subview at one progress value. Keyframes are cumulative: each starts as a copy of the previous keyframe's resolved attributes and overrides what it names. Geometry is one of `frame`; `center` (with `size`); or `anchor` (with `size`); `size` alone keeps the previous centre or anchor. The first keyframe must give a geometry, keyframes should be sorted by `progress` starting at 0 (HeaderSpec geometry diagnostics, not schema rules).",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "progress"
          ],
          "properties": {
            "progress": {
              "title": "Progress",
              "description": "Where this keyframe applies, at most 1: 0 bar expanded (maxHeight), 1 collapsed (minHeight), below 0 an elastic bar stretched past maxHeight (down to where stretchLimit stops it). Keyframes are listed in ascending order, no two equal (geometry diagnostics).",
              "markdownDescription": "Where this keyframe applies, at most 1: `0` bar expanded (maxHeight), `1` collapsed (minHeight), below `0` an elastic bar stretched past maxHeight (down to where `stretchLimit` stops it). Keyframes are listed in ascending order, no two equal (geometry diagnostics).",
              "type": "number",
              "maximum": 1,
              "examples": [
                0,
                0.5,
                1
              ]
            },
            "frame": {
              "title": "Frame",
              "description": "[x, y, width, height] in bar coordinates: the untransformed rectangle (centre and size), also with a transform in effect. Width and height >= 0. Cannot be combined with center, size or anchor in one keyframe.",
              "markdownDescription": "`[x, y, width, height]` in bar coordinates: the untransformed rectangle (centre and size), also with a transform in effect. Width and height >= 0. Cannot be combined with `center`, `size` or `anchor` in one keyframe.",
              "type": "array",
              "items": {
                "type": "number"
              },
              "minItems": 4,
              "maxItems": 4,
              "examples": [
                [
                  0,
                  25,
                  375,
                  40
                ]
              ]
            },
            "center": {
              "title": "Centre",
              "description": "[x, y] of the view's centre in bar coordinates; use with size. Cannot be combined with frame or anchor in one keyframe; replaces an inherited anchor.",
              "markdownDescription": "`[x, y]` of the view's centre in bar coordinates; use with `size`. Cannot be combined with `frame` or `anchor` in one keyframe; replaces an inherited anchor.",
              "examples": [
                [
                  187.5,
                  90
                ]
              ],
              "$ref": "#/$defs/point"
            },
            "size": {
              "title": "Size",
              "description": "[width, height] in points, each >= 0; goes with center or anchor, or alone to resize about the previous centre or anchor. Either may be null where both edges of that axis are anchored or the content gives it (a label's text, an image's intrinsicSize). Cannot be combined with frame.",
              "markdownDescription": "`[width, height]` in points, each >= 0; goes with `center` or `anchor`, or alone to resize about the previous centre or anchor. Either may be `null` where both edges of that axis are anchored or the content gives it (a label's text, an image's `intrinsicSize`). Cannot be combined with `frame`.",
              "examples": [
                [
                  70,
                  70
                ]
              ],
              "type": "array",
              "items": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0
              },
              "minItems": 2,
              "maxItems": 2
            },
            "anchor": {
              "title": "Anchor",
              "description": "Edges the view is pinned to, as margins from the bar's edges or references to other subviews' edges: per axis one edge with a size, or both outer edges; merged edge by edge with the previous keyframe's anchor (null removes an edge). Cannot be combined with frame or center in one keyframe.",
              "markdownDescription": "Edges the view is pinned to, as margins from the bar's edges or references to other subviews' edges: per axis one edge with a size, or both outer edges; merged edge by edge with the previous keyframe's anchor (`null` removes an edge). Cannot be combined with `frame` or `center` in one keyframe.",
              "examples": [
                {
                  "trailing": 16,
                  "bottom": 12
                }
              ],
              "$ref": "#/$defs/anchor"
            },
            "alpha": {
              "title": "Alpha",
              "description": "Opacity in [0, 1], interpolated linearly. Default 1.",
              "markdownDescription": "Opacity in [0, 1], interpolated linearly. Default `1`.",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "default": 1,
              "examples": [
                0,
                1
              ]
            },
            "hidden": {
              "title": "Hidden",
              "description": "Whether the view is hidden; a step value taken from the lower keyframe. Default false.",
              "markdownDescription": "Whether the view is hidden; a step value taken from the lower keyframe. Default `false`.",
              "type": "boolean",
              "default": false,
              "examples": [
                true
              ]
            },
            "zIndex": {
              "title": "Z index",
              "description": "Stacking order (layer.zPosition), an integer (a number with a zero fraction such as 2.0 counts as an integer, as in JSON Schema) of magnitude at most 2^53 (9007199254740992, where doubles stop being exact); a step value taken from the lower keyframe. Default 0.",
              "markdownDescription": "Stacking order (`layer.zPosition`), an integer (a number with a zero fraction such as `2.0` counts as an integer, as in JSON Schema) of magnitude at most 2^53 (`9007199254740992`, where doubles stop being exact); a step value taken from the lower keyframe. Default `0`.",
              "type": "integer",
              "minimum": -9007199254740992,
              "maximum": 9007199254740992,
              "default": 0,
              "examples": [
                1023,
                1024
              ]
            },
            "cornerRadius": {
              "title": "Corner radius",
              "description": "layer.cornerRadius in points, >= 0, interpolated linearly. Default: 0, or the subview's own cornerRadius.",
              "markdownDescription": "`layer.cornerRadius` in points, >= 0, interpolated linearly. Default: `0`, or the subview's own `cornerRadius`.",
              "type": "number",
              "minimum": 0,
              "default": 0,
              "examples": [
                5,
                35
              ]
            },
            "transform": {
              "title": "Transform",
              "description": "Parts (translate, scale, rotate) or a matrix, about the view's centre. Replaces the whole previous transform. Default: the identity.",
              "markdownDescription": "Parts (`translate`, `scale`, `rotate`) or a `matrix`, about the view's centre. Replaces the whole previous transform. Default: the identity.",
              "examples": [
                {
                  "scale": 0.5
                }
              ],
              "$ref": "#/$defs/transform"
            }
          },
          "dependentSchemas": {
            "frame": {
              "properties": {
                "center": false,
                "size": false,
                "anchor": false
              }
            },
            "center": {
              "properties": {
                "anchor": false
              }
            }
          },
          "dependencies": {
            "frame": {
              "properties": {
                "center": false,
                "size": false,
                "anchor": false
              }
            },
            "center": {
              "properties": {
                "anchor": false
              }
            }
          },
          "defaultSnippets": [
            {
              "label": "keyframe (center and size)",
              "body": {
                "progress": "^${1:0}",
                "center": [
                  "^${2:187.5}",
                  "^${3:100}"
                ],
                "size": [
                  "^${4:100}",
                  "^${5:30}"
                ]
              }
            },
            {
              "label": "keyframe (frame)",
              "body": {
                "progress": "^${1:0}",
                "frame": [
                  "^${2:0}",
                  "^${3:0}",
                  "^${4:375}",
                  "^${5:44}"
                ]
              }
            },
            {
              "label": "keyframe (anchor)",
              "body": {
                "progress": "^${1:0}",
                "anchor": {
                  "trailing": "^${2:16}",
                  "bottom": "^${3:12}"
                },
                "size": [
                  "^${4:40}",
                  "^${5:40}"
                ]
              }
            },
            {
              "label": "keyframe (fade out)",
              "body": {
                "progress": "^${1:1}",
                "alpha": 0
              }
            }
          ],
          "examples": [
            {
              "progress": 0,
              "center": [
                187.5,
                90
              ],
              "size": [
                70,
                70
              ]
            }
          ]
        },
        "keyframes": {
          "title": "Keyframes",
          "description": "The subview's layout attributes at progress values, at least one, in ascending progress order starting at 0 (order, duplicates and the first keyframe's geometry are HeaderSpec geometry diagnostics, not schema rules). Between two keyframes centre, size, alpha, corner radius and the transform matrix are interpolated linearly; hidden and zIndex step.",
          "markdownDescription": "The subview's layout attributes at progress values, at least one, in ascending `progress` order starting at 0 (order, duplicates and the first keyframe's geometry are HeaderSpec geometry diagnostics, not schema rules). Between two keyframes centre, size, alpha, corner radius and the transform matrix are interpolated linearly; `hidden` and `zIndex` step.",
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/keyframe"
          },
          "defaultSnippets": [
            {
              "label": "two keyframes",
              "body": [
                {
                  "progress": 0,
                  "center": [
                    "^${1:187.5}",
                    "^${2:100}"
                  ],
                  "size": [
                    "^${3:100}",
                    "^${4:30}"
                  ]
                },
                {
                  "progress": 1,
                  "alpha": 0
                }
              ]
            }
          ],
          "examples": [
            [
              {
                "progress": 0,
                "frame": [
                  16,
                  20,
                  100,
                  30
                ]
              },
              {
                "progress": 1,
                "alpha": 0
              }
            ]
          ]
        },
        "subviewKind": {
          "title": "Subview kind",
          "description": "What the subview is, which decides its other keys. Default view. Keys of another kind are errors.",
          "markdownDescription": "What the subview is, which decides its other keys. Default `view`. Keys of another kind are errors.",
          "default": "view",
          "examples": [
            "label"
          ],
          "enum": [
            "view",
            "label",
            "image",
            "button",
            "searchBar",
            "titleMenu"
          ],
          "enumDescriptions": [
            "A plain view (the default), optionally with a backgroundColor.",
            "A UILabel: text, font, textColor.",
            "A UIImageView: image (asset name), cornerRadius.",
            "A UIButton: title and/or image.",
            "A UISearchBar in the navigation bar (OHSearchBarInNaviBar): placeholder, height, field. Its keyframes may leave out size (it is then [width, height]).",
            "A menu of large titles (LargeTitleStyle LTSMenuView): items, selected, largeModeThreshold, band, fonts. It lays itself out: no keyframes."
          ],
          "markdownEnumDescriptions": [
            "A plain view (the default), optionally with a `backgroundColor`.",
            "A `UILabel`: `text`, `font`, `textColor`.",
            "A `UIImageView`: `image` (asset name), `cornerRadius`.",
            "A `UIButton`: `title` and/or `image`.",
            "A `UISearchBar` in the navigation bar (OHSearchBarInNaviBar): `placeholder`, `height`, `field`. Its keyframes may leave out `size` (it is then `[width, height]`).",
            "A menu of large titles (LargeTitleStyle `LTSMenuView`): `items`, `selected`, `largeModeThreshold`, `band`, `fonts`. It lays itself out: no keyframes."
          ]
        },
        "subviewId": {
          "title": "Subview id",
          "description": "Identifier of the subview, unique in the document (duplicates are a HeaderSpec diagnostic): a letter or _, then letters, digits, _ or -.",
          "markdownDescription": "Identifier of the subview, unique in the document (duplicates are a HeaderSpec diagnostic): a letter or `_`, then letters, digits, `_` or `-`.",
          "type": "string",
          "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$",
          "examples": [
            "avatar",
            "nameLabel",
            "close_button"
          ]
        },
        "font": {
          "title": "Font",
          "description": "The label's system font: { \"size\": 17, \"weight\": \"regular\" }.",
          "markdownDescription": "The label's system font: `{ \"size\": 17, \"weight\": \"regular\" }`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "size": {
              "title": "Font size",
              "description": "Point size, > 0. Default 17.",
              "markdownDescription": "Point size, > 0. Default `17`.",
              "type": "number",
              "exclusiveMinimum": 0,
              "default": 17,
              "examples": [
                17,
                22,
                34
              ]
            },
            "weight": {
              "title": "Font weight",
              "description": "System font weight. Default regular.",
              "markdownDescription": "System font weight. Default `regular`.",
              "default": "regular",
              "examples": [
                "semibold"
              ],
              "enum": [
                "regular",
                "medium",
                "semibold",
                "bold"
              ],
              "enumDescriptions": [
                "UIFont.Weight.regular",
                "UIFont.Weight.medium",
                "UIFont.Weight.semibold",
                "UIFont.Weight.bold"
              ],
              "markdownEnumDescriptions": [
                "`UIFont.Weight.regular`",
                "`UIFont.Weight.medium`",
                "`UIFont.Weight.semibold`",
                "`UIFont.Weight.bold`"
              ]
            },
            "textStyle": {
              "title": "Text style",
              "description": "A Dynamic Type text style instead of a fixed size: the size follows the content size category (body is 17 at L). Not together with size.",
              "markdownDescription": "A Dynamic Type text style instead of a fixed size: the size follows the content size category (`body` is 17 at `L`). Not together with `size`.",
              "enum": [
                "largeTitle",
                "title1",
                "title2",
                "title3",
                "headline",
                "body",
                "callout",
                "subheadline",
                "footnote",
                "caption1",
                "caption2"
              ],
              "examples": [
                "body",
                "headline"
              ]
            }
          },
          "defaultSnippets": [
            {
              "label": "font",
              "body": {
                "size": "^${1:17}",
                "weight": "${2|regular,medium,semibold,bold|}"
              }
            }
          ],
          "examples": [
            {
              "size": 22,
              "weight": "semibold"
            }
          ],
          "dependentSchemas": {
            "textStyle": {
              "properties": {
                "size": false
              }
            }
          },
          "dependencies": {
            "textStyle": {
              "properties": {
                "size": false
              }
            }
          }
        },
        "field": {
          "title": "Search field",
          "description": "The search bar's text field layout (OHSearchBar): frame (inset.x, inset.y, widthFraction * width, height) in the search bar's own rectangle, corner radius cornerRadius. Defaults: { \"inset\": [12, 8], \"widthFraction\": 0.8, \"height\": 28, \"cornerRadius\": 5 }.",
          "markdownDescription": "The search bar's text field layout (OHSearchBar): frame `(inset.x, inset.y, widthFraction * width, height)` in the search bar's own rectangle, corner radius `cornerRadius`. Defaults: `{ \"inset\": [12, 8], \"widthFraction\": 0.8, \"height\": 28, \"cornerRadius\": 5 }`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "inset": {
              "title": "Field inset",
              "description": "[x, y] of the field in the search bar, in points, each >= 0. Default [12, 8] (iOS 11; [0, 8] before).",
              "markdownDescription": "`[x, y]` of the field in the search bar, in points, each >= 0. Default `[12, 8]` (iOS 11; `[0, 8]` before).",
              "type": "array",
              "items": {
                "type": "number",
                "minimum": 0
              },
              "minItems": 2,
              "maxItems": 2,
              "default": [
                12,
                8
              ],
              "examples": [
                [
                  12,
                  8
                ]
              ]
            },
            "widthFraction": {
              "title": "Field width fraction",
              "description": "The field's width as a fraction of the search bar's width, in (0, 1]. Default 0.8.",
              "markdownDescription": "The field's width as a fraction of the search bar's width, in (0, 1]. Default `0.8`.",
              "type": "number",
              "exclusiveMinimum": 0,
              "maximum": 1,
              "default": 0.8,
              "examples": [
                0.8
              ]
            },
            "height": {
              "title": "Field height",
              "description": "The field's height in points, > 0. Default 28.",
              "markdownDescription": "The field's height in points, > 0. Default `28`.",
              "type": "number",
              "exclusiveMinimum": 0,
              "default": 28,
              "examples": [
                28
              ]
            },
            "cornerRadius": {
              "title": "Field corner radius",
              "description": "The field's corner radius in points, >= 0. Default 5.",
              "markdownDescription": "The field's corner radius in points, >= 0. Default `5`.",
              "type": "number",
              "minimum": 0,
              "default": 5,
              "examples": [
                5
              ]
            }
          },
          "defaultSnippets": [
            {
              "label": "field",
              "body": {
                "inset": [
                  "^${1:12}",
                  "^${2:8}"
                ],
                "widthFraction": "^${3:0.8}",
                "height": "^${4:28}",
                "cornerRadius": "^${5:5}"
              }
            }
          ],
          "default": {
            "inset": [
              12,
              8
            ],
            "widthFraction": 0.8,
            "height": 28,
            "cornerRadius": 5
          },
          "examples": [
            {
              "inset": [
                12,
                8
              ],
              "widthFraction": 0.8,
              "height": 28,
              "cornerRadius": 5
            }
          ]
        },
        "menuFonts": {
          "title": "Menu fonts",
          "description": "Bold system font sizes [selected, unselected] in each mode. Defaults: { \"large\": [34, 20], \"compact\": [20, 17] }.",
          "markdownDescription": "Bold system font sizes `[selected, unselected]` in each mode. Defaults: `{ \"large\": [34, 20], \"compact\": [20, 17] }`.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "large": {
              "title": "Large-mode font sizes",
              "description": "[selected, unselected] point sizes (each > 0) in large mode. Default [34, 20].",
              "markdownDescription": "`[selected, unselected]` point sizes (each > 0) in large mode. Default `[34, 20]`.",
              "default": [
                34,
                20
              ],
              "examples": [
                [
                  34,
                  20
                ]
              ],
              "type": "array",
              "items": {
                "type": "number",
                "exclusiveMinimum": 0
              },
              "minItems": 2,
              "maxItems": 2
            },
            "compact": {
              "title": "Compact-mode font sizes",
              "description": "[selected, unselected] point sizes (each > 0) in compact mode. Default [20, 17].",
              "markdownDescription": "`[selected, unselected]` point sizes (each > 0) in compact mode. Default `[20, 17]`.",
              "default": [
                20,
                17
              ],
              "examples": [
                [
                  20,
                  17
                ]
              ],
              "type": "array",
              "items": {
                "type": "number",
                "exclusiveMinimum": 0
              },
              "minItems": 2,
              "maxItems": 2
            }
          },
          "default": {
            "large": [
              34,
              20
            ],
            "compact": [
              20,
              17
            ]
          },
          "defaultSnippets": [
            {
              "label": "fonts",
              "body": {
                "large": [
                  "^${1:34}",
                  "^${2:20}"
                ],
                "compact": [
                  "^${3:20}",
                  "^${4:17}"
                ]
              }
            }
          ],
          "examples": [
            {
              "large": [
                34,
                20
              ],
              "compact": [
                20,
                17
              ]
            }
          ]
        },
        "viewSubview": {
          "title": "View subview",
          "description": "A plain view.",
          "markdownDescription": "A plain view.",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "view. May be left out: view is the default.",
              "markdownDescription": "`view`. May be left out: `view` is the default.",
              "examples": [
                "view"
              ],
              "const": "view"
            },
            "keyframes": {
              "$ref": "#/$defs/keyframes"
            },
            "backgroundColor": {
              "title": "Background colour",
              "description": "#RRGGBB or #RRGGBBAA. Default: none (clear).",
              "markdownDescription": "`#RRGGBB` or `#RRGGBBAA`. Default: none (clear).",
              "examples": [
                "#3B5998"
              ],
              "$ref": "#/$defs/color"
            },
            "transformInterpolation": {
              "title": "Transform interpolation",
              "description": "How the transform is interpolated between keyframes: matrix, component by component as BLKFlexibleHeightBar does; or parts, each of scaledTranslate, scale, rotate and translate linearly, then composed (a scale and a scaledTranslate that change together, as the uptech avatar's). A keyframe with a matrix interpolates as matrix with its neighbours. Default matrix.",
              "markdownDescription": "How the transform is interpolated between keyframes: `matrix`, component by component as BLKFlexibleHeightBar does; or `parts`, each of `scaledTranslate`, `scale`, `rotate` and `translate` linearly, then composed (a scale and a `scaledTranslate` that change together, as the uptech avatar's). A keyframe with a `matrix` interpolates as `matrix` with its neighbours. Default `matrix`.",
              "type": "string",
              "enum": [
                "matrix",
                "parts"
              ],
              "default": "matrix",
              "examples": [
                "parts"
              ],
              "enumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (scaledTranslate, scale, rotate, translate), then composed."
              ],
              "markdownEnumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (`scaledTranslate`, `scale`, `rotate`, `translate`), then composed."
              ]
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "ignoresSafeArea": {
              "$ref": "#/$defs/safeAreaEdges"
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            }
          },
          "required": [
            "keyframes"
          ]
        },
        "labelSubview": {
          "title": "Label subview",
          "description": "A UILabel.",
          "markdownDescription": "A `UILabel`.",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "label.",
              "markdownDescription": "`label`.",
              "examples": [
                "label"
              ],
              "const": "label"
            },
            "keyframes": {
              "$ref": "#/$defs/keyframes"
            },
            "text": {
              "title": "Text",
              "description": "The label's text.",
              "markdownDescription": "The label's text.",
              "type": "string",
              "default": "",
              "examples": [
                "Bryan Keller"
              ]
            },
            "font": {
              "title": "Font",
              "description": "{ \"size\": 17, \"weight\": \"regular\" } (the defaults).",
              "markdownDescription": "`{ \"size\": 17, \"weight\": \"regular\" }` (the defaults).",
              "examples": [
                {
                  "size": 22
                }
              ],
              "$ref": "#/$defs/font"
            },
            "textColor": {
              "title": "Text colour",
              "description": "#RRGGBB or #RRGGBBAA. Default: black.",
              "markdownDescription": "`#RRGGBB` or `#RRGGBBAA`. Default: black.",
              "examples": [
                "#FFFFFF"
              ],
              "$ref": "#/$defs/color"
            },
            "transformInterpolation": {
              "title": "Transform interpolation",
              "description": "How the transform is interpolated between keyframes: matrix, component by component as BLKFlexibleHeightBar does; or parts, each of scaledTranslate, scale, rotate and translate linearly, then composed (a scale and a scaledTranslate that change together, as the uptech avatar's). A keyframe with a matrix interpolates as matrix with its neighbours. Default matrix.",
              "markdownDescription": "How the transform is interpolated between keyframes: `matrix`, component by component as BLKFlexibleHeightBar does; or `parts`, each of `scaledTranslate`, `scale`, `rotate` and `translate` linearly, then composed (a scale and a `scaledTranslate` that change together, as the uptech avatar's). A keyframe with a `matrix` interpolates as `matrix` with its neighbours. Default `matrix`.",
              "type": "string",
              "enum": [
                "matrix",
                "parts"
              ],
              "default": "matrix",
              "examples": [
                "parts"
              ],
              "enumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (scaledTranslate, scale, rotate, translate), then composed."
              ],
              "markdownEnumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (`scaledTranslate`, `scale`, `rotate`, `translate`), then composed."
              ]
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "ignoresSafeArea": {
              "$ref": "#/$defs/safeAreaEdges"
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            },
            "sitsOn": {
              "title": "Sits on",
              "description": "The ids of the subviews this label's text is meant to be drawn over (a badge on a button, a caption across a search bar): the overlap check (HS317) leaves these pairs out. A view with a background drawn under the label needs no entry.",
              "markdownDescription": "The ids of the subviews this label's text is meant to be drawn over (a badge on a button, a caption across a search bar): the overlap check (HS317) leaves these pairs out. A view with a background drawn under the label needs no entry.",
              "type": "array",
              "items": {
                "$ref": "#/$defs/subviewId"
              },
              "uniqueItems": true,
              "examples": [
                [
                  "searchBar"
                ]
              ]
            }
          },
          "required": [
            "keyframes"
          ]
        },
        "imageSubview": {
          "title": "Image subview",
          "description": "A UIImageView.",
          "markdownDescription": "A `UIImageView`.",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "image.",
              "markdownDescription": "`image`.",
              "examples": [
                "image"
              ],
              "const": "image"
            },
            "keyframes": {
              "$ref": "#/$defs/keyframes"
            },
            "image": {
              "title": "Image",
              "description": "The image's asset name; an SF Symbol goes in systemImage (HS601).",
              "markdownDescription": "The image's asset name; an SF Symbol goes in `systemImage` (HS601).",
              "type": "string",
              "examples": [
                "profile"
              ]
            },
            "systemImage": {
              "title": "SF Symbol",
              "description": "The image: an SF Symbol's name (UIImage(systemName:), Image(systemName:)), drawn in the tint colour; instead of image, which names an asset.",
              "markdownDescription": "The image: an SF Symbol's name (`UIImage(systemName:)`, `Image(systemName:)`), drawn in the tint colour; instead of `image`, which names an asset.",
              "type": "string",
              "examples": [
                "chevron.backward",
                "person.crop.circle"
              ]
            },
            "cornerRadius": {
              "title": "Corner radius",
              "description": "The view's layer.cornerRadius in points, >= 0; the starting corner radius of its keyframes. Default 0.",
              "markdownDescription": "The view's `layer.cornerRadius` in points, >= 0; the starting corner radius of its keyframes. Default `0`.",
              "type": "number",
              "minimum": 0,
              "default": 0,
              "examples": [
                35,
                20
              ]
            },
            "transformInterpolation": {
              "title": "Transform interpolation",
              "description": "How the transform is interpolated between keyframes: matrix, component by component as BLKFlexibleHeightBar does; or parts, each of scaledTranslate, scale, rotate and translate linearly, then composed (a scale and a scaledTranslate that change together, as the uptech avatar's). A keyframe with a matrix interpolates as matrix with its neighbours. Default matrix.",
              "markdownDescription": "How the transform is interpolated between keyframes: `matrix`, component by component as BLKFlexibleHeightBar does; or `parts`, each of `scaledTranslate`, `scale`, `rotate` and `translate` linearly, then composed (a scale and a `scaledTranslate` that change together, as the uptech avatar's). A keyframe with a `matrix` interpolates as `matrix` with its neighbours. Default `matrix`.",
              "type": "string",
              "enum": [
                "matrix",
                "parts"
              ],
              "default": "matrix",
              "examples": [
                "parts"
              ],
              "enumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (scaledTranslate, scale, rotate, translate), then composed."
              ],
              "markdownEnumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (`scaledTranslate`, `scale`, `rotate`, `translate`), then composed."
              ]
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "ignoresSafeArea": {
              "$ref": "#/$defs/safeAreaEdges"
            },
            "intrinsicSize": {
              "title": "Intrinsic size",
              "description": "The image's own size [width, height] in points: the size of a keyframe that gives none.",
              "markdownDescription": "The image's own size `[width, height]` in points: the size of a keyframe that gives none.",
              "examples": [
                [
                  70,
                  70
                ]
              ],
              "$ref": "#/$defs/size"
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            }
          },
          "required": [
            "keyframes"
          ],
          "dependentSchemas": {
            "image": {
              "properties": {
                "systemImage": false
              }
            }
          }
        },
        "buttonSubview": {
          "title": "Button subview",
          "description": "A UIButton with a title, an image or both (at least one).",
          "markdownDescription": "A `UIButton` with a `title`, an `image` or both (at least one).",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "button.",
              "markdownDescription": "`button`.",
              "examples": [
                "button"
              ],
              "const": "button"
            },
            "keyframes": {
              "$ref": "#/$defs/keyframes"
            },
            "title": {
              "title": "Title",
              "description": "The button's title.",
              "markdownDescription": "The button's title.",
              "type": "string",
              "examples": [
                "Close",
                "取消"
              ]
            },
            "image": {
              "title": "Image",
              "description": "The button's image, an asset name; an SF Symbol goes in systemImage (HS601).",
              "markdownDescription": "The button's image, an asset name; an SF Symbol goes in `systemImage` (HS601).",
              "type": "string",
              "examples": [
                "close"
              ]
            },
            "systemImage": {
              "title": "SF Symbol",
              "description": "The button's image: an SF Symbol's name (UIImage(systemName:), Image(systemName:)), drawn in the tint colour; instead of image, which names an asset.",
              "markdownDescription": "The button's image: an SF Symbol's name (`UIImage(systemName:)`, `Image(systemName:)`), drawn in the tint colour; instead of `image`, which names an asset.",
              "type": "string",
              "examples": [
                "chevron.backward",
                "person.crop.circle"
              ]
            },
            "transformInterpolation": {
              "title": "Transform interpolation",
              "description": "How the transform is interpolated between keyframes: matrix, component by component as BLKFlexibleHeightBar does; or parts, each of scaledTranslate, scale, rotate and translate linearly, then composed (a scale and a scaledTranslate that change together, as the uptech avatar's). A keyframe with a matrix interpolates as matrix with its neighbours. Default matrix.",
              "markdownDescription": "How the transform is interpolated between keyframes: `matrix`, component by component as BLKFlexibleHeightBar does; or `parts`, each of `scaledTranslate`, `scale`, `rotate` and `translate` linearly, then composed (a scale and a `scaledTranslate` that change together, as the uptech avatar's). A keyframe with a `matrix` interpolates as `matrix` with its neighbours. Default `matrix`.",
              "type": "string",
              "enum": [
                "matrix",
                "parts"
              ],
              "default": "matrix",
              "examples": [
                "parts"
              ],
              "enumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (scaledTranslate, scale, rotate, translate), then composed."
              ],
              "markdownEnumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (`scaledTranslate`, `scale`, `rotate`, `translate`), then composed."
              ]
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "ignoresSafeArea": {
              "$ref": "#/$defs/safeAreaEdges"
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            }
          },
          "required": [
            "keyframes"
          ],
          "anyOf": [
            {
              "required": [
                "title"
              ]
            },
            {
              "required": [
                "image"
              ]
            },
            {
              "required": [
                "systemImage"
              ]
            }
          ],
          "dependentSchemas": {
            "image": {
              "properties": {
                "systemImage": false
              }
            }
          }
        },
        "searchBarSubview": {
          "title": "Search bar subview",
          "description": "A UISearchBar in the navigation bar (OHSearchBarInNaviBar). Its keyframes may leave out size: it is then [width, height]. A search bar taller than minHeight is a HeaderSpec warning (fix: height 44).",
          "markdownDescription": "A `UISearchBar` in the navigation bar (OHSearchBarInNaviBar). Its keyframes may leave out `size`: it is then `[width, height]`. A search bar taller than `minHeight` is a HeaderSpec warning (fix: `height` 44).",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "searchBar.",
              "markdownDescription": "`searchBar`.",
              "examples": [
                "searchBar"
              ],
              "const": "searchBar"
            },
            "keyframes": {
              "$ref": "#/$defs/keyframes"
            },
            "placeholder": {
              "title": "Placeholder",
              "description": "The search field's placeholder text.",
              "markdownDescription": "The search field's placeholder text.",
              "type": "string",
              "examples": [
                "Search"
              ]
            },
            "height": {
              "title": "Height",
              "description": "The search bar's height in points, > 0. Default 56 (what iOS 11 gives a search bar in a navigation bar); OHSearchBarInNaviBar pins it to 44.",
              "markdownDescription": "The search bar's height in points, > 0. Default `56` (what iOS 11 gives a search bar in a navigation bar); OHSearchBarInNaviBar pins it to `44`.",
              "type": "number",
              "exclusiveMinimum": 0,
              "default": 56,
              "examples": [
                44
              ]
            },
            "field": {
              "title": "Search field",
              "description": "The text field's layout inside the search bar.",
              "markdownDescription": "The text field's layout inside the search bar.",
              "examples": [
                {
                  "inset": [
                    12,
                    8
                  ]
                }
              ],
              "$ref": "#/$defs/field"
            },
            "transformInterpolation": {
              "title": "Transform interpolation",
              "description": "How the transform is interpolated between keyframes: matrix, component by component as BLKFlexibleHeightBar does; or parts, each of scaledTranslate, scale, rotate and translate linearly, then composed (a scale and a scaledTranslate that change together, as the uptech avatar's). A keyframe with a matrix interpolates as matrix with its neighbours. Default matrix.",
              "markdownDescription": "How the transform is interpolated between keyframes: `matrix`, component by component as BLKFlexibleHeightBar does; or `parts`, each of `scaledTranslate`, `scale`, `rotate` and `translate` linearly, then composed (a scale and a `scaledTranslate` that change together, as the uptech avatar's). A keyframe with a `matrix` interpolates as `matrix` with its neighbours. Default `matrix`.",
              "type": "string",
              "enum": [
                "matrix",
                "parts"
              ],
              "default": "matrix",
              "examples": [
                "parts"
              ],
              "enumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (scaledTranslate, scale, rotate, translate), then composed."
              ],
              "markdownEnumDescriptions": [
                "Component by component on the matrix, as BLKFlexibleHeightBar does.",
                "Part by part (`scaledTranslate`, `scale`, `rotate`, `translate`), then composed."
              ]
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "ignoresSafeArea": {
              "$ref": "#/$defs/safeAreaEdges"
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            }
          },
          "required": [
            "keyframes"
          ]
        },
        "titleMenuSubview": {
          "title": "Title menu subview",
          "description": "LargeTitleStyle's menu of titles (LTSMenuView). It lays itself out: large mode (bottom-aligned band) when the bar is taller than largeModeThreshold, compact (0, 0, width, 44) otherwise.",
          "markdownDescription": "LargeTitleStyle's menu of titles (`LTSMenuView`). It lays itself out: large mode (bottom-aligned band) when the bar is taller than `largeModeThreshold`, compact `(0, 0, width, 44)` otherwise.",
          "additionalProperties": false,
          "properties": {
            "id": true,
            "kind": {
              "title": "Subview kind",
              "description": "titleMenu.",
              "markdownDescription": "`titleMenu`.",
              "examples": [
                "titleMenu"
              ],
              "const": "titleMenu"
            },
            "items": {
              "title": "Items",
              "description": "The titles, at least one. LargeTitleStyle drops titles longer than 10 characters counted as NSString.length counts them (UTF-16 code units: six U+1F600 are 12), which shifts its indices: HeaderSpec keeps them and warns.",
              "markdownDescription": "The titles, at least one. LargeTitleStyle drops titles longer than 10 characters counted as `NSString.length` counts them (UTF-16 code units: six U+1F600 are 12), which shifts its indices: HeaderSpec keeps them and warns.",
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "string"
              },
              "examples": [
                [
                  "时刻",
                  "人物",
                  "地点",
                  "动画影集"
                ]
              ]
            },
            "selected": {
              "title": "Selected index",
              "description": "Index of the selected title, an integer >= 0 and at most 2^53 (within items: a HeaderSpec diagnostic). Default 0.",
              "markdownDescription": "Index of the selected title, an integer >= 0 and at most 2^53 (within `items`: a HeaderSpec diagnostic). Default `0`.",
              "type": "integer",
              "minimum": 0,
              "maximum": 9007199254740992,
              "default": 0,
              "examples": [
                0
              ]
            },
            "largeModeThreshold": {
              "title": "Large mode threshold",
              "description": "Large mode when the bar height H > this, in points, >= 0. Default 53.",
              "markdownDescription": "Large mode when the bar height H > this, in points, >= 0. Default `53`.",
              "type": "number",
              "minimum": 0,
              "default": 53,
              "examples": [
                53
              ]
            },
            "maxStretchMode": {
              "title": "Max stretch mode",
              "description": "LargeTitleStyle's maxStretchMode: the menu is laid out in a container min(H, 96) tall, so a bar stretched past 96 pt leaves it where it is at 96 (its band at y 44). Default false.",
              "markdownDescription": "LargeTitleStyle's `maxStretchMode`: the menu is laid out in a container `min(H, 96)` tall, so a bar stretched past 96 pt leaves it where it is at 96 (its band at y 44). Default `false`.",
              "type": "boolean",
              "default": false,
              "examples": [
                true
              ]
            },
            "band": {
              "title": "Band height limits",
              "description": "[min, max] of the large-mode band height clamp(H - 44, min, max), each >= 0. Default [38, 52].",
              "markdownDescription": "`[min, max]` of the large-mode band height `clamp(H - 44, min, max)`, each >= 0. Default `[38, 52]`.",
              "type": "array",
              "items": {
                "type": "number",
                "minimum": 0
              },
              "minItems": 2,
              "maxItems": 2,
              "default": [
                38,
                52
              ],
              "examples": [
                [
                  38,
                  52
                ]
              ]
            },
            "fonts": {
              "title": "Fonts",
              "description": "Bold font sizes [selected, unselected] in large and compact mode.",
              "markdownDescription": "Bold font sizes `[selected, unselected]` in large and compact mode.",
              "examples": [
                {
                  "large": [
                    34,
                    20
                  ],
                  "compact": [
                    20,
                    17
                  ]
                }
              ],
              "$ref": "#/$defs/menuFonts"
            },
            "keyframes": {
              "title": "Keyframes (not allowed)",
              "description": "A titleMenu lays itself out: keyframes on it are a HeaderSpec error (a built-in layout diagnostic). The schema accepts the key syntactically (checked as a keyframe list) so that the schema and HeaderSpec's schema-level checks agree; see Schemas/README.md.",
              "markdownDescription": "A `titleMenu` lays itself out: keyframes on it are a HeaderSpec error (a built-in layout diagnostic). The schema accepts the key syntactically (checked as a keyframe list) so that the schema and HeaderSpec's schema-level checks agree; see Schemas/README.md.",
              "$ref": "#/$defs/keyframes",
              "deprecationMessage": "A titleMenu lays itself out: HeaderSpec reports keyframes on it as an error.",
              "doNotSuggest": true
            },
            "mirrored": {
              "title": "Mirrored in right to left",
              "description": "Whether the subview's frame mirrors (x' = W - x - w) in a right-to-left layout. false for an image that must not flip. Default true.",
              "markdownDescription": "Whether the subview's frame mirrors (`x' = W - x - w`) in a right-to-left layout. `false` for an image that must not flip. Default `true`.",
              "type": "boolean",
              "default": true,
              "examples": [
                false
              ]
            },
            "accessibilityLabel": {
              "title": "Accessibility label",
              "description": "What VoiceOver says for the subview (UIKit's accessibilityLabel, SwiftUI's .accessibilityLabel). A button with an image and no title needs one (HS602).",
              "markdownDescription": "What VoiceOver says for the subview (UIKit's `accessibilityLabel`, SwiftUI's `.accessibilityLabel`). A button with an image and no title needs one (HS602).",
              "type": "string",
              "examples": [
                "Back",
                "戻る"
              ]
            }
          },
          "required": [
            "items"
          ]
        },
        "subview": {
          "title": "Subview",
          "description": "A subview of the bar: id, kind (default view), the kind's own keys and keyframes (required except for titleMenu). Keys that belong to another subview kind are errors.",
          "markdownDescription": "A subview of the bar: `id`, `kind` (default `view`), the kind's own keys and `keyframes` (required except for `titleMenu`). Keys that belong to another subview kind are errors.",
          "type": "object",
          "required": [
            "id"
          ],
          "properties": {
            "id": {
              "$ref": "#/$defs/subviewId"
            },
            "kind": {
              "$ref": "#/$defs/subviewKind"
            }
          },
          "allOf": [
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "view"
                  }
                }
              },
              "then": {
                "$ref": "#/$defs/viewSubview"
              }
            },
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "label"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "then": {
                "$ref": "#/$defs/labelSubview"
              }
            },
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "image"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "then": {
                "$ref": "#/$defs/imageSubview"
              }
            },
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "button"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "then": {
                "$ref": "#/$defs/buttonSubview"
              }
            },
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "searchBar"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "then": {
                "$ref": "#/$defs/searchBarSubview"
              }
            },
            {
              "if": {
                "properties": {
                  "kind": {
                    "const": "titleMenu"
                  }
                },
                "required": [
                  "kind"
                ]
              },
              "then": {
                "$ref": "#/$defs/titleMenuSubview"
              }
            }
          ],
          "defaultSnippets": [
            {
              "label": "view",
              "description": "A plain view with a background colour",
              "body": {
                "id": "${1:background}",
                "kind": "view",
                "backgroundColor": "${2:#3B5998}",
                "keyframes": [
                  {
                    "progress": 0,
                    "frame": [
                      "^${3:0}",
                      "^${4:0}",
                      "^${5:375}",
                      "^${6:44}"
                    ]
                  },
                  {
                    "progress": 1,
                    "alpha": 0
                  }
                ]
              }
            },
            {
              "label": "label",
              "description": "A label moving with the bar",
              "body": {
                "id": "${1:title}",
                "kind": "label",
                "text": "${2:Title}",
                "font": {
                  "size": "^${3:17}",
                  "weight": "${4|regular,medium,semibold,bold|}"
                },
                "keyframes": [
                  {
                    "progress": 0,
                    "center": [
                      "^${5:187.5}",
                      "^${6:100}"
                    ],
                    "size": [
                      "^${7:200}",
                      "^${8:24}"
                    ]
                  },
                  {
                    "progress": 1,
                    "center": [
                      "^${9:187.5}",
                      "^${10:40}"
                    ]
                  }
                ]
              }
            },
            {
              "label": "image",
              "description": "An image that fades and shrinks",
              "body": {
                "id": "${1:avatar}",
                "kind": "image",
                "image": "${2:profile}",
                "cornerRadius": "^${3:35}",
                "keyframes": [
                  {
                    "progress": 0,
                    "center": [
                      "^${4:187.5}",
                      "^${5:90}"
                    ],
                    "size": [
                      "^${6:70}",
                      "^${7:70}"
                    ]
                  },
                  {
                    "progress": 0.5,
                    "alpha": 0,
                    "transform": {
                      "scale": 0.5
                    }
                  }
                ]
              }
            },
            {
              "label": "button",
              "description": "A button that never moves",
              "body": {
                "id": "${1:close}",
                "kind": "button",
                "image": "${2:close}",
                "keyframes": [
                  {
                    "progress": 0,
                    "frame": [
                      "^${3:335}",
                      "^${4:25}",
                      "^${5:30}",
                      "^${6:30}"
                    ]
                  }
                ]
              }
            },
            {
              "label": "searchBar",
              "description": "A 44 pt search bar in the navigation bar",
              "body": {
                "id": "${1:search}",
                "kind": "searchBar",
                "placeholder": "${2:Search}",
                "height": 44,
                "keyframes": [
                  {
                    "progress": 0,
                    "frame": [
                      0,
                      0,
                      375,
                      44
                    ]
                  }
                ]
              }
            },
            {
              "label": "titleMenu",
              "description": "A menu of large titles",
              "body": {
                "id": "${1:menu}",
                "kind": "titleMenu",
                "items": [
                  "${2:时刻}",
                  "${3:人物}",
                  "${4:地点}"
                ],
                "selected": 0
              }
            },
            {
              "label": "avatar anchored in a large title bar",
              "description": "40 pt at 96.5, 32 pt at 44 (uptech)",
              "body": {
                "id": "${1:avatar}",
                "kind": "image",
                "image": "${2:avatar}",
                "cornerRadius": 20,
                "keyframes": [
                  {
                    "progress": 0,
                    "anchor": {
                      "trailing": 16,
                      "bottom": 12
                    },
                    "size": [
                      40,
                      40
                    ]
                  },
                  {
                    "progress": 1,
                    "anchor": {
                      "bottom": 6
                    },
                    "size": [
                      32,
                      32
                    ],
                    "cornerRadius": 16
                  }
                ]
              }
            }
          ],
          "examples": [
            {
              "id": "avatar",
              "kind": "image",
              "image": "profile",
              "keyframes": [
                {
                  "progress": 0,
                  "center": [
                    187.5,
                    90
                  ],
                  "size": [
                    70,
                    70
                  ]
                }
              ]
            }
          ]
        },
        "anchorReference": {
          "title": "Reference",
          "description": "Another subview's edge: { \"to\": \"id.edge\", \"offset\": n } pins this edge to that edge plus n points, in bar coordinates (x to the right, y down), at every progress, against the target's untransformed frame there. Edges: leading, trailing, centerX (for a horizontal edge), top, bottom, centerY (for a vertical one).",
          "markdownDescription": "Another subview's edge: `{ \"to\": \"id.edge\", \"offset\": n }` pins this edge to that edge plus `n` points, in bar coordinates (x to the right, y down), at every progress, against the target's untransformed frame there. Edges: `leading`, `trailing`, `centerX` (for a horizontal edge), `top`, `bottom`, `centerY` (for a vertical one).",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "to"
          ],
          "properties": {
            "to": {
              "title": "Referenced edge",
              "description": "The other subview's id and edge, joined by a dot: avatar.bottom. In a right-to-left layout leading is the target's right edge.",
              "markdownDescription": "The other subview's `id` and edge, joined by a dot: `avatar.bottom`. In a right-to-left layout `leading` is the target's right edge.",
              "type": "string",
              "examples": [
                "avatar.bottom",
                "title.trailing"
              ]
            },
            "offset": {
              "title": "Offset",
              "description": "Points added to the referenced edge's coordinate (negative to the left or up). Default 0.",
              "markdownDescription": "Points added to the referenced edge's coordinate (negative to the left or up). Default `0`.",
              "type": "number",
              "default": 0,
              "examples": [
                8
              ]
            }
          },
          "defaultSnippets": [
            {
              "label": "reference",
              "body": {
                "to": "${1:id}.${2:bottom}",
                "offset": "^${3:8}"
              }
            }
          ],
          "examples": [
            {
              "to": "avatar.bottom",
              "offset": 8
            }
          ]
        }
      }
    }
    """## + "\n"
}
