import Meridian

print("meridian-bench: no suites yet")
