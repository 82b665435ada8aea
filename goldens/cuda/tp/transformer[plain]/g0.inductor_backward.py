# fxgolden golden | case: tp/transformer[plain] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [split_1, clone_5, view_35], Original ATen: [aten.split, aten.clone, aten.view]
# Source node to ATen node mapping:
#   clone_5 => clone_5
#   split_1 => split_1
#   view_35 => view_35
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %split_1 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%tangents_1, 2, 2), kwargs = {})
#   %clone_5 : Tensor "f32[2, 8, 2][16, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_15,), kwargs = {})
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

# Topologically Sorted Source Nodes: [view_36, mul_10, mul_11, sum_1, mul_12, sum_2, mul_13, sub_6, sub_7, mul_14], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_36 => view_36
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %primals_16 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mul_7 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %div_1 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_1 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_2]
#   %view_36 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [2, 8, 16]), kwargs = {})
#   %mul_10 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_5, %primals_16), kwargs = {})
#   %mul_11 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, 16), kwargs = {})
#   %sum_1 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_10, [2], True), kwargs = {})
#   %mul_12 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %mul_7), kwargs = {})
#   %sum_2 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_12, [2], True), kwargs = {})
#   %mul_13 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %sum_2), kwargs = {})
#   %sub_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_11, %sum_1), kwargs = {})
#   %sub_7 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_7), kwargs = {})
#   return %sum_1,%sum_2,%mul_14
triton_per_fused_native_layer_norm_backward_view_1 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64, 'r0_': 3136}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
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
    tl.store(out_ptr2 + (r0_1 + 16*x0), tmp19, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [view_36, mul_15, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_15 => mul_15
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_36 => view_36
# Graph fragment:
#   %buf5 : Tensor  = PlaceHolder[target=buf5]
#   %mul_7 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %view_36 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [2, 8, 16]), kwargs = {})
#   %mul_15 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_5, %mul_7), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_15, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_5, [0, 1]), kwargs = {})
#   return %sum_3,%sum_4
triton_per_fused_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1280, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0 + 16*r0_1), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [view_37, sum_6], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
#   view_37 => view_37
# Graph fragment:
#   %mul_14 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %view_37 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_14, [16, 16]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_37, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_sum_view_3 = async_compile.triton('triton_per_fused_sum_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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

# Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_11 => add_11
#   exp => exp
#   input_tensor_3 => add_6, erf, mul_5
#   linear_4 => view_24
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   view_40 => view_40
# Graph fragment:
#   %mm_10 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %addmm : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_40 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [2, 8, 16]), kwargs = {})
#   %view_24 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 8, 16]), kwargs = {})
#   %mul_5 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_17 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_18 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, %view_24), kwargs = {})
#   %mul_19 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, -0.5), kwargs = {})
#   %exp : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_19,), kwargs = {})
#   %mul_20 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_21 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_24, %mul_20), kwargs = {})
#   %add_11 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_40, %add_11), kwargs = {})
#   return %mul_22
triton_poi_fused_gelu_gelu_backward_view_4 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_4(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
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

# Topologically Sorted Source Nodes: [view_44, mul_24, mul_25, sum_9, mul_26, sum_10, mul_27, sub_9, sub_10, mul_28, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   sub_10 => sub_10
#   sub_9 => sub_9
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_44 => view_44
# Graph fragment:
#   %buf21 : Tensor  = PlaceHolder[target=buf21]
#   %primals_10 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mul_2 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %mul_14 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %div_2 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_9 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_9]
#   %sum_10 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_10]
#   %view_44 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [2, 8, 16]), kwargs = {})
#   %mul_24 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_6, %primals_10), kwargs = {})
#   %mul_25 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, 16), kwargs = {})
#   %sum_9 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [2], True), kwargs = {})
#   %mul_26 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %mul_2), kwargs = {})
#   %sum_10 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [2], True), kwargs = {})
#   %mul_27 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_10), kwargs = {})
#   %sub_9 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_25, %sum_9), kwargs = {})
#   %sub_10 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %mul_27), kwargs = {})
#   %mul_28 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_10), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %mul_28), kwargs = {})
#   return %sum_9,%sum_10,%add_12
triton_per_fused_add_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64, 'r0_': 4160}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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

# Topologically Sorted Source Nodes: [view_53, view_55, add_14, view_57, add_15, all_reduce_6], Original ATen: [aten.view, aten.add, _c10d_functional.all_reduce]
# Source node to ATen node mapping:
#   add_14 => add_14
#   add_15 => add_15
#   all_reduce_6 => all_reduce_6
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
#   %all_reduce_6 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_reduce_.default](args = (%add_15, sum, 0), kwargs = {})
#   return %wait_tensor_7
triton_poi_fused_add_all_reduce_view_6 = async_compile.triton('triton_poi_fused_add_all_reduce_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_all_reduce_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_all_reduce_view_6(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [full_default_7], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_7 => full_default_7
# Graph fragment:
#   %full_default_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_7
triton_poi_fused_embedding_dense_backward_7 = async_compile.triton('triton_poi_fused_embedding_dense_backward_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [mul_31, mul_32, sum_13, mul_33, sum_14, mul_34, sub_12, sub_13, mul_35, add_16, full_default_4, eq_3, unsqueeze_3, where_3, full_default_7, index_put_7], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_16 => add_16
#   eq_3 => eq_3
#   full_default_4 => full_default_4
#   full_default_7 => full_default_7
#   index_put_7 => index_put_7
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   sub_12 => sub_12
#   sub_13 => sub_13
#   sum_13 => sum_13
#   sum_14 => sum_14
#   unsqueeze_3 => unsqueeze_3
#   where_3 => where_3
# Graph fragment:
#   %buf43 : Tensor  = PlaceHolder[target=buf43]
#   %primals_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=mul]
#   %add_12 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=add_12]
#   %div_3 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %sum_13 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_13]
#   %sum_14 : Tensor "f32[2, 8, 1][8, 1, 16]cuda:0" = PlaceHolder[target=sum_14]
#   %primals_1 : Tensor "i64[2, 8][8, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %add_16 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=add_16]
#   %index_put_7 : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=index_put_7]
#   %mul_31 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_7, %primals_4), kwargs = {})
#   %mul_32 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, 16), kwargs = {})
#   %sum_13 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [2], True), kwargs = {})
#   %mul_33 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, %mul), kwargs = {})
#   %sum_14 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_33, [2], True), kwargs = {})
#   %mul_34 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_14), kwargs = {})
#   %sub_12 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_32, %sum_13), kwargs = {})
#   %sub_13 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_12, %mul_34), kwargs = {})
#   %mul_35 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_13), kwargs = {})
#   %add_16 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_12, %mul_35), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_3 : Tensor "b8[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "b8[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_3, -1), kwargs = {})
#   %where_3 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %full_default_4, %add_16), kwargs = {})
#   %full_default_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_7 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_7, [%primals_1], %where_3, True), kwargs = {})
#   return %sum_13,%sum_14,%add_16,%buf52
triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_8 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_8', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 4160}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
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
    tmp23 = tl.full([1, 1], 8, tl.int32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp22 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp22)
    tl.device_assert(((0 <= tmp26) & (tmp26 < 8)) | ~(xmask), "index out of bounds: 0 <= tmp26 < 8")
    tmp28 = tl.full([1, 1], -1, tl.int64)
    tmp29 = tmp22 == tmp28
    tmp30 = tl.full([1, 1], 0.0, tl.float32)
    tmp31 = tl.where(tmp29, tmp30, tmp21)
    tl.store(in_out_ptr0 + (r0_1 + 16*x0), tmp21, xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 16*tmp26, [XBLOCK, R0_BLOCK])), tmp31, xmask, sem='relaxed')
''', device_str='cuda')

# Topologically Sorted Source Nodes: [full_default_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_5 => full_default_5
# Graph fragment:
#   %full_default_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_5
triton_poi_fused_embedding_dense_backward_9 = async_compile.triton('triton_poi_fused_embedding_dense_backward_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_9(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [sum_17, view_58, eq_1, unsqueeze_1, full_default_4, where_1, full_default_5, index_put_5], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   eq_1 => eq_1
#   full_default_4 => full_default_4
#   full_default_5 => full_default_5
#   index_put_5 => index_put_5
#   sum_17 => sum_17
#   unsqueeze_1 => unsqueeze_1
#   view_58 => view_58
#   where_1 => where_1
# Graph fragment:
#   %iota : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=iota]
#   %add_16 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=add_16]
#   %index_put_5 : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=index_put_5]
#   %sum_17 : Tensor "f32[1, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_16, [0], True), kwargs = {})
#   %view_58 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_17, [8, 16]), kwargs = {})
#   %eq_1 : Tensor "b8[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%iota, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %full_default_4, %view_58), kwargs = {})
#   %full_default_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_5 : Tensor "f32[16, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_5, [%iota], %where_1, True), kwargs = {})
#   return %buf50
triton_poi_fused_embedding_dense_backward_sum_view_10 = async_compile.triton('triton_poi_fused_embedding_dense_backward_sum_view_10', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_sum_view_10', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 64, 'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_sum_view_10(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp9 = tl.load(in_ptr1 + (128 + x1 + 16*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 16, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 16)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 16")
    tmp6 = tl.full([1, 1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp10 = tmp8 + tmp9
    tmp11 = tl.full([1, 1], 0.0, tl.float32)
    tmp12 = tl.where(tmp7, tmp11, tmp10)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 16*tmp4, [YBLOCK, XBLOCK])), tmp12, xmask & ymask, sem='relaxed')
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
        primals_1, primals_2, primals_4, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_14, primals_16, iota, mul, view_5, permute_3, permute_4, permute_5, getitem_2, getitem_3, getitem_4, getitem_5, mul_2, view_23, addmm, view_27, mul_7, view_31, div_1, div_2, div_3, tangents_1 = args
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
        assert_size_stride(mul, (2, 8, 16), (128, 16, 1))
        assert_size_stride(view_5, (16, 16), (16, 1))
        assert_size_stride(permute_3, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(permute_4, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(permute_5, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(getitem_2, (2, 1, 8, 4), (32, 4, 4, 1))
        assert_size_stride(getitem_3, (2, 1, 32), (32, 32, 1))
        assert_size_stride(getitem_4, (), ())
        assert_size_stride(getitem_5, (), ())
        assert_size_stride(mul_2, (2, 8, 16), (128, 16, 1))
        assert_size_stride(view_23, (16, 16), (16, 1))
        assert_size_stride(addmm, (16, 16), (16, 1))
        assert_size_stride(view_27, (16, 16), (16, 1))
        assert_size_stride(mul_7, (2, 8, 16), (128, 16, 1))
        assert_size_stride(view_31, (16, 16), (16, 1))
        assert_size_stride(div_1, (2, 8, 1), (8, 1, 1))
        assert_size_stride(div_2, (2, 8, 1), (8, 1, 1))
        assert_size_stride(div_3, (2, 8, 1), (8, 1, 1))
        assert_size_stride(tangents_1, (2, 8, 8), (64, 8, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 2), (2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_1, clone_5, view_35], Original ATen: [aten.split, aten.clone, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_split_view_0.run(tangents_1, buf0, 32, stream=stream0)
            del tangents_1
            buf1 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, permute_15, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf0, primals_2, out=buf1)
            del primals_2
            # Topologically Sorted Source Nodes: [view_36, all_reduce_4], Original ATen: [aten.view, _c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf1, (2, 8, 16), (128, 16, 1), 0), 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [view_36, wait_tensor_5], Original ATen: [aten.view, _c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf1, (2, 8, 16), (128, 16, 1), 0))
            buf8 = empty_strided_cuda((2, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, mul_10, mul_11, sum_1, mul_12, sum_2, mul_13, sub_6, sub_7, mul_14], Original ATen: [aten.view, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_1.run(buf1, primals_16, mul_7, div_1, buf8, 16, 16, stream=stream0)
            del div_1
            del primals_16
            buf9 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf10 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, mul_15, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf1, mul_7, buf9, buf10, 16, 16, stream=stream0)
            del mul_7
            buf11 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [view_37, linear_5, permute_18, mm_10], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (16, 16), (16, 1), 0), primals_14, out=buf11)
            del primals_14
            buf12 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, permute_20, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (16, 16), (1, 16), 0), view_27, out=buf12)
            del view_27
            buf13 = empty_strided_cuda((1, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, sum_6], Original ATen: [aten.view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_3.run(buf8, buf13, 16, 16, stream=stream0)
            buf14 = reinterpret_tensor(buf11, (2, 8, 16), (128, 16, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_4.run(buf14, addmm, 256, stream=stream0)
            del addmm
            buf15 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22, view_41, permute_24, mm_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (16, 16), (16, 1), 0), primals_12, out=buf15)
            del primals_12
            buf16 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22, view_41, permute_25, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (16, 16), (1, 16), 0), view_23, out=buf16)
            del view_23
            buf17 = empty_strided_cuda((1, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22, view_41, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_3.run(buf14, buf17, 16, 16, stream=stream0)
            del buf14
            # Topologically Sorted Source Nodes: [view_44, all_reduce_5], Original ATen: [aten.view, _c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf15, (2, 8, 16), (128, 16, 1), 0), 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [view_44, wait_tensor_6], Original ATen: [aten.view, _c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf15, (2, 8, 16), (128, 16, 1), 0))
            buf26 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_44, mul_24, mul_25, sum_9, mul_26, sum_10, mul_27, sub_9, sub_10, mul_28, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_5.run(buf26, buf15, primals_10, mul_2, div_2, 16, 16, stream=stream0)
            del div_2
            del primals_10
            buf24 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf25 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_44, mul_29, sum_11, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf15, mul_2, buf24, buf25, 16, 16, stream=stream0)
            del mul_2
            buf27 = empty_strided_cuda((16, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_45, permute_28, transpose_3, out_1, linear_3, mm_18], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf26, (16, 16), (1, 16), 0), reinterpret_tensor(getitem_2, (16, 4), (4, 1), 0), out=buf27)
            buf28 = empty_strided_cuda((16, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_45, linear_3, permute_31, mm_20], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf26, (16, 16), (16, 1), 0), primals_9, out=buf28)
            del primals_9
            # Topologically Sorted Source Nodes: [view_47, view_48, permute_33, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf29 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf28, (2, 1, 8, 4), (32, 4, 4, 1), 0), permute_3, permute_4, permute_5, None, getitem_2, getitem_3, getitem_4, getitem_5, 0.0, [True, True, True, False], True)
            del getitem_2
            del getitem_3
            del getitem_4
            del getitem_5
            del permute_3
            del permute_4
            del permute_5
            buf30 = buf29[0]
            assert_size_stride(buf30, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf31 = buf29[1]
            assert_size_stride(buf31, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf32 = buf29[2]
            assert_size_stride(buf32, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf29
            buf33 = reinterpret_tensor(buf28, (4, 16), (16, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [permute_34, view_49, view_52, permute_37, mm_22], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (4, 16), (1, 4), 0), view_5, out=buf33)
            buf34 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [permute_34, view_49, view_52, linear_2, permute_40, mm_24], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (16, 4), (4, 1), 0), primals_8, out=buf34)
            del primals_8
            buf35 = reinterpret_tensor(buf32, (4, 16), (16, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [permute_35, view_50, view_54, permute_42, mm_25], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf31, (4, 16), (1, 4), 0), view_5, out=buf35)
            buf36 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_35, view_50, view_54, linear_1, permute_44, mm_26], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf31, (16, 4), (4, 1), 0), primals_7, out=buf36)
            del primals_7
            buf37 = reinterpret_tensor(buf31, (4, 16), (16, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [permute_36, view_51, view_56, permute_46, mm_27], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf30, (4, 16), (1, 4), 0), view_5, out=buf37)
            del view_5
            buf38 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_36, view_51, view_56, linear, permute_48, mm_28], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf30, (16, 4), (4, 1), 0), primals_6, out=buf38)
            del buf30
            del primals_6
            buf39 = reinterpret_tensor(buf34, (2, 8, 16), (128, 16, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [view_53, view_55, add_14, view_57, add_15, all_reduce_6], Original ATen: [aten.view, aten.add, _c10d_functional.all_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_all_reduce_view_6.run(buf39, buf36, buf38, 256, stream=stream0)
            del buf36
            del buf38
            # Topologically Sorted Source Nodes: [view_53, view_55, add_14, view_57, add_15, all_reduce_6], Original ATen: [aten.view, aten.add, _c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf39, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [wait_tensor_7], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf39)
            buf51 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_7], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_7.run(buf51, 128, stream=stream0)
            buf48 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [mul_31, mul_32, sum_13, mul_33, sum_14, mul_34, sub_12, sub_13, mul_35, add_16, full_default_4, eq_3, unsqueeze_3, where_3, full_default_7, index_put_7], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_8.run(buf48, buf39, primals_4, mul, div_3, primals_1, buf51, 16, 16, stream=stream0)
            del div_3
            del primals_1
            del primals_4
            buf46 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf47 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_36, sum_15, sum_16], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf39, mul, buf46, buf47, 16, 16, stream=stream0)
            del mul
            buf49 = reinterpret_tensor(buf39, (16, 16), (16, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [full_default_5], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_9.run(buf49, 256, stream=stream0)
            # Topologically Sorted Source Nodes: [sum_17, view_58, eq_1, unsqueeze_1, full_default_4, where_1, full_default_5, index_put_5], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_sum_view_10.run(iota, buf48, buf49, 8, 16, stream=stream0)
            del buf48
            del iota
            buf53 = empty_strided_cuda((2, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_12, split_2], Original ATen: [aten.t, aten.split, aten.addmm]
            extern_kernels.addmm(reinterpret_tensor(buf51, (2, 16), (16, 1), 32), reinterpret_tensor(buf0, (2, 16), (1, 2), 0), view_31, alpha=1, beta=1, out=buf53)
            del buf0
            del buf51
            del view_31
        return (None, buf53, buf49, buf46, buf47, buf37, buf35, buf33, buf27, buf24, buf25, buf16, reinterpret_tensor(buf17, (16, ), (1, ), 0), buf12, reinterpret_tensor(buf13, (16, ), (1, ), 0), buf9, buf10, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
