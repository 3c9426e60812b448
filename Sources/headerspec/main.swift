import HeaderGeometry

print("headerspec: the geometry core is being built")
