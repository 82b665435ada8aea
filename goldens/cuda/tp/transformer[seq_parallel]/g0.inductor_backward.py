# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [split_11, clone_5, view_35], Original ATen: [aten.split, aten.clone, aten.view]
# Source node to ATen node mapping:
#   clone_5 => clone_5
#   split_11 => split_11
#   view_35 => view_35
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %split_11 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%tangents_1, 2, 2), kwargs = {})
#   %clone_5 : Tensor "f32[2, 8, 2][16, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_55,), kwargs = {})
#   %view_35 : Tensor "f32[16, 2][2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [16, 2]), kwargs = {})
#   return %view_35
triton_poi_fused_clone_split_view_0 = async_compile.triton('triton_poi_fused_clone_split_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_split_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_split_view_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2)
    x1 = xindex // 2
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (2 + x0 + 8*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [full_default_7], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_7 => full_default_7
# Graph fragment:
#   %full_default_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_7
triton_poi_fused_embedding_dense_backward_1 = async_compile.triton('triton_poi_fused_embedding_dense_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128},
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [view_36, split_12, cat_7, reduce_scatter_tensor_4], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
# Source node to ATen node mapping:
#   cat_7 => cat_7
#   reduce_scatter_tensor_4 => reduce_scatter_tensor_4
#   split_12 => split_12
#   view_36 => view_36
# Graph fragment:
#   %mm_8 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %view_36 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [2, 8, 16]), kwargs = {})
#   %split_12 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_36, 2, 1), kwargs = {})
#   %cat_7 : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_58, %getitem_59, %getitem_60, %getitem_61],), kwargs = {})
#   %reduce_scatter_tensor_4 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.reduce_scatter_tensor.default](args = (%cat_7, sum, 4, 0), kwargs = {})
#   return %buf2
triton_poi_fused_cat_reduce_scatter_tensor_split_view_2 = async_compile.triton('triton_poi_fused_cat_reduce_scatter_tensor_split_view_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_reduce_scatter_tensor_split_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_reduce_scatter_tensor_split_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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

# Topologically Sorted Source Nodes: [mul_22, sum_7, sum_8], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_22 => mul_22
#   sum_7 => sum_7
#   sum_8 => sum_8
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %mul_7 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %mul_22 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_8, %mul_7), kwargs = {})
#   %sum_7 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [0, 1]), kwargs = {})
#   %sum_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_8, [0, 1]), kwargs = {})
#   return %sum_7,%sum_8
triton_poi_fused_native_layer_norm_backward_3 = async_compile.triton('triton_poi_fused_native_layer_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_backward_3(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp3 = tl.load(in_ptr0 + (16 + x0), xmask)
    tmp4 = tl.load(in_ptr1 + (16 + x0), xmask)
    tmp7 = tl.load(in_ptr0 + (32 + x0), xmask)
    tmp8 = tl.load(in_ptr1 + (32 + x0), xmask)
    tmp11 = tl.load(in_ptr0 + (48 + x0), xmask)
    tmp12 = tl.load(in_ptr1 + (48 + x0), xmask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp15 = tmp0 + tmp3
    tmp16 = tmp15 + tmp7
    tmp17 = tmp16 + tmp11
    tl.store(out_ptr0 + (x0), tmp14, xmask)
    tl.store(out_ptr1 + (x0), tmp17, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [mul_17, mul_18, sum_5, mul_19, sum_6, mul_20, sub_9, sub_10, mul_21], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   sub_10 => sub_10
#   sub_9 => sub_9
#   sum_5 => sum_5
#   sum_6 => sum_6
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %primals_16 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mul_7 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %div_2 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_5 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_6 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=sum_6]
#   %mul_17 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_8, %primals_16), kwargs = {})
#   %mul_18 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, 16), kwargs = {})
#   %sum_5 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [2], True), kwargs = {})
#   %mul_19 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %mul_7), kwargs = {})
#   %sum_6 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_19, [2], True), kwargs = {})
#   %mul_20 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %sum_6), kwargs = {})
#   %sub_9 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_18, %sum_5), kwargs = {})
#   %sub_10 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %mul_20), kwargs = {})
#   %mul_21 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_10), kwargs = {})
#   return %sum_5,%sum_6,%mul_21
triton_per_fused_native_layer_norm_backward_4 = async_compile.triton('triton_per_fused_native_layer_norm_backward_4', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 832}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tl.store(in_out_ptr0 + (r0_1 + 16*x0), tmp19, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [split_13, cat_8], Original ATen: [aten.split, aten.cat]
# Source node to ATen node mapping:
#   cat_8 => cat_8
#   split_13 => split_13
# Graph fragment:
#   %buf13 : Tensor  = PlaceHolder[target=buf13]
#   %split_13 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_9, 2), kwargs = {})
#   %cat_8 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_62, %getitem_63, %getitem_64, %getitem_65], 1), kwargs = {})
#   return %cat_8
triton_poi_fused_cat_split_5 = async_compile.triton('triton_poi_fused_cat_split_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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

# Topologically Sorted Source Nodes: [split_13, cat_8, view_37, sum_10], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
# Source node to ATen node mapping:
#   cat_8 => cat_8
#   split_13 => split_13
#   sum_10 => sum_10
#   view_37 => view_37
# Graph fragment:
#   %cat_8 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=cat_8]
#   %split_13 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_9, 2), kwargs = {})
#   %cat_8 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_62, %getitem_63, %getitem_64, %getitem_65], 1), kwargs = {})
#   %view_37 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_8, [16, 16]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_37, [0], True), kwargs = {})
#   return %sum_10
triton_per_fused_cat_split_sum_view_6 = async_compile.triton('triton_per_fused_cat_split_sum_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_split_sum_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_split_sum_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_11, mul_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_11 => add_11
#   exp => exp
#   input_tensor_3 => add_6, erf, mul_5
#   linear_4 => view_24
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   view_40 => view_40
# Graph fragment:
#   %mm_10 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %addmm : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_40 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [2, 8, 16]), kwargs = {})
#   %view_24 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 8, 16]), kwargs = {})
#   %mul_5 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_24 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_25 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, %view_24), kwargs = {})
#   %mul_26 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, -0.5), kwargs = {})
#   %exp : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_26,), kwargs = {})
#   %mul_27 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_28 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, %mul_27), kwargs = {})
#   %add_11 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, %mul_28), kwargs = {})
#   %mul_29 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_40, %add_11), kwargs = {})
#   return %mul_29
triton_poi_fused_gelu_gelu_backward_view_7 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_7(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [mul_31, mul_32, sum_13, mul_33, sum_14, mul_34, sub_12, sub_13, mul_35, add_12], Original ATen: [aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   sub_12 => sub_12
#   sub_13 => sub_13
#   sum_13 => sum_13
#   sum_14 => sum_14
# Graph fragment:
#   %buf25 : Tensor  = PlaceHolder[target=buf25]
#   %primals_10 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mul_2 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %mul_21 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=mul_21]
#   %div_3 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %sum_13 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=sum_13]
#   %sum_14 : Tensor "f32[2, 2, 1][2, 1, 4]cuda:0" = PlaceHolder[target=sum_14]
#   %mul_31 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_10, %primals_10), kwargs = {})
#   %mul_32 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, 16), kwargs = {})
#   %sum_13 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [2], True), kwargs = {})
#   %mul_33 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, %mul_2), kwargs = {})
#   %sum_14 : Tensor "f32[2, 2, 1][2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_33, [2], True), kwargs = {})
#   %mul_34 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_14), kwargs = {})
#   %sub_12 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_32, %sum_13), kwargs = {})
#   %sub_13 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_12, %mul_34), kwargs = {})
#   %mul_35 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_13), kwargs = {})
#   %add_12 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %mul_35), kwargs = {})
#   return %sum_13,%sum_14,%add_12
triton_per_fused_add_native_layer_norm_backward_8 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 1088}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 16.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tl.store(in_out_ptr0 + (r0_1 + 16*x0), tmp21, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [view_53, view_55, add_14, view_57, add_15, split_16, cat_11], Original ATen: [aten.view, aten.add, aten.split, aten.cat]
# Source node to ATen node mapping:
#   add_14 => add_14
#   add_15 => add_15
#   cat_11 => cat_11
#   split_16 => split_16
#   view_53 => view_53
#   view_55 => view_55
#   view_57 => view_57
# Graph fragment:
#   %mm_24 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_24]
#   %mm_26 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %mm_28 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %view_53 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_24, [2, 8, 16]), kwargs = {})
#   %view_55 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [2, 8, 16]), kwargs = {})
#   %add_14 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_53, %view_55), kwargs = {})
#   %view_57 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [2, 8, 16]), kwargs = {})
#   %add_15 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_57), kwargs = {})
#   %split_16 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_15, 2, 1), kwargs = {})
#   %cat_11 : Tensor "f32[8, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_78, %getitem_79, %getitem_80, %getitem_81],), kwargs = {})
#   return %cat_11
triton_poi_fused_add_cat_split_view_9 = async_compile.triton('triton_poi_fused_add_cat_split_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_split_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_split_view_9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (x0 + 128*(x1)), tmp4 & xmask, other=0.0)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.load(in_ptr2 + (x0 + 128*(x1)), tmp4 & xmask, other=0.0)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp4, tmp9, tmp10)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1], 4, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tmp12 & tmp14
    tmp16 = tl.load(in_ptr0 + (32 + x0 + 128*((-2) + x1)), tmp15 & xmask, other=0.0)
    tmp17 = tl.load(in_ptr1 + (32 + x0 + 128*((-2) + x1)), tmp15 & xmask, other=0.0)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.load(in_ptr2 + (32 + x0 + 128*((-2) + x1)), tmp15 & xmask, other=0.0)
    tmp20 = tmp18 + tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp15, tmp20, tmp21)
    tmp23 = tmp0 >= tmp13
    tmp24 = tl.full([1], 6, tl.int64)
    tmp25 = tmp0 < tmp24
    tmp26 = tmp23 & tmp25
    tmp27 = tl.load(in_ptr0 + (64 + x0 + 128*((-4) + x1)), tmp26 & xmask, other=0.0)
    tmp28 = tl.load(in_ptr1 + (64 + x0 + 128*((-4) + x1)), tmp26 & xmask, other=0.0)
    tmp29 = tmp27 + tmp28
    tmp30 = tl.load(in_ptr2 + (64 + x0 + 128*((-4) + x1)), tmp26 & xmask, other=0.0)
    tmp31 = tmp29 + tmp30
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp26, tmp31, tmp32)
    tmp34 = tmp0 >= tmp24
    tmp35 = tl.full([1], 8, tl.int64)
    tmp36 = tmp0 < tmp35
    tmp37 = tl.load(in_ptr0 + (96 + x0 + 128*((-6) + x1)), tmp34 & xmask, other=0.0)
    tmp38 = tl.load(in_ptr1 + (96 + x0 + 128*((-6) + x1)), tmp34 & xmask, other=0.0)
    tmp39 = tmp37 + tmp38
    tmp40 = tl.load(in_ptr2 + (96 + x0 + 128*((-6) + x1)), tmp34 & xmask, other=0.0)
    tmp41 = tmp39 + tmp40
    tmp42 = tl.full(tmp41.shape, 0.0, tmp41.dtype)
    tmp43 = tl.where(tmp34, tmp41, tmp42)
    tmp44 = tl.where(tmp26, tmp33, tmp43)
    tmp45 = tl.where(tmp15, tmp22, tmp44)
    tmp46 = tl.where(tmp4, tmp11, tmp45)
    tl.store(out_ptr0 + (x2), tmp46, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [sum_21, view_58, all_gather_into_tensor_6], Original ATen: [aten.sum, aten.view, _c10d_functional.all_gather_into_tensor]
# Source node to ATen node mapping:
#   all_gather_into_tensor_6 => all_gather_into_tensor_6
#   sum_21 => sum_21
#   view_58 => view_58
# Graph fragment:
#   %add_16 : Tensor "f32[2, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=add_16]
#   %sum_21 : Tensor "f32[1, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_16, [0], True), kwargs = {})
#   %view_58 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_21, [2, 16]), kwargs = {})
#   %all_gather_into_tensor_6 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%view_58, 4, 0), kwargs = {})
#   return %buf56
triton_poi_fused_all_gather_into_tensor_sum_view_10 = async_compile.triton('triton_poi_fused_all_gather_into_tensor_sum_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_all_gather_into_tensor_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_all_gather_into_tensor_sum_view_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (32 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [full_default_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_5 => full_default_5
# Graph fragment:
#   %full_default_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_5
triton_poi_fused_embedding_dense_backward_11 = async_compile.triton('triton_poi_fused_embedding_dense_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [eq_1, unsqueeze_1, full_default_4, where_1, full_default_5, index_put_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   eq_1 => eq_1
#   full_default_4 => full_default_4
#   full_default_5 => full_default_5
#   index_put_5 => index_put_5
#   unsqueeze_1 => unsqueeze_1
#   where_1 => where_1
# Graph fragment:
#   %iota : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=iota]
#   %buf59 : Tensor  = PlaceHolder[target=buf59]
#   %index_put_5 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=index_put_5]
#   %eq_1 : Tensor "b8[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%iota, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %full_default_4, %wait_tensor_13), kwargs = {})
#   %full_default_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_5, [%iota], %where_1, True), kwargs = {})
#   return %buf61
triton_poi_fused_embedding_dense_backward_12 = async_compile.triton('triton_poi_fused_embedding_dense_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_12', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 64, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_12(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8
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
    tmp8 = tl.load(in_ptr1 + (x1 + 16*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 16, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 16)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 16")
    tmp6 = tl.full([1, 1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.where(tmp7, tmp9, tmp8)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 16*tmp4, [YBLOCK, XBLOCK])), tmp10, xmask & ymask, sem='relaxed')
''', device_str='cuda')

# Topologically Sorted Source Nodes: [full_default_4, split_17, cat_12, eq_3, unsqueeze_3, where_3, full_default_7, index_put_7], Original ATen: [aten.embedding_dense_backward, aten.split, aten.cat]
# Source node to ATen node mapping:
#   cat_12 => cat_12
#   eq_3 => eq_3
#   full_default_4 => full_default_4
#   full_default_7 => full_default_7
#   index_put_7 => index_put_7
#   split_17 => split_17
#   unsqueeze_3 => unsqueeze_3
#   where_3 => where_3
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 8][8, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf64 : Tensor  = PlaceHolder[target=buf64]
#   %where_3 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=where_3]
#   %index_put_7 : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=index_put_7]
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %split_17 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_14, 2), kwargs = {})
#   %cat_12 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_82, %getitem_83, %getitem_84, %getitem_85], 1), kwargs = {})
#   %eq_3 : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "b8[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_3, -1), kwargs = {})
#   %where_3 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %full_default_4, %cat_12), kwargs = {})
#   %full_default_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_7, [%primals_1], %where_3, True), kwargs = {})
#   return %where_3,%buf67
triton_poi_fused_cat_embedding_dense_backward_split_13 = async_compile.triton('triton_poi_fused_cat_embedding_dense_backward_split_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_embedding_dense_backward_split_13', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 128, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_embedding_dense_backward_split_13(in_ptr0, in_ptr1, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 8)
    x2 = xindex
    y1 = yindex // 8
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], -1, tl.int64)
    tmp2 = tmp0 == tmp1
    tmp3 = y0
    tmp4 = tl.full([1, 1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.full([1, 1], 2, tl.int64)
    tmp7 = tmp3 < tmp6
    tmp8 = tl.load(in_ptr1 + (x2 + 16*(y0) + 32*y1), tmp7 & xmask & ymask, other=0.0)
    tmp9 = tmp3 >= tmp6
    tmp10 = tl.full([1, 1], 4, tl.int64)
    tmp11 = tmp3 < tmp10
    tmp12 = tmp9 & tmp11
    tmp13 = tl.load(in_ptr1 + (64 + x2 + 16*((-2) + y0) + 32*y1), tmp12 & xmask & ymask, other=0.0)
    tmp14 = tmp3 >= tmp10
    tmp15 = tl.full([1, 1], 6, tl.int64)
    tmp16 = tmp3 < tmp15
    tmp17 = tmp14 & tmp16
    tmp18 = tl.load(in_ptr1 + (128 + x2 + 16*((-4) + y0) + 32*y1), tmp17 & xmask & ymask, other=0.0)
    tmp19 = tmp3 >= tmp15
    tmp20 = tl.full([1, 1], 8, tl.int64)
    tmp21 = tmp3 < tmp20
    tmp22 = tl.load(in_ptr1 + (192 + x2 + 16*((-6) + y0) + 32*y1), tmp19 & xmask & ymask, other=0.0)
    tmp23 = tl.where(tmp17, tmp18, tmp22)
    tmp24 = tl.where(tmp12, tmp13, tmp23)
    tmp25 = tl.where(tmp7, tmp8, tmp24)
    tmp26 = tl.full([1, 1], 0.0, tl.float32)
    tmp27 = tl.where(tmp2, tmp26, tmp25)
    tmp28 = tl.full([1, 1], 8, tl.int32)
    tmp29 = tmp0 + tmp28
    tmp30 = tmp0 < 0
    tmp31 = tl.where(tmp30, tmp29, tmp0)
    tl.device_assert(((0 <= tmp31) & (tmp31 < 8)) | ~(ymask), "index out of bounds: 0 <= tmp31 < 8")
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(x2 + 16*tmp31, [YBLOCK, XBLOCK])), tmp27, xmask & ymask, sem='relaxed')
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
        primals_1, primals_2, primals_4, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_14, primals_16, iota, mul, view_5, permute_3, permute_4, permute_5, getitem_26, getitem_27, getitem_28, getitem_29, mul_2, view_23, addmm, view_27, mul_7, view_31, div_2, div_3, div_4, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (2, 8), (8, 1))
        assert_size_stride(primals_2, (2, 16), (16, 1))
        assert_size_stride(primals_4, (16, ), (1, ))
        assert_size_stride(primals_6, (4, 16), (16, 1))
        assert_size_stride(primals_7, (4, 16), (16, 1))
        assert_size_stride(primals_8, (4, 16), (16, 1))
        assert_size_stride(primals_9, (16, 4), (4, 1))
        assert_size_stride(primals_10, (16, ), (1, ))
        assert_size_stride(primals_12, (16, 16), (16, 1))
        assert_size_stride(primals_14, (16, 16), (16, 1))
        assert_size_stride(primals_16, (16, ), (1, ))
        assert_size_stride(iota, (8, ), (1, ))
        assert_size_stride(mul, (2, 2, 16), (32, 16, 1))
        assert_size_stride(view_5, (16, 16), (16, 1))
        assert_size_stride(permute_3, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(permute_4, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(permute_5, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(getitem_26, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(getitem_27, (2, 1, 32), (32, 32, 1))
        assert_size_stride(getitem_28, (), ())
        assert_size_stride(getitem_29, (), ())
        assert_size_stride(mul_2, (2, 2, 16), (32, 16, 1))
        assert_size_stride(view_23, (16, 16), (16, 1))
        assert_size_stride(addmm, (16, 16), (16, 1))
        assert_size_stride(view_27, (16, 16), (16, 1))
        assert_size_stride(mul_7, (2, 2, 16), (32, 16, 1))
        assert_size_stride(view_31, (16, 16), (16, 1))
        assert_size_stride(div_2, (2, 2, 1), (2, 1, 1))
        assert_size_stride(div_3, (2, 2, 1), (2, 1, 1))
        assert_size_stride(div_4, (2, 2, 1), (2, 1, 1))
        assert_size_stride(tangents_1, (2, 8, 8), (64, 8, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 2), (2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_11, clone_5, view_35], Original ATen: [aten.split, aten.clone, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_split_view_0.run(tangents_1, buf0, 32, stream=stream0)
            del tangents_1
            buf66 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_7], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_1.run(buf66, 128, stream=stream0)
            buf1 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, permute_15, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf0, primals_2, out=buf1)
            del primals_2
            buf2 = empty_strided_cuda((8, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, split_12, cat_7, reduce_scatter_tensor_4], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_2.run(buf1, buf2, 256, stream=stream0)
            del buf1
            # Topologically Sorted Source Nodes: [view_36, split_12, cat_7, reduce_scatter_tensor_4], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            buf3 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf2, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf3, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf3, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_8], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            buf9 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf10 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_22, sum_7, sum_8], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_3.run(buf3, mul_7, buf9, buf10, 16, stream=stream0)
            buf8 = mul_7; del mul_7  # reuse
            # Topologically Sorted Source Nodes: [mul_17, mul_18, sum_5, mul_19, sum_6, mul_20, sub_9, sub_10, mul_21], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_4.run(buf8, buf3, primals_16, div_2, 4, 16, stream=stream0)
            del buf3
            del div_2
            del primals_16
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_4], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf11 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf8, 4, 'mesh_tp')
            assert_size_stride(buf11, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf11, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_9], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf11)
            buf14 = reinterpret_tensor(buf2, (2, 8, 16), (128, 16, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [split_13, cat_8], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_5.run(buf11, buf14, 256, stream=stream0)
            buf16 = reinterpret_tensor(buf11, (16, 16), (16, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [split_13, cat_8, view_37, permute_20, mm_12], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (16, 16), (1, 16), 0), view_27, out=buf16)
            del view_27
            buf17 = empty_strided_cuda((1, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_13, cat_8, view_37, sum_10], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_split_sum_view_6.run(buf14, buf17, 16, 16, stream=stream0)
            buf15 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_13, cat_8, view_37, linear_5, permute_18, mm_10], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (16, 16), (16, 1), 0), primals_14, out=buf15)
            del buf14
            del primals_14
            buf18 = reinterpret_tensor(buf15, (2, 8, 16), (128, 16, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_11, mul_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_7.run(buf18, addmm, 256, stream=stream0)
            del addmm
            buf20 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_11, mul_29, view_41, permute_25, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf18, (16, 16), (1, 16), 0), view_23, out=buf20)
            del view_23
            buf21 = empty_strided_cuda((1, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_11, mul_29, view_41, sum_12], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_split_sum_view_6.run(buf18, buf21, 16, 16, stream=stream0)
            buf19 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_11, mul_29, view_41, permute_24, mm_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf18, (16, 16), (16, 1), 0), primals_12, out=buf19)
            del primals_12
            buf22 = reinterpret_tensor(buf18, (8, 2, 16), (32, 16, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [view_44, split_14, cat_9, reduce_scatter_tensor_5], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_2.run(buf19, buf22, 256, stream=stream0)
            del buf19
            # Topologically Sorted Source Nodes: [view_44, split_14, cat_9, reduce_scatter_tensor_5], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            buf23 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf22, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf23, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf23, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_10], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf23)
            buf30 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [mul_31, mul_32, sum_13, mul_33, sum_14, mul_34, sub_12, sub_13, mul_35, add_12], Original ATen: [aten.native_layer_norm_backward, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_8.run(buf30, buf23, primals_10, mul_2, div_3, 4, 16, stream=stream0)
            del div_3
            del primals_10
            buf28 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf29 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_36, sum_15, sum_16], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_3.run(buf23, mul_2, buf28, buf29, 16, stream=stream0)
            del mul_2
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_5], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf31 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf30, 4, 'mesh_tp')
            assert_size_stride(buf31, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf31, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_11], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf31)
            buf34 = reinterpret_tensor(buf22, (2, 8, 16), (128, 16, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [split_15, cat_10], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_5.run(buf31, buf34, 256, stream=stream0)
            del buf31
            buf35 = reinterpret_tensor(buf23, (16, 4), (4, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [split_15, cat_10, view_45, permute_28, transpose_3, out_1, linear_3, mm_18], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf34, (16, 16), (1, 16), 0), reinterpret_tensor(getitem_26, (16, 4), (4, 1), 0), out=buf35)
            buf36 = empty_strided_cuda((16, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_15, cat_10, view_45, linear_3, permute_31, mm_20], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf34, (16, 16), (16, 1), 0), primals_9, out=buf36)
            del primals_9
            # Topologically Sorted Source Nodes: [view_47, view_48, permute_33, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf37 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf36, (2, 1, 8, 4), (32, 4, 4, 1), 0), permute_3, permute_4, permute_5, None, getitem_26, getitem_27, getitem_28, getitem_29, 0.0, [True, True, True, False], True)
            del getitem_26
            del getitem_27
            del getitem_28
            del getitem_29
            del permute_3
            del permute_4
            del permute_5
            buf38 = buf37[0]
            assert_size_stride(buf38, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf39 = buf37[1]
            assert_size_stride(buf39, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf40 = buf37[2]
            assert_size_stride(buf40, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf37
            buf41 = reinterpret_tensor(buf36, (4, 16), (16, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [permute_34, view_49, view_52, permute_37, mm_22], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf40, (4, 16), (1, 4), 0), view_5, out=buf41)
            buf43 = empty_strided_cuda((4, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_35, view_50, view_54, permute_42, mm_25], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf39, (4, 16), (1, 4), 0), view_5, out=buf43)
            buf45 = empty_strided_cuda((4, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_36, view_51, view_56, permute_46, mm_27], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf38, (4, 16), (1, 4), 0), view_5, out=buf45)
            del view_5
            buf42 = reinterpret_tensor(buf34, (16, 16), (16, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [permute_34, view_49, view_52, linear_2, permute_40, mm_24], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf40, (16, 4), (4, 1), 0), primals_8, out=buf42)
            del buf40
            del primals_8
            buf44 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_35, view_50, view_54, linear_1, permute_44, mm_26], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf39, (16, 4), (4, 1), 0), primals_7, out=buf44)
            del buf39
            del primals_7
            buf46 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_36, view_51, view_56, linear, permute_48, mm_28], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf38, (16, 4), (4, 1), 0), primals_6, out=buf46)
            del buf38
            del primals_6
            buf47 = empty_strided_cuda((8, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, view_55, add_14, view_57, add_15, split_16, cat_11], Original ATen: [aten.view, aten.add, aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_split_view_9.run(buf42, buf44, buf46, buf47, 256, stream=stream0)
            del buf42
            del buf44
            del buf46
            # Topologically Sorted Source Nodes: [reduce_scatter_tensor_6], Original ATen: [_c10d_functional.reduce_scatter_tensor]
            buf48 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf47, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf48, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf48, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_12], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf48)
            buf55 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [mul_38, mul_39, sum_17, mul_40, sum_18, mul_41, sub_15, sub_16, mul_42, add_16], Original ATen: [aten.native_layer_norm_backward, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_8.run(buf55, buf48, primals_4, mul, div_4, 4, 16, stream=stream0)
            del div_4
            del primals_4
            buf53 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf54 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_43, sum_19, sum_20], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_3.run(buf48, mul, buf53, buf54, 16, stream=stream0)
            del buf48
            del mul
            buf56 = empty_strided_cuda((2, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_21, view_58, all_gather_into_tensor_6], Original ATen: [aten.sum, aten.view, _c10d_functional.all_gather_into_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_all_gather_into_tensor_sum_view_10.run(buf55, buf56, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [sum_21, view_58, all_gather_into_tensor_6], Original ATen: [aten.sum, aten.view, _c10d_functional.all_gather_into_tensor]
            buf57 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf56, 4, 'mesh_tp')
            assert_size_stride(buf57, (8, 16), (16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf57, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_13], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf57)
            buf60 = reinterpret_tensor(buf47, (16, 16), (16, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [full_default_5], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_11.run(buf60, 256, stream=stream0)
            # Topologically Sorted Source Nodes: [eq_1, unsqueeze_1, full_default_4, where_1, full_default_5, index_put_5], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_12.run(iota, buf57, buf60, 8, 16, stream=stream0)
            del buf57
            del iota
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_7], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf62 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf55, 4, 'mesh_tp')
            assert_size_stride(buf62, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf62, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_14], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf62)
            del buf55
            # Topologically Sorted Source Nodes: [full_default_4, split_17, cat_12, eq_3, unsqueeze_3, where_3, full_default_7, index_put_7], Original ATen: [aten.embedding_dense_backward, aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_embedding_dense_backward_split_13.run(primals_1, buf62, buf66, 16, 16, stream=stream0)
            del buf62
            del primals_1
            buf68 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [permute_12, split_18], Original ATen: [aten.t, aten.split, aten.addmm]
            extern_kernels.addmm(reinterpret_tensor(buf66, (2, 16), (16, 1), 32), reinterpret_tensor(buf0, (2, 16), (1, 2), 0), view_31, alpha=1, beta=1, out=buf68)
            del buf0
            del buf66
            del view_31
        return (None, buf68, buf60, buf53, buf54, buf45, buf43, buf41, buf35, buf28, buf29, buf20, reinterpret_tensor(buf21, (16, ), (1, ), 0), buf16, reinterpret_tensor(buf17, (16, ), (1, ), 0), buf9, buf10, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
