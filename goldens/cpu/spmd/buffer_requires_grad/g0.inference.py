# fxgolden golden | case: spmd/buffer_requires_grad | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[10][1]cpu", arg2_1: "f32[2, 10][10, 1]cpu", arg3_1: "f32[10, 10][10, 1]cpu"):
        #> fc: cases.spmd_train.BufferModule.forward
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg0_1)
        addmm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg1_1, arg2_1, t)
        #> (root): cases.spmd_train.BufferModule.forward
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(addmm, arg3_1)
        #> (no module): cases.spmd_train.buffer_requires_grad.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(mm)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [2, 10])
        t_1: "f32[10, 2][1, 10]cpu" = torch.ops.aten.t.default(addmm)
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_1, expand)
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg3_1)
        mm_2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(expand, t_2)
        t_3: "f32[10, 2][1, 10]cpu" = torch.ops.aten.t.default(mm_2)
        mm_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_3, arg2_1)
        t_4: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(mm_2, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        t_5: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_4)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_5)
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy_1: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_1, view)
        empty_like_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg3_1, pin_memory = False)
        copy_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like_2, mm_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): cases.spmd_train.AddGradOptimizer.step
        add: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, wait_tensor, alpha = 0.01)
        add_1: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, wait_tensor_1, alpha = 0.01)
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, add)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, add_1)
        return (wait_tensor, wait_tensor_1, copy_2)
