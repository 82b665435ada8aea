# fxgolden golden | case: core/dtensor_matmul_redistribute[S0] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
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
        assert_size_stride(permute_1, (8, 4), (1, 8))
        assert_size_stride(permute_3, (8, 8), (1, 8))
        assert_size_stride(tangents_1, (16, 8), (8, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((4, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split, mm_4], Original ATen: [aten.split, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (4, 8), (8, 1), 32), permute_3, out=buf1)
            del permute_3
            buf0 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split, mm_2], Original ATen: [aten.split, aten.mm]
            extern_kernels.mm(permute_1, reinterpret_tensor(tangents_1, (4, 8), (8, 1), 32), out=buf0)
            del permute_1
            del tangents_1
            # Topologically Sorted Source Nodes: [all_reduce], Original ATen: [_c10d_functional.all_reduce]
            torch.ops._c10d_functional.all_reduce_.default(buf0, 'sum', 'mesh_tp')
            # Topologically Sorted Source Nodes: [wait_tensor_1], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf0)
        return (buf1, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
