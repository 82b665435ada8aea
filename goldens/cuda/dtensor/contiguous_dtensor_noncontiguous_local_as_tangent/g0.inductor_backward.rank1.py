# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.inductor_backward.rank1 | normalizer: 7 | world: fake rank 1/4 cuda
# Topologically Sorted Source Nodes: [split_2, cat_2], Original ATen: [aten.split, aten.cat]
# Source node to ATen node mapping:
#   cat_2 => cat_2
#   split_2 => split_2
# Graph fragment:
#   %buf2 : Tensor  = PlaceHolder[target=buf2]
#   %split_2 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_1, 10), kwargs = {})
#   %cat_2 : Tensor "f32[10, 258, 160][41280, 160, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_4, %getitem_5], 1), kwargs = {})
#   return %cat_2
triton_poi_fused_cat_split_0 = async_compile.triton('triton_poi_fused_cat_split_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3302400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 412800
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 160) % 258)
    x0 = (xindex % 160)
    x2 = xindex // 41280
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 129, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 160*(x1) + 20640*x2), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 258, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr0 + (206400 + x0 + 160*((-129) + x1) + 20640*x2), tmp6 & xmask, other=0.0)
    tmp10 = tl.where(tmp4, tmp5, tmp9)
    tl.store(out_ptr0 + (x3), tmp10, xmask)
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
        tangents_1, = args
        args.clear()
        assert_size_stride(tangents_1, (10, 129, 160), (20640, 160, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [all_gather_into_tensor], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, 'mesh_sub')
            assert_size_stride(buf0, (20, 129, 160), (20640, 160, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            del tangents_1
            buf3 = empty_strided_cuda((10, 258, 160), (41280, 160, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_2, cat_2], Original ATen: [aten.split, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_0.run(buf0, buf3, 412800, stream=stream0)
            del buf0
        return (reinterpret_tensor(buf3, (10, 257, 160), (41280, 160, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
