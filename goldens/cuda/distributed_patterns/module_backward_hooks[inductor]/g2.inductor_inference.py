# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g2.inductor_inference | normalizer: 7 | world: none rank 0/1 cuda
# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %copy__3 : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy__3]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, 1), kwargs = {})
#   %copy__3 : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg11_1, %add), kwargs = {})
#   return %add,%buf9
triton_poi_fused_copy__0 = async_compile.triton('triton_poi_fused_copy__0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy__0', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__0(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %arg0_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=arg0_1]
#   %expand : Tensor "f32[2, 10][0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg0_1, [2, 10]), kwargs = {})
#   %clone : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %add_1 : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%clone, 1.2), kwargs = {})
#   %sin : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sin.default](args = (%add_1,), kwargs = {})
#   return %sin
triton_poi_fused_1 = async_compile.triton('triton_poi_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1.2, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tl_math.sin(tmp3)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %copy_ : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=copy_]
#   %sin : Tensor "f32[2, 10][10, 1]cuda:0" = PlaceHolder[target=sin]
#   %add_3 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=add_3]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sin, [0], True), kwargs = {})
#   %view : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_1, [10]), kwargs = {})
#   %add_3 : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg4_1, %view), kwargs = {})
#   %copy_ : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy_.default](args = (%arg4_1, %add_3), kwargs = {})
#   return %add_3,%buf4
triton_poi_fused_copy__2 = async_compile.triton('triton_poi_fused_copy__2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy__2', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__2(in_ptr0, in_ptr1, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tl.load(in_ptr1 + (10 + x0), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tl.store(out_ptr1 + (x0), tmp4, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %copy__2 : Tensor "f32[2, 10][10, 1]cuda:0" = PlaceHolder[target=copy__2]
#   %mm : Tensor "f32[2, 10][10, 1]cuda:0" = PlaceHolder[target=mm]
#   %add_6 : Tensor "f32[2, 10][10, 1]cuda:0" = PlaceHolder[target=add_6]
#   %add_5 : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mm, 3.4), kwargs = {})
#   %sin_1 : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%add_5,), kwargs = {})
#   %add_6 : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %sin_1), kwargs = {})
#   %copy__2 : Tensor "f32[2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy_.default](args = (%arg6_1, %add_6), kwargs = {})
#   return %add_6,%buf7
triton_poi_fused_copy__3 = async_compile.triton('triton_poi_fused_copy__3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32},
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy__3', 'mutated_arg_names': ['in_out_ptr0', 'in_ptr0', 'out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__3(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp2 = tl.full([1], 3.4, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tl_math.sin(tmp3)
    tmp5 = tmp0 + tmp4
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')

# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %addmm_default : Tensor "f32[10, 10][10, 1]cuda:0" = PlaceHolder[target=addmm_default]
#   %copy__1 : Tensor "f32[10, 10][10, 1]cuda:0" = PlaceHolder[target=copy__1]
#   %copy__1 : Tensor "f32[10, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy_.default](args = (%arg5_1, %addmm_default), kwargs = {})
#   return %buf5
triton_poi_fused_copy__4 = async_compile.triton('triton_poi_fused_copy__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy__4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1 = args
        args.clear()
        assert_size_stride(arg0_1, (), ())
        assert_size_stride(arg1_1, (2, 10), (10, 1))
        assert_size_stride(arg2_1, (10, 10), (10, 1))
        assert_size_stride(arg3_1, (10, ), (1, ))
        assert_size_stride(arg4_1, (10, ), (1, ))
        assert_size_stride(arg5_1, (10, 10), (10, 1))
        assert_size_stride(arg6_1, (2, 10), (10, 1))
        assert_size_stride(arg11_1, (), ())
        assert_size_stride(arg12_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__0.run(arg11_1, arg11_1, 1, stream=stream0)
            del arg11_1
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__0.run(arg12_1, arg12_1, 1, stream=stream0)
            del arg12_1
            buf0 = empty_strided_cuda((2, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_1.run(arg0_1, buf0, 20, stream=stream0)
            del arg0_1
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__2.run(arg4_1, buf0, arg4_1, 10, stream=stream0)
            buf2 = empty_strided_cuda((2, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf0, arg2_1, out=buf2)
            del arg2_1
            buf6 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__3.run(buf6, arg6_1, arg6_1, 20, stream=stream0)
            del buf6
            buf1 = empty_strided_cuda((10, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            extern_kernels.addmm(arg5_1, reinterpret_tensor(buf0, (10, 2), (1, 10), 0), arg1_1, alpha=1, beta=1, out=buf1)
            del arg1_1
            del buf0
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__4.run(buf1, arg5_1, 100, stream=stream0)
            del buf1
        return (arg6_1, arg5_1, arg4_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
