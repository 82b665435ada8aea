# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_grad[inductor] | artifact: g0.inductor_backward | normalizer: 7 | world: none rank 0/1 cuda
# Topologically Sorted Source Nodes: [cos, mul], Original ATen: [aten.cos, aten.mul]
# Source node to ATen node mapping:
#   cos => cos
#   mul => mul
# Graph fragment:
#   %tangents_1 : Tensor "f32[1][1]cuda:0" = PlaceHolder[target=tangents_1]
#   %primals_2 : Tensor "f32[1][1]cuda:0" = PlaceHolder[target=primals_2]
#   %cos : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%primals_2,), kwargs = {})
#   %mul : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %cos), kwargs = {})
#   return %mul
triton_poi_fused_cos_mul_0 = async_compile.triton('triton_poi_fused_cos_mul_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cos_mul_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cos_mul_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.load(in_ptr1 + (0))
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK])
    tmp4 = tl_math.cos(tmp3)
    tmp5 = tmp1 * tmp4
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp5, None)
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
        primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(primals_2, (1, ), (1, ))
        assert_size_stride(tangents_1, (1, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cos, mul], Original ATen: [aten.cos, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cos_mul_0.run(tangents_1, primals_2, buf0, 1, stream=stream0)
            del primals_2
            del tangents_1
        return (buf0, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
