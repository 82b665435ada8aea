"""The base every stage stands on: errors, atomic files, the project and its profiles, case ids,
diffs, artifact names, and the one module for private torch API. Imports no other stage.
"""
