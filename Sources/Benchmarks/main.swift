import HeaderGeometry
import JSONSyntax

print("benchmarks: none yet")
