# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.inductor_forward.rank3 | normalizer: 7 | world: fake rank 3/4 cuda
# Topologically Sorted Source Nodes: [prim_redistribute], Original ATen: [aten.split, aten.clone, aten.constant_pad_nd, aten.cat]
# Source node to ATen node mapping:
#   prim_redistribute => cat, cat_1, clone, constant_pad_nd, split, split_1
# Graph fragment:
#   %primals_1 : Tensor "f32[10, 257, 160][41120, 160, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%primals_1, 129, 1), kwargs = {})
#   %clone : Tensor "f32[10, 129, 160][20640, 160, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem,), kwargs = {memory_format: torch.contiguous_format})
#   %constant_pad_nd : Tensor "f32[10, 129, 160][20640, 160, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_1, [0, 0, 0, 1], 0.0), kwargs = {})
#   %cat : Tensor "f32[10, 258, 160][41280, 160, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%clone, %constant_pad_nd], 1), kwargs = {})
#   %split_1 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%cat, 129, 1), kwargs = {})
#   %cat_1 : Tensor "f32[20, 129, 160][20640, 160, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_2, %getitem_3],), kwargs = {})
#   return %cat_1
triton_poi_fused_cat_clone_constant_pad_nd_split_0 = async_compile.triton('triton_poi_fused_cat_clone_constant_pad_nd_split_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_clone_constant_pad_nd_split_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '<hash>', 'assert_indirect_indexing': True, 'autotune_pointwise': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6592000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_clone_constant_pad_nd_split_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 412800
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex // 20640
    x1 = ((xindex // 160) % 129)
    x0 = (xindex % 160)
    x3 = xindex
    tmp0 = x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 10, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = x1
    tmp6 = tl.full([1], 0, tl.int64)
    tmp7 = tmp5 >= tmp6
    tmp8 = tl.full([1], 129, tl.int64)
    tmp9 = tmp5 < tmp8
    tmp10 = tmp9 & tmp4
    tmp11 = tl.load(in_ptr0 + (x0 + 160*(x1) + 41120*(x2)), tmp10 & xmask, other=0.0)
    tmp12 = tmp5 >= tmp8
    tmp13 = tl.full([1], 258, tl.int64)
    tmp14 = tmp5 < tmp13
    tmp15 = tmp12 & tmp4
    tmp16 = (-129) + x1
    tmp17 = tl.full([1], 128, tl.int64)
    tmp18 = tmp16 < tmp17
    tmp19 = tmp18 & tmp15
    tmp20 = tl.load(in_ptr0 + (20640 + x0 + 160*((-129) + x1) + 41120*(x2)), tmp19 & xmask, other=0.0)
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp15, tmp20, tmp21)
    tmp23 = tl.where(tmp9, tmp11, tmp22)
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp4, tmp23, tmp24)
    tmp26 = tmp0 >= tmp3
    tmp27 = tl.full([1], 20, tl.int64)
    tmp28 = tmp0 < tmp27
    tmp29 = 129 + x1
    tmp30 = tl.full([1], 0, tl.int64)
    tmp31 = tmp29 >= tmp30
    tmp32 = tl.full([1], 129, tl.int64)
    tmp33 = tmp29 < tmp32
    tmp34 = tmp33 & tmp26
    tmp35 = tl.load(in_ptr0 + (x0 + 160*(129 + x1) + 41120*((-10) + x2)), tmp34 & xmask, other=0.0)
    tmp36 = tmp29 >= tmp32
    tmp37 = tl.full([1], 258, tl.int64)
    tmp38 = tmp29 < tmp37
    tmp39 = tmp36 & tmp26
    tmp40 = x1
    tmp41 = tl.full([1], 128, tl.int64)
    tmp42 = tmp40 < tmp41
    tmp43 = tmp42 & tmp39
    tmp44 = tl.load(in_ptr0 + (20640 + x0 + 160*(x1) + 41120*((-10) + x2)), tmp43 & xmask, other=0.0)
    tmp45 = tl.full(tmp44.shape, 0.0, tmp44.dtype)
    tmp46 = tl.where(tmp39, tmp44, tmp45)
    tmp47 = tl.where(tmp33, tmp35, tmp46)
    tmp48 = tl.full(tmp47.shape, 0.0, tmp47.dtype)
    tmp49 = tl.where(tmp26, tmp47, tmp48)
    tmp50 = tl.where(tmp4, tmp25, tmp49)
    tl.store(out_ptr0 + (x3), tmp50, xmask)
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
        primals_1, = args
        args.clear()
        assert_size_stride(primals_1, (10, 257, 160), (41120, 160, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((20, 129, 160), (20640, 160, 1), torch.float32)
            # Topologically Sorted Source Nodes: [prim_redistribute], Original ATen: [aten.split, aten.clone, aten.constant_pad_nd, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_clone_constant_pad_nd_split_0.run(primals_1, buf0, 412800, stream=stream0)
            del primals_1
            # Topologically Sorted Source Nodes: [prim_redistribute], Original ATen: [_c10d_functional.reduce_scatter_tensor]
            buf1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf0, 'sum', 2, 'mesh_sub')
            assert_size_stride(buf1, (10, 129, 160), (20640, 160, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf1, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [prim_redistribute], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf1)
            del buf0
        return (reinterpret_tensor(buf1, (10, 128, 160), (20640, 160, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
