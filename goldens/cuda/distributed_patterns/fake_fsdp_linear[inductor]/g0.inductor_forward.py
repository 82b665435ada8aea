# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[inductor] | artifact: g0.inductor_forward | normalizer: 7 | world: none rank 0/1 cuda
# Topologically Sorted Source Nodes: [cat, copy_], Original ATen: [aten.cat, fsdp.copy_]
# Source node to ATen node mapping:
#   cat => clone, expand, unsqueeze, view
#   copy_ => copy_
# Graph fragment:
#   %primals_3 : Tensor "f32[5, 20][20, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %buf0 : Tensor  = PlaceHolder[target=buf0]
#   %unsqueeze : Tensor "f32[1, 5, 20][100, 20, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_3, 0), kwargs = {})
#   %expand : Tensor "f32[2, 5, 20][0, 20, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [2, 5, 20]), kwargs = {})
#   %clone : Tensor "f32[2, 5, 20][100, 20, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[10, 20][20, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [10, 20]), kwargs = {})
#   %copy_ : [num_users=0] = call_function[target=torch.ops.fsdp.copy_.default](args = (%primals_2, %view), kwargs = {})
#   return %buf1
triton_poi_fused_cat_copy__0 = async_compile.triton('triton_poi_fused_cat_copy__0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256},
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_copy__0', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_copy__0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 20)
    x1 = xindex // 20
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 20*((x1 % 5))), xmask)
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
        primals_1, primals_2, primals_3, primals_4 = args
        args.clear()
        assert_size_stride(primals_1, (2, 20), (20, 1))
        assert_size_stride(primals_2, (10, 20), (20, 1))
        assert_size_stride(primals_3, (5, 20), (20, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            inductor_ops.resize_storage_bytes_(primals_2, 800)
            # Topologically Sorted Source Nodes: [cat, copy_], Original ATen: [aten.cat, fsdp.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_copy__0.run(primals_3, primals_2, 200, stream=stream0)
            del primals_3
            buf2 = empty_strided_cuda((2, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(primals_1, reinterpret_tensor(primals_2, (20, 10), (1, 20), 0), out=buf2)
            inductor_ops.resize_storage_bytes_(primals_2, 0)
        return (buf2, primals_1, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
