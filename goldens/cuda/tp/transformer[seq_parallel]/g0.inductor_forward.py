# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.inductor_forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [embedding], Original ATen: [aten.lt, aten.ge, aten.bitwise_or, aten.sub, aten.lift_fresh, aten.index_put]
# Source node to ATen node mapping:
#   embedding => bitwise_or, full_default, ge, index_put, lt, sub
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 8][8, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %lt : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%primals_1, 2), kwargs = {})
#   %ge : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_1, 4), kwargs = {})
#   %bitwise_or : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%lt, %ge), kwargs = {})
#   %sub : Tensor "i64[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, 2), kwargs = {})
#   %full_default : Tensor "i64[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %index_put : Tensor "i64[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%sub, [%bitwise_or], %full_default), kwargs = {})
#   return %index_put
triton_poi_fused_bitwise_or_ge_index_put_lift_fresh_lt_sub_0 = async_compile.triton('triton_poi_fused_bitwise_or_ge_index_put_lift_fresh_lt_sub_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_or_ge_index_put_lift_fresh_lt_sub_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_or_ge_index_put_lift_fresh_lt_sub_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 2, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 >= tmp3
    tmp5 = tmp2 | tmp4
    tmp6 = tmp0 - tmp1
    tmp7 = tl.full([1], 0, tl.int64)
    tmp8 = tl.where(tmp5, tmp7, tmp6)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [embedding, outputs], Original ATen: [aten.lt, aten.ge, aten.bitwise_or, aten.embedding, aten.lift_fresh, aten.index_put]
# Source node to ATen node mapping:
#   embedding => bitwise_or, embedding, ge, lt
#   outputs => full_default_1, index_put_1
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 8][8, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %index_put : Tensor "i64[2, 8][8, 1]cuda:0" = PlaceHolder[target=index_put]
#   %primals_2 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %lt : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%primals_1, 2), kwargs = {})
#   %ge : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_1, 4), kwargs = {})
#   %bitwise_or : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%lt, %ge), kwargs = {})
#   %embedding : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %index_put), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %index_put_1 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%embedding, [%bitwise_or], %full_default_1), kwargs = {})
#   return %index_put_1
triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1 = async_compile.triton('triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 256, 'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 2, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.full([1, 1], 4, tl.int64)
    tmp4 = tmp0 >= tmp3
    tmp5 = tmp2 | tmp4
    tmp7 = tl.full([1, 1], 2, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 2)) | ~(ymask), "index out of bounds: 0 <= tmp10 < 2")
    tmp12 = tl.load(in_ptr2 + (x1 + 16*tmp10), xmask & ymask)
    tmp13 = tl.full([1, 1], 0.0, tl.float32)
    tmp14 = tl.where(tmp5, tmp13, tmp12)
    tl.store(out_ptr0 + (x1 + 16*y0), tmp14, xmask & ymask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [outputs], Original ATen: [aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
# Source node to ATen node mapping:
#   outputs => cat, reduce_scatter_tensor, split_1
# Graph fragment:
#   %index_put_1 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %split_1 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%index_put_1, 2, 1), kwargs = {})
#   %cat : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_4, %getitem_9, %getitem_14, %getitem_19],), kwargs = {})
#   %reduce_scatter_tensor : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.reduce_scatter_tensor.default](args = (%cat, sum, 4, 0), kwargs = {})
#   return %buf2
triton_poi_fused_cat_reduce_scatter_tensor_split_2 = async_compile.triton('triton_poi_fused_cat_reduce_scatter_tensor_split_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_reduce_scatter_tensor_split_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_reduce_scatter_tensor_split_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 128*(x1)), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 4, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr0 + (32 + x0 + 128*((-2) + x1)), tmp9 & xmask, other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 6, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr0 + (64 + x0 + 128*((-4) + x1)), tmp14 & xmask, other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 8, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr0 + (96 + x0 + 128*((-6) + x1)), tmp16 & xmask, other=0.0)
    tmp20 = tl.where(tmp14, tmp15, tmp19)
    tmp21 = tl.where(tmp9, tmp10, tmp20)
    tmp22 = tl.where(tmp4, tmp5, tmp21)
    tl.store(out_ptr0 + (x2), tmp22, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [pos], Original ATen: [aten.arange]
# Source node to ATen node mapping:
#   pos => iota
# Graph fragment:
#   %iota : Tensor "i64[8][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.iota.default](args = (8,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   return %iota
triton_poi_fused_arange_3 = async_compile.triton('triton_poi_fused_arange_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8},
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [outputs, embedding_1, outputs_1], Original ATen: [aten.lift_fresh, aten.lt, aten.ge, aten.bitwise_or, aten.embedding, aten.index_put]
# Source node to ATen node mapping:
#   embedding_1 => bitwise_or_1, embedding_1, ge_1, lt_1
#   outputs => full_default_1
#   outputs_1 => index_put_3
# Graph fragment:
#   %primals_3 : Tensor "f32[4, 16][16, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %full_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %lt_1 : Tensor "b8[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%iota, 4), kwargs = {})
#   %ge_1 : Tensor "b8[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%iota, 8), kwargs = {})
#   %bitwise_or_1 : Tensor "b8[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%lt_1, %ge_1), kwargs = {})
#   %embedding_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %index_put_2), kwargs = {})
#   %index_put_3 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%embedding_1, [%bitwise_or_1], %full_default_1), kwargs = {})
#   return %index_put_3
triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_4 = async_compile.triton('triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 16
    x0 = (xindex % 16)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 4, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 >= tmp3
    tmp5 = tmp2 | tmp4
    tmp6 = tl.full([1], 0, tl.int64)
    tmp7 = (-4) + x1
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tl.full([XBLOCK], 4, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tmp13 = tl.load(in_ptr0 + (x0 + 16*tmp12), xmask)
    tmp14 = tl.full([1], 0.0, tl.float32)
    tmp15 = tl.where(tmp5, tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [h, hook_result_2, dt_inp, div_4], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_4 => div_4
#   dt_inp => all_gather_into_tensor
#   h => add
#   hook_result_2 => add_1, add_2, mul, mul_1, rsqrt, sub_2, var_mean
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %buf11 : Tensor  = PlaceHolder[target=buf11]
#   %getitem_21 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf13 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=buf13]
#   %mul : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul]
#   %primals_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_5]
#   %add : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor, %wait_tensor_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub_2 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_21), kwargs = {})
#   %mul : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_4), kwargs = {})
#   %add_2 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_5), kwargs = {})
#   %all_gather_into_tensor : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%add_2, 4, 0), kwargs = {})
#   %div_4 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 16), kwargs = {})
#   return %getitem_21,%buf13,%mul,%buf16,%div_4
triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_5 = async_compile.triton('triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16, 'r0_': 1152}}
)
@triton.jit
def triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 2)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 16*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 16, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp2 - tmp12
    tmp20 = tl.full([1, 1], 16.0, tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tl.full([1, 1], 1e-05, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp19 * tmp24
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tmp30 = tl.full([1, 1], 0.0625, tl.float32)
    tmp31 = tmp24 * tmp30
    tl.store(out_ptr2 + (r0_2 + 16*x3), tmp25, xmask)
    tl.store(out_ptr3 + (r0_2 + 16*x3), tmp29, xmask)
    tl.store(out_ptr4 + (x3), tmp31, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [dt_inp], Original ATen: [aten.split, aten.cat]
# Source node to ATen node mapping:
#   dt_inp => cat_1, split_5
# Graph fragment:
#   %buf19 : Tensor  = PlaceHolder[target=buf19]
#   %split_5 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_2, 2), kwargs = {})
#   %cat_1 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_22, %getitem_23, %getitem_24, %getitem_25], 1), kwargs = {})
#   return %cat_1
triton_poi_fused_cat_split_6 = async_compile.triton('triton_poi_fused_cat_split_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 16) % 8)
    x0 = (xindex % 16)
    x2 = xindex // 128
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 16*(x1) + 32*x2), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 4, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr0 + (64 + x0 + 16*((-2) + x1) + 32*x2), tmp9 & xmask, other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 6, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr0 + (128 + x0 + 16*((-4) + x1) + 32*x2), tmp14 & xmask, other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 8, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr0 + (192 + x0 + 16*((-6) + x1) + 32*x2), tmp16 & xmask, other=0.0)
    tmp20 = tl.where(tmp14, tmp15, tmp19)
    tmp21 = tl.where(tmp9, tmp10, tmp20)
    tmp22 = tl.where(tmp4, tmp5, tmp21)
    tl.store(out_ptr0 + (x3), tmp22, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [h, h_2, hook_result_7, dt_inp_1, div_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_3 => div_3
#   dt_inp_1 => all_gather_into_tensor_1
#   h => add
#   h_2 => add_3
#   hook_result_7 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %buf11 : Tensor  = PlaceHolder[target=buf11]
#   %buf33 : Tensor  = PlaceHolder[target=buf33]
#   %getitem_35 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=getitem_35]
#   %buf35 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=buf35]
#   %mul_2 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %primals_10 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_11]
#   %add : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor, %wait_tensor_1), kwargs = {})
#   %add_3 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %wait_tensor_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub_3 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_35), kwargs = {})
#   %mul_2 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_10), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_11), kwargs = {})
#   %all_gather_into_tensor_1 : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%add_5, 4, 0), kwargs = {})
#   %div_3 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 16), kwargs = {})
#   return %getitem_35,%buf35,%mul_2,%buf38,%div_3
triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_7 = async_compile.triton('triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16, 'r0_': 1152}}
)
@triton.jit
def triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 2)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 16*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 16, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 16.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tmp32 = tl.full([1, 1], 0.0625, tl.float32)
    tmp33 = tmp26 * tmp32
    tl.store(out_ptr2 + (r0_2 + 16*x3), tmp27, xmask)
    tl.store(out_ptr3 + (r0_2 + 16*x3), tmp31, xmask)
    tl.store(out_ptr4 + (x3), tmp33, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [linear_4, input_tensor_3], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_tensor_3 => add_6, erf, mul_4, mul_5, mul_6
#   linear_4 => view_24
# Graph fragment:
#   %addmm : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_24 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 8, 16]), kwargs = {})
#   %mul_4 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   return %mul_6
triton_poi_fused_gelu_view_8 = async_compile.triton('triton_poi_fused_gelu_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.div]
# Source node to ATen node mapping:
#   linear_5 => div
# Graph fragment:
#   %primals_15 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_15]
#   %div : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%primals_15, 4), kwargs = {})
#   return %div
triton_poi_fused_div_9 = async_compile.triton('triton_poi_fused_div_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.25, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [h, h_2, h_3, hook_result_10, input_tensor_5, div_2], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_2 => div_2
#   h => add
#   h_2 => add_3
#   h_3 => add_7
#   hook_result_10 => add_8, add_9, mul_7, mul_8, rsqrt_2, sub_4, var_mean_2
#   input_tensor_5 => all_gather_into_tensor_2
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %buf11 : Tensor  = PlaceHolder[target=buf11]
#   %buf33 : Tensor  = PlaceHolder[target=buf33]
#   %buf50 : Tensor  = PlaceHolder[target=buf50]
#   %getitem_45 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=getitem_45]
#   %buf52 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=buf52]
#   %mul_7 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %primals_16 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor, %wait_tensor_1), kwargs = {})
#   %add_3 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %wait_tensor_3), kwargs = {})
#   %add_7 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %wait_tensor_5), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_8 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %sub_4 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_45), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %primals_16), kwargs = {})
#   %add_9 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %primals_17), kwargs = {})
#   %all_gather_into_tensor_2 : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%add_9, 4, 0), kwargs = {})
#   %div_2 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 16), kwargs = {})
#   return %getitem_45,%buf52,%mul_7,%buf55,%div_2
triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_10 = async_compile.triton('triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16, 'r0_': 1152}}
)
@triton.jit
def triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 2)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 16*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp30 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 16, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 16.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tl.full([1, 1], 0.0625, tl.float32)
    tmp35 = tmp28 * tmp34
    tl.store(out_ptr2 + (r0_2 + 16*x3), tmp29, xmask)
    tl.store(out_ptr3 + (r0_2 + 16*x3), tmp33, xmask)
    tl.store(out_ptr4 + (x3), tmp35, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [outputs_8], Original ATen: [aten.split, aten.cat]
# Source node to ATen node mapping:
#   outputs_8 => cat_6, split_10
# Graph fragment:
#   %buf63 : Tensor  = PlaceHolder[target=buf63]
#   %split_10 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_7, 2), kwargs = {})
#   %cat_6 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_50, %getitem_51, %getitem_52, %getitem_53], 2), kwargs = {})
#   return %cat_6
triton_poi_fused_cat_split_11 = async_compile.triton('triton_poi_fused_cat_split_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = xindex // 8
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (2*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 4, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr0 + (32 + 2*x1 + ((-2) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 6, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr0 + (64 + 2*x1 + ((-4) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 8, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr0 + (96 + 2*x1 + ((-6) + x0)), tmp16 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.where(tmp14, tmp15, tmp19)
    tmp21 = tl.where(tmp9, tmp10, tmp20)
    tmp22 = tl.where(tmp4, tmp5, tmp21)
    tl.store(out_ptr0 + (x2), tmp22, xmask)
''', device_str='cuda')

async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17 = args
        args.clear()
        assert_size_stride(primals_1, (2, 8), (8, 1))
        assert_size_stride(primals_2, (2, 16), (16, 1))
        assert_size_stride(primals_3, (4, 16), (16, 1))
        assert_size_stride(primals_4, (16, ), (1, ))
        assert_size_stride(primals_5, (16, ), (1, ))
        assert_size_stride(primals_6, (4, 16), (16, 1))
        assert_size_stride(primals_7, (4, 16), (16, 1))
        assert_size_stride(primals_8, (4, 16), (16, 1))
        assert_size_stride(primals_9, (16, 4), (4, 1))
        assert_size_stride(primals_10, (16, ), (1, ))
        assert_size_stride(primals_11, (16, ), (1, ))
        assert_size_stride(primals_12, (16, 16), (16, 1))
        assert_size_stride(primals_13, (16, ), (1, ))
        assert_size_stride(primals_14, (16, 16), (16, 1))
        assert_size_stride(primals_15, (16, ), (1, ))
        assert_size_stride(primals_16, (16, ), (1, ))
        assert_size_stride(primals_17, (16, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 8), (8, 1), torch.int64)
            # Topologically Sorted Source Nodes: [embedding], Original ATen: [aten.lt, aten.ge, aten.bitwise_or, aten.sub, aten.lift_fresh, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bitwise_or_ge_index_put_lift_fresh_lt_sub_0.run(primals_1, buf0, 16, stream=stream0)
            buf1 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, outputs], Original ATen: [aten.lt, aten.ge, aten.bitwise_or, aten.embedding, aten.lift_fresh, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1.run(primals_1, buf0, primals_2, buf1, 16, 16, stream=stream0)
            del buf0
            buf2 = empty_strided_cuda((8, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [outputs], Original ATen: [aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_2.run(buf1, buf2, 256, stream=stream0)
            del buf1
            # Topologically Sorted Source Nodes: [outputs], Original ATen: [aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            buf3 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf2, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf3, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf3, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            del buf2
            buf6 = empty_strided_cuda((8, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [pos], Original ATen: [aten.arange]
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_3.run(buf6, 8, stream=stream0)
            buf8 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [outputs, embedding_1, outputs_1], Original ATen: [aten.lift_fresh, aten.lt, aten.ge, aten.bitwise_or, aten.embedding, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_4.run(primals_3, buf8, 128, stream=stream0)
            del primals_3
            # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.reduce_scatter_tensor]
            buf9 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf8, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf9, (2, 16), (16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf9, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf9)
            del buf8
            buf15 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf16 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf67 = empty_strided_cuda((2, 2, 1), (2, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h, hook_result_2, dt_inp, div_4], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_5.run(buf3, buf9, primals_4, primals_5, buf15, buf16, buf67, 4, 16, stream=stream0)
            del primals_5
            # Topologically Sorted Source Nodes: [hook_result_2, dt_inp], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            buf17 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf16, 4, 'mesh_tp')
            assert_size_stride(buf17, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf17, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [dt_inp], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf17)
            buf20 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [dt_inp], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_6.run(buf17, buf20, 256, stream=stream0)
            del buf17
            buf21 = reinterpret_tensor(buf16, (16, 4), (4, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [dt_inp, linear], Original ATen: [aten.split, aten.cat, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (16, 16), (16, 1), 0), reinterpret_tensor(primals_6, (16, 4), (1, 16), 0), out=buf21)
            buf22 = empty_strided_cuda((16, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [dt_inp, linear, linear_1], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (16, 16), (16, 1), 0), reinterpret_tensor(primals_7, (16, 4), (1, 16), 0), out=buf22)
            buf23 = empty_strided_cuda((16, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [dt_inp, linear, linear_2], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (16, 16), (16, 1), 0), reinterpret_tensor(primals_8, (16, 4), (1, 16), 0), out=buf23)
            # Topologically Sorted Source Nodes: [linear, linear_1, linear_2, view, q, view_1, k, view_2, v, out], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf24 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf21, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf22, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf23, (2, 1, 8, 4), (32, 4, 4, 1), 0), None, True, 0.0, True)
            buf25 = buf24[0]
            assert_size_stride(buf25, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf26 = buf24[1]
            assert_size_stride(buf26, (2, 1, 32), (32, 32, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf27 = buf24[2]
            assert_size_stride(buf27, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf27, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf28 = buf24[3]
            assert_size_stride(buf28, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf24
            buf29 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, out_1, linear_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf25, (16, 4), (4, 1), 0), reinterpret_tensor(primals_9, (4, 16), (1, 4), 0), out=buf29)
            buf30 = empty_strided_cuda((8, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, outputs_5], Original ATen: [aten._unsafe_view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_2.run(buf29, buf30, 256, stream=stream0)
            del buf29
            # Topologically Sorted Source Nodes: [linear_3, outputs_5], Original ATen: [aten._unsafe_view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            buf31 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf30, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf31, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf31, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_5], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf31)
            del buf30
            buf37 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf38 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf66 = empty_strided_cuda((2, 2, 1), (2, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h, h_2, hook_result_7, dt_inp_1, div_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_7.run(buf3, buf9, buf31, primals_10, primals_11, buf37, buf38, buf66, 4, 16, stream=stream0)
            del primals_11
            # Topologically Sorted Source Nodes: [hook_result_7, dt_inp_1], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            buf39 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf38, 4, 'mesh_tp')
            assert_size_stride(buf39, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf39, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [dt_inp_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf39)
            del buf38
            buf42 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [dt_inp_1], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_6.run(buf39, buf42, 256, stream=stream0)
            buf43 = reinterpret_tensor(buf39, (16, 16), (16, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [dt_inp_1, linear_4], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_13, reinterpret_tensor(buf42, (16, 16), (16, 1), 0), reinterpret_tensor(primals_12, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf43)
            del primals_13
            buf44 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, input_tensor_3], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf43, buf44, 256, stream=stream0)
            buf45 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.div]
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_9.run(primals_15, buf45, 16, stream=stream0)
            del primals_15
            buf46 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, input_tensor_3, linear_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.div, aten.addmm]
            extern_kernels.addmm(buf45, reinterpret_tensor(buf44, (16, 16), (16, 1), 0), reinterpret_tensor(primals_14, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf46)
            del buf45
            buf47 = empty_strided_cuda((8, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_5, outputs_7], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_2.run(buf46, buf47, 256, stream=stream0)
            del buf46
            # Topologically Sorted Source Nodes: [linear_5, outputs_7], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            buf48 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf47, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf48, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf48, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_7], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf48)
            del buf47
            buf54 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf55 = empty_strided_cuda((2, 2, 16), (32, 16, 1), torch.float32)
            buf65 = empty_strided_cuda((2, 2, 1), (2, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h, h_2, h_3, hook_result_10, input_tensor_5, div_2], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_10.run(buf3, buf9, buf31, buf48, primals_16, primals_17, buf54, buf55, buf65, 4, 16, stream=stream0)
            del buf3
            del buf31
            del buf48
            del primals_17
            # Topologically Sorted Source Nodes: [hook_result_10, input_tensor_5], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            buf56 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf55, 4, 'mesh_tp')
            assert_size_stride(buf56, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf56, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [input_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf56)
            del buf55
            buf59 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_tensor_5], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_6.run(buf56, buf59, 256, stream=stream0)
            del buf56
            buf60 = reinterpret_tensor(buf9, (16, 2), (2, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [input_tensor_5, linear_6], Original ATen: [aten.split, aten.cat, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf59, (16, 16), (16, 1), 0), reinterpret_tensor(primals_2, (16, 2), (1, 16), 0), out=buf60)
            # Topologically Sorted Source Nodes: [linear_6, outputs_8], Original ATen: [aten._unsafe_view, _c10d_functional.all_gather_into_tensor]
            buf61 = torch.ops._c10d_functional.all_gather_into_tensor.default(reinterpret_tensor(buf60, (2, 8, 2), (16, 2, 1), 0), 4, 'mesh_tp')
            assert_size_stride(buf61, (8, 8, 2), (16, 2, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf61, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_8], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf61)
            del buf60
            buf64 = empty_strided_cuda((2, 8, 8), (64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [outputs_8], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_11.run(buf61, buf64, 128, stream=stream0)
            del buf61
        return (buf64, primals_1, primals_2, primals_4, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_14, primals_16, buf6, buf15, reinterpret_tensor(buf20, (16, 16), (16, 1), 0), reinterpret_tensor(buf21, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf22, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf23, (2, 1, 8, 4), (32, 4, 4, 1), 0), buf25, buf26, buf27, buf28, buf37, reinterpret_tensor(buf42, (16, 16), (16, 1), 0), buf43, reinterpret_tensor(buf44, (16, 16), (16, 1), 0), buf54, reinterpret_tensor(buf59, (16, 16), (16, 1), 0), buf65, buf66, buf67, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
