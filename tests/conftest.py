"""The tests decide "on CI" by the ``CI`` variable alone.

Tests that write goldens run their children without ``CI``; on a runner that also sets its own marker
(``GITHUB_ACTIONS``, ``GITLAB_CI``, ...: ``fxgolden.golden.policy.CI_MARKERS``) those writes would be
refused, so the markers other than ``CI`` are cleared for the whole session. Tests of the markers set
them explicitly.
"""

import os

from fxgolden.golden.policy import CI_MARKERS

for _name in CI_MARKERS:
    if _name != "CI":
        os.environ.pop(_name, None)
