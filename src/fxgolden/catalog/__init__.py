"""What a case is (data plus one function), its world, its known issues; discovery of the cases
folder and the one case selector.
"""
