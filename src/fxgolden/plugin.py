"""``fxgolden.plugin``: the pytest plugin's public name, kept for ``-p fxgolden.plugin`` and conftest imports.

The plugin lives in ``fxgolden.pytest_plugin.hooks``; this name is the same module object, not a
copy, so pytest never sees two plugins with the same hooks.
"""

import sys

from fxgolden.pytest_plugin import hooks

sys.modules[__name__] = hooks
