# fxgolden golden | case: tp/two_mlp[plain] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %tangents_1 : Tensor "f32[20, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_2 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_2
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 880, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [le, full_default, where, sum_4], Original ATen: [aten.threshold_backward, aten.sum]
# Source node to ATen node mapping:
#   full_default => full_default
#   le => le
#   sum_4 => sum_4
#   where => where
# Graph fragment:
#   %relu_1 : Tensor "f32[20, 4][4, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %mm_1 : Tensor "f32[20, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %where : Tensor "f32[20, 4][4, 1]cuda:0" = PlaceHolder[target=where]
#   %le : Tensor "b8[20, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[20, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %mm_1), kwargs = {})
#   %sum_4 : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0], True), kwargs = {})
#   return %where,%sum_4
triton_per_fused_sum_threshold_backward_1 = async_compile.triton('triton_per_fused_sum_threshold_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_threshold_backward_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 656, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_threshold_backward_1(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (x0 + 4*r0_1), tmp4, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %buf10 : Tensor  = PlaceHolder[target=buf10]
#   %sum_5 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_2, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_sum_2 = async_compile.triton('triton_per_fused_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
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
        primals_1, primals_4, primals_6, primals_8, relu, wait_tensor, relu_1, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (20, 10), (10, 1))
        assert_size_stride(primals_4, (10, 4), (4, 1))
        assert_size_stride(primals_6, (4, 10), (10, 1))
        assert_size_stride(primals_8, (10, 4), (4, 1))
        assert_size_stride(relu, (20, 4), (4, 1))
        assert_size_stride(wait_tensor, (20, 10), (10, 1))
        assert_size_stride(relu_1, (20, 4), (4, 1))
        assert_size_stride(tangents_1, (20, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf2, 10, 20, stream=stream0)
            buf1 = empty_strided_cuda((10, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_7, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 20), (1, 10), 0), relu_1, out=buf1)
            buf0 = empty_strided_cuda((20, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, permute_5, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_8, out=buf0)
            del primals_8
            del tangents_1
            buf3 = relu_1; del relu_1  # reuse
            buf6 = empty_strided_cuda((1, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [le, full_default, where, sum_4], Original ATen: [aten.threshold_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_threshold_backward_1.run(buf3, buf0, buf6, 4, 20, stream=stream0)
            del buf0
            buf5 = empty_strided_cuda((4, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_13, mm_7], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf3, (4, 20), (1, 4), 0), wait_tensor, out=buf5)
            del wait_tensor
            buf4 = empty_strided_cuda((20, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, permute_11, mm_5], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf3, primals_6, out=buf4)
            del primals_6
            # Topologically Sorted Source Nodes: [all_reduce_2], Original ATen: [_c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf4, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [wait_tensor_2], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf4)
            buf13 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf4, buf13, 10, 20, stream=stream0)
            buf12 = empty_strided_cuda((10, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_17, mm_9], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf4, (10, 20), (1, 10), 0), relu, out=buf12)
            buf11 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_16, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf4, primals_4, out=buf11)
            del buf4
            del primals_4
            buf14 = relu; del relu  # reuse
            buf16 = empty_strided_cuda((1, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, le_1, where_1, sum_6], Original ATen: [aten.threshold_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_threshold_backward_1.run(buf14, buf11, buf16, 4, 20, stream=stream0)
            del buf11
            buf15 = empty_strided_cuda((4, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, le_1, where_1, permute_20, mm_10], Original ATen: [aten.threshold_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (4, 20), (1, 4), 0), primals_1, out=buf15)
            del buf14
            del primals_1
        return (None, buf15, reinterpret_tensor(buf16, (4, ), (1, ), 0), buf12, reinterpret_tensor(buf13, (10, ), (1, ), 0), buf5, reinterpret_tensor(buf6, (4, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
