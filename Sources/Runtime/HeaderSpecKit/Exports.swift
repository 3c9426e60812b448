// `import HeaderSpecKit` is all an app writes: the geometry core's model, layouts, behaviours
// and scroll driver come with it.
import HeaderGeometry

@_exported import HeaderGeometry
