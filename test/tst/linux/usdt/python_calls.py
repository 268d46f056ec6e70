# target of tst.python.d: leaf() called five times from C (map)
def leaf(n):
    return n + 1


list(map(leaf, range(5)))
