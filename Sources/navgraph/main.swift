print("navgraph: under construction")
