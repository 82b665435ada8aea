# fxgolden golden | case: spmd/graph_reuse | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[2, 10][10, 1]cpu"):
        #> (root): cases.spmd_train.graph_reuse.<locals>.train_step
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg0_1)
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(arg1_1, t)
        #> (no module): cases.spmd_train.graph_reuse.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(mm)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [2, 10])
        t_1: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(expand)
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_1, arg1_1)
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_1)
        t_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_2)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_3)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): cases.spmd_train.graph_reuse.<locals>.train_step
        add: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, wait_tensor, alpha = -0.01)
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, add)
        return ()
