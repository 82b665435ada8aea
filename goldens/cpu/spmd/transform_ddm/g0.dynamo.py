# fxgolden golden | case: spmd/transform_ddm | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_mod_modules_l1_parameters_weight_: "f32[10, 10][10, 1]cpu",
        L_mod_modules_l1_parameters_bias_: "f32[10][1]cpu",
        L_inp_: "f32[4, 10][10, 1]cpu",
        L_mod_modules_l2_parameters_weight_: "f32[10, 10][10, 1]cpu",
        L_mod_modules_l2_parameters_bias_: "f32[10][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> l1: cases.spmd_train.MultiDDM.forward
        linear: "f32[4, 10][10, 1]cpu" = torch._C._nn.linear(l_inp_, l_mod_modules_l1_parameters_weight_, l_mod_modules_l1_parameters_bias_)
        #> ddm1: cases.spmd_train.DDM.forward
        ddm: "f32[4, 10][10, 1]cpu" = torch.ops.fxgolden_spmd.ddm(linear)
        #> l2: cases.spmd_train.MultiDDM.forward
        linear_1: "f32[4, 10][10, 1]cpu" = torch._C._nn.linear(ddm, l_mod_modules_l2_parameters_weight_, l_mod_modules_l2_parameters_bias_)
        #> ddm2: cases.spmd_train.DDM.forward
        ddm_1: "f32[4, 10][10, 1]cpu" = torch.ops.fxgolden_spmd.ddm(linear_1)
        #> (root): cases.spmd_train.MultiDDM.forward
        relu: "f32[4, 10][10, 1]cpu" = torch.relu(ddm_1)
        #> (no module): cases.spmd_train.transform_ddm.<locals>.train_step
        sum_1: "f32[][]cpu" = relu.sum()
        grad = torch.autograd.grad(
            sum_1,
            [l_mod_modules_l1_parameters_weight_, l_mod_modules_l1_parameters_bias_, l_mod_modules_l2_parameters_weight_, l_mod_modules_l2_parameters_bias_],
            allow_unused = True
        )
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1]
        getitem_2: "f32[10, 10][10, 1]cpu" = grad[2]
        getitem_3: "f32[10][1]cpu" = grad[3]
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_train.transform_ddm.<locals>.train_step
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_l1_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem)
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_l1_parameters_bias_)
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_1)
        new_grad_strided_2: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_l2_parameters_weight_)
        copy__2: "f32[10, 10][10, 1]cpu" = new_grad_strided_2.copy_(getitem_2)
        new_grad_strided_3: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_l2_parameters_bias_)
        copy__3: "f32[10][1]cpu" = new_grad_strided_3.copy_(getitem_3)
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_2, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_2)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_3: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_3, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_3: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_3)
        return (wait_tensor, wait_tensor_1, wait_tensor_2, wait_tensor_3)
