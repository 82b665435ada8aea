# fxgolden golden | case: distributed_patterns/storage_resize[from_zero-inductor] | artifact: g0.inductor_inference | normalizer: 7 | world: none rank 0/1 cuda
# Topologically Sorted Source Nodes: [y, cos], Original ATen: [aten.sin, aten.cos, aten.copy_]
# Source node to ATen node mapping:
#   cos => cos
#   y => sin
# Graph fragment:
#   %arg0_1 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf0 : Tensor  = PlaceHolder[target=buf0]
#   %sin : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%arg0_1,), kwargs = {})
#   %cos : Tensor "f32[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%sin,), kwargs = {})
#   %copy_ : Tensor "f32[10][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg1_1, %cos), kwargs = {})
#   return %buf1
triton_poi_fused_copy__cos_sin_0 = async_compile.triton('triton_poi_fused_copy__cos_sin_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy__cos_sin_0', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__cos_sin_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl_math.sin(tmp0)
    tmp2 = tl_math.cos(tmp1)
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (10, ), (1, ))
        assert_size_stride(arg1_1, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            inductor_ops.resize_storage_bytes_(arg1_1, 40)
            # Topologically Sorted Source Nodes: [y, cos], Original ATen: [aten.sin, aten.cos, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy__cos_sin_0.run(arg0_1, arg1_1, 10, stream=stream0)
            del arg0_1
            del arg1_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
