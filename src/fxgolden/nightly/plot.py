"""The trend plot: changed, failed and errored cases, and total compile time, across runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence


def write_trend(path: Path, runs: Sequence[Mapping[str, Any]]) -> Path:
    """Draw ``runs`` (history entries, oldest first) into a PNG at ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r['started'][:10]}\n{r['torch']}" for r in runs]
    xs = list(range(len(runs)))
    fig, left = plt.subplots(figsize=(max(6, 0.9 * len(runs) + 3), 4), dpi=100)
    for key, color in (("changed", "tab:orange"), ("failed", "tab:red"), ("errored", "tab:purple")):
        left.plot(xs, [r["counts"].get(key, 0) for r in runs], marker="o", color=color, label=f"{key} cases")
    left.set_ylabel("cases")
    left.set_ylim(bottom=0)
    right = left.twinx()
    right.plot(xs, [r["compile_s"] for r in runs], marker="s", linestyle="--", color="tab:blue",
               label="total compile time (s)")
    right.set_ylabel("compile time (s)")
    right.set_ylim(bottom=0)
    left.set_xticks(xs, labels, fontsize=7)
    left_handles, left_labels = left.get_legend_handles_labels()
    right_handles, right_labels = right.get_legend_handles_labels()
    left.legend(left_handles + right_handles, left_labels + right_labels, loc="upper left", fontsize=8)
    left.set_title("fxgolden nightly: drift across runs")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return path
