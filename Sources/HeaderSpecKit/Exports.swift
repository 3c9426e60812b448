// `import HeaderSpecKit` is all an app writes: the geometry core's model, layouts, behaviours
// and scroll driver come with it.
@_exported import HeaderGeometry
