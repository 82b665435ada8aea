# fxgolden golden | case: tp/two_mlp[plain] | artifact: g0.inductor_forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [linear, input_tensor_1], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_tensor_1 => relu
#   linear => add_tensor_1
# Graph fragment:
#   %primals_3 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_default_1 : Tensor "f32[20, 4][4, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[20, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %mm_default_1), kwargs = {})
#   %relu : Tensor "f32[20, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   return %relu
triton_poi_fused_addmm_relu_0 = async_compile.triton('triton_poi_fused_addmm_relu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128},
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 976}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 80
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.div]
# Source node to ATen node mapping:
#   linear_1 => div
# Graph fragment:
#   %primals_5 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=primals_5]
#   %div : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%primals_5, 4), kwargs = {})
#   return %div
triton_poi_fused_div_1 = async_compile.triton('triton_poi_fused_div_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.25, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9 = args
        args.clear()
        assert_size_stride(primals_1, (20, 10), (10, 1))
        assert_size_stride(primals_2, (4, 10), (10, 1))
        assert_size_stride(primals_3, (4, ), (1, ))
        assert_size_stride(primals_4, (10, 4), (4, 1))
        assert_size_stride(primals_5, (10, ), (1, ))
        assert_size_stride(primals_6, (4, 10), (10, 1))
        assert_size_stride(primals_7, (4, ), (1, ))
        assert_size_stride(primals_8, (10, 4), (4, 1))
        assert_size_stride(primals_9, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((20, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(primals_1, reinterpret_tensor(primals_2, (10, 4), (1, 10), 0), out=buf0)
            del primals_2
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear, input_tensor_1], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf1, primals_3, 80, stream=stream0)
            del primals_3
            buf2 = empty_strided_cuda((10, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.div]
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_1.run(primals_5, buf2, 10, stream=stream0)
            del primals_5
            buf3 = empty_strided_cuda((20, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.t, aten.div, aten.addmm]
            extern_kernels.addmm(buf2, buf1, reinterpret_tensor(primals_4, (4, 10), (1, 4), 0), alpha=1, beta=1, out=buf3)
            # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf3, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            buf8 = empty_strided_cuda((20, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf3, reinterpret_tensor(primals_6, (10, 4), (1, 10), 0), out=buf8)
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [linear_2, input_tensor_4], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf9, primals_7, 80, stream=stream0)
            del primals_7
            buf10 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear_3], Original ATen: [aten.div]
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_1.run(primals_9, buf10, 10, stream=stream0)
            del primals_9
            buf11 = empty_strided_cuda((20, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3], Original ATen: [aten.t, aten.div, aten.addmm]
            extern_kernels.addmm(buf10, buf9, reinterpret_tensor(primals_8, (4, 10), (1, 4), 0), alpha=1, beta=1, out=buf11)
            del buf10
            # Topologically Sorted Source Nodes: [outputs_3], Original ATen: [_c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf11, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [outputs_3], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf11)
        return (buf11, primals_1, primals_4, primals_6, primals_8, buf1, buf3, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
