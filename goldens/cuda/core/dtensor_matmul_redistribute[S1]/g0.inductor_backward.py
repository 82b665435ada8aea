# fxgolden golden | case: core/dtensor_matmul_redistribute[S1] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
# Topologically Sorted Source Nodes: [split_1, clone], Original ATen: [aten.split, aten.clone]
# Source node to ATen node mapping:
#   clone => clone
#   split_1 => split_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %split_1 : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%tangents_1, 4, 1), kwargs = {})
#   %clone : Tensor "f32[8, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_5,), kwargs = {})
#   return %clone
triton_poi_fused_clone_split_0 = async_compile.triton('triton_poi_fused_clone_split_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_split_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_split_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (4 + x0 + 16*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
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
        permute_1, permute_3, tangents_1 = args
        args.clear()
        assert_size_stride(permute_1, (8, 8), (1, 8))
        assert_size_stride(permute_3, (4, 8), (1, 4))
        assert_size_stride(tangents_1, (8, 16), (16, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((8, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_1, clone], Original ATen: [aten.split, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_split_0.run(tangents_1, buf0, 32, stream=stream0)
            del tangents_1
            buf1 = empty_strided_cuda((8, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
            extern_kernels.mm(permute_1, buf0, out=buf1)
            del permute_1
            buf2 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mm_4], Original ATen: [aten.mm]
            extern_kernels.mm(buf0, permute_3, out=buf2)
            del buf0
            del permute_3
            # Topologically Sorted Source Nodes: [all_reduce], Original ATen: [_c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf2, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [wait_tensor_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf2)
        return (buf1, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
