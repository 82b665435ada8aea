# fxgolden golden | case: spmd/coverage[symint_arithmetic] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s21)", arg1_1: "f32[s21, 10][10, 1]cpu", arg2_1: "f32[10, 10][10, 1]cpu", arg3_1: "f32[10][1]cpu"):
        #> fc: cases.spmd_coverage.FcModel.forward
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg2_1)
        addmm: "f32[s21, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg3_1, arg1_1, t)
        #> (root): cases.spmd_coverage.FcModel.forward
        mul: "Sym(10*s21)" = arg0_1 * 10
        mul_1: "Sym(10*s21**2)" = arg0_1 * mul
        add: "f32[s21, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(addmm, mul_1)
        floordiv: "Sym((s21//2))" = arg0_1 // 2
        sub: "f32[s21, 10][10, 1]cpu" = torch.ops.aten.sub.Tensor(add, floordiv)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(sub)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[s21, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [arg0_1, 10])
        t_1: "f32[10, s21][0, 0]cpu" = torch.ops.aten.t.default(expand)
        mm: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_1, arg1_1)
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm)
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(expand, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        t_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_2)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg2_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_3)
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg3_1, pin_memory = False)
        copy_1: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_1, view)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add = torch.ops.aten._foreach_add.List([arg2_1, arg3_1], [wait_tensor, wait_tensor_1], alpha = -0.01)
        getitem: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_1: "f32[10][1]cpu" = _foreach_add[1]
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg3_1, getitem_1)
        return ()
