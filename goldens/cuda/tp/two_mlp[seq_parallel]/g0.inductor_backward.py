# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %buf2 : Tensor  = PlaceHolder[target=buf2]
#   %sum_2 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_4, [0], True), kwargs = {})
#   return %sum_2
triton_red_fused_sum_0 = async_compile.triton('triton_red_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 80
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [le, full_default, where, sum_4], Original ATen: [aten.threshold_backward, aten.sum]
# Source node to ATen node mapping:
#   full_default => full_default
#   le => le
#   sum_4 => sum_4
#   where => where
# Graph fragment:
#   %relu_1 : Tensor "f32[80, 4][4, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %mm_1 : Tensor "f32[80, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %where : Tensor "f32[80, 4][4, 1]cuda:0" = PlaceHolder[target=where]
#   %le : Tensor "b8[80, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[80, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %mm_1), kwargs = {})
#   %sum_4 : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0], True), kwargs = {})
#   return %where,%sum_4
triton_red_fused_sum_threshold_backward_1 = async_compile.triton('triton_red_fused_sum_threshold_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_threshold_backward_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2576, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_threshold_backward_1(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 80
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tl.store(in_out_ptr0 + (x0 + 4*r0_1), tmp4, r0_mask & xmask)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
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
        primals_4, primals_6, primals_8, wait_tensor, relu, wait_tensor_2, relu_1, tangents_1 = args
        args.clear()
        assert_size_stride(primals_4, (10, 4), (4, 1))
        assert_size_stride(primals_6, (4, 10), (10, 1))
        assert_size_stride(primals_8, (10, 4), (4, 1))
        assert_size_stride(wait_tensor, (80, 10), (10, 1))
        assert_size_stride(relu, (80, 4), (4, 1))
        assert_size_stride(wait_tensor_2, (80, 10), (10, 1))
        assert_size_stride(relu_1, (80, 4), (4, 1))
        assert_size_stride(tangents_1, (20, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 4, 'mesh_tp')
            assert_size_stride(buf0, (80, 10), (10, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_4], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            del tangents_1
            buf3 = empty_strided_cuda((80, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, permute_5, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf0, primals_8, out=buf3)
            del primals_8
            buf4 = empty_strided_cuda((10, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_7, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (10, 80), (1, 10), 0), relu_1, out=buf4)
            buf5 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_0.run(buf0, buf5, 10, 80, stream=stream0)
            del buf0
            buf6 = relu_1; del relu_1  # reuse
            buf9 = empty_strided_cuda((1, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [le, full_default, where, sum_4], Original ATen: [aten.threshold_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_threshold_backward_1.run(buf6, buf3, buf9, 4, 80, stream=stream0)
            del buf3
            buf7 = empty_strided_cuda((80, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, permute_11, mm_5], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf6, primals_6, out=buf7)
            del primals_6
            buf8 = empty_strided_cuda((4, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_13, mm_7], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf6, (4, 80), (1, 4), 0), wait_tensor_2, out=buf8)
            del wait_tensor_2
            # Topologically Sorted Source Nodes: [reduce_scatter_tensor_1], Original ATen: [_c10d_functional.reduce_scatter_tensor]
            buf10 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf7, 'sum', 4, 'mesh_tp')
            assert_size_stride(buf10, (20, 10), (10, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf10, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf10)
            del buf7
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf13 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf10, 4, 'mesh_tp')
            assert_size_stride(buf13, (80, 10), (10, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf13, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_6], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf13)
            del buf10
            buf16 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_16, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf13, primals_4, out=buf16)
            del primals_4
            buf17 = empty_strided_cuda((10, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_17, mm_9], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf13, (10, 80), (1, 10), 0), relu, out=buf17)
            buf18 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_0.run(buf13, buf18, 10, 80, stream=stream0)
            del buf13
            buf19 = relu; del relu  # reuse
            buf21 = empty_strided_cuda((1, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, le_1, where_1, sum_6], Original ATen: [aten.threshold_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_threshold_backward_1.run(buf19, buf16, buf21, 4, 80, stream=stream0)
            del buf16
            buf20 = empty_strided_cuda((4, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, le_1, where_1, permute_20, mm_10], Original ATen: [aten.threshold_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf19, (4, 80), (1, 4), 0), wait_tensor, out=buf20)
            del buf19
            del wait_tensor
        return (None, buf20, reinterpret_tensor(buf21, (4, ), (1, ), 0), buf17, reinterpret_tensor(buf18, (10, ), (1, ), 0), buf8, reinterpret_tensor(buf9, (4, ), (1, ), 0), buf4, reinterpret_tensor(buf5, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
