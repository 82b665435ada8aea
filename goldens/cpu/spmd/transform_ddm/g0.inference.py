# fxgolden golden | case: spmd/transform_ddm | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[10][1]cpu", arg2_1: "f32[4, 10][10, 1]cpu", arg3_1: "f32[10, 10][10, 1]cpu", arg4_1: "f32[10][1]cpu"):
        #> l1: cases.spmd_train.MultiDDM.forward
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg0_1)
        addmm: "f32[4, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg1_1, arg2_1, t)
        #> ddm1: cases.spmd_train.DDM.forward
        add_tensor: "f32[4, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(addmm, 0)
        #> l2: cases.spmd_train.MultiDDM.forward
        t_1: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg3_1)
        addmm_1: "f32[4, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg4_1, add_tensor, t_1)
        #> ddm2: cases.spmd_train.DDM.forward
        add_tensor_1: "f32[4, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(addmm_1, 0)
        #> (root): cases.spmd_train.MultiDDM.forward
        relu: "f32[4, 10][10, 1]cpu" = torch.ops.aten.relu.default(add_tensor_1)
        detach: "f32[4, 10][10, 1]cpu" = torch.ops.aten.detach.default(relu)
        #> (no module): cases.spmd_train.transform_ddm.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(relu)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[4, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [4, 10])
        detach_1: "f32[4, 10][10, 1]cpu" = torch.ops.aten.detach.default(detach)
        threshold_backward: "f32[4, 10][10, 1]cpu" = torch.ops.aten.threshold_backward.default(expand, detach_1, 0)
        add_tensor_2: "f32[4, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(threshold_backward, 0)
        t_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_1)
        mm: "f32[4, 10][10, 1]cpu" = torch.ops.aten.mm.default(add_tensor_2, t_2)
        t_3: "f32[10, 4][1, 10]cpu" = torch.ops.aten.t.default(add_tensor_2)
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_3, add_tensor)
        t_4: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_1)
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_tensor_2, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        t_5: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_4)
        add_tensor_3: "f32[4, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(mm, 0)
        t_6: "f32[10, 4][1, 10]cpu" = torch.ops.aten.t.default(add_tensor_3)
        mm_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_6, arg2_1)
        t_7: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_2)
        sum_3: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_tensor_3, [0], True)
        view_1: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_3, [10])
        t_8: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_7)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_8)
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy_1: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_1, view_1)
        empty_like_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg3_1, pin_memory = False)
        copy_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like_2, t_5)
        empty_like_3: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg4_1, pin_memory = False)
        copy_3: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_3, view)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_2, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_3: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_3, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_3: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        return (wait_tensor, wait_tensor_1, wait_tensor_2, wait_tensor_3)
