"""The normalizer's version, which every golden records; imports nothing, so golden storage can read it cheaply.

NORMALIZER_VERSION changelog (bump on every change that can alter output):
  1  first pipeline: paths, addresses, group names, FX comments, Inductor header/tail/AOT id.
  2  FX `class <lambda>(` -> `class _lambda_(` (goldens parse as Python); Triton rules (kernel
     path, backend hash, DeviceProperties, environment switches in inductor_meta).
  3  the Inductor import header ends at the first comment: the source-node comments of the
     first kernel were dropped with it (seen on Triton output; C++ output has none there).
  4  FX value names renumbered by first definition; GPU ordinals (cuda:N, device guards) to 0.
     Both seen differing between a fake-PG capture and a real NCCL rank of the same graph.
  5  parameters are renumbered too (a backward's saved tensors t_1, t_3 -> t, t_1): the second
     NCCL run on two H200s differed from the fake-PG capture only there.
  6  blank lines inside FX graph bodies dropped: torch prints one between source-location groups,
     and the grouping changed in torch 2.14.1 with no change of the graph (20+ nightly "rename-only"s).
     Group names in async TP's symm_mem calls are aliased like those of collectives (no golden had one).
  7  FX goldens in their golden form (fxgolden.text.golden_form), for models at scale: provenance
     lines (`#> module.path: python.module.Class.function`, no file or line), repeated layers written
     once (`#= layers.3 as layers.0`) and layers that differ from one in at most a third of their
     lines as that layer plus the lines that differ (`#=   @ its lines 18-22 as these 2`), Dynamo's
     `l_x = L_x` aliases as one line, names too long for a line in a `#~` legend, lines over 200
     characters wrapped one item per line; FX's `;  a = b = None` lifetime tails dropped.
     Later, same version (goldens of the earlier names differ by names alone, and the review calls the
     diff a rename): the outer forward of a graph with layers renumbered by layer (a layer's values
     `mm_L2_1`, the rest numbered among themselves), so that an op added to one layer renames nothing
     in another; a run of two layers written out. Then what a layer hands on (its last value, read
     after it by another layer or the final norm) named `layer_out_L2`, so that an op added ahead of it
     renames nothing outside that layer; a backward's saved tensors named by the layer that reads them
     (`mm_L3_1`), and a fold's pairs no longer list the values it reads as its own layer's. Dynamo's
     in-place line (`x += y;  x_1 = x`) assigns `x_1`: named by layer and numbered like any value. A
     runtime assertion's message names the value it asserts (`on node 'ge_L1_2'`), not torch's graph-wide
     node name, and near folds and patterns read data-dependent sizes as inputs: MoE layers of a model
     renumbered by layer fold again (no golden of the catalog holds either). A layer takes in up to four
     lines of a module outside every layer between two of its runs (a backward's rotary recompute).
"""

NORMALIZER_VERSION = 7
