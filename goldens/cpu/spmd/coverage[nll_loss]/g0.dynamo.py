# fxgolden golden | case: spmd/coverage[nll_loss] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_mod_modules_mod_modules_0_parameters_weight_: "f32[10, 10][10, 1]cpu",
        L_mod_modules_mod_modules_0_parameters_bias_: "f32[10][1]cpu",
        L_inputs_0_: "f32[2, 10][10, 1]cpu",
        L_inputs_1_: "i64[2][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> mod.0: cases.spmd_coverage.NllLossModel.forward
        layer_out_L0: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_mod_modules_0_parameters_weight_, l_mod_modules_mod_modules_0_parameters_bias_)
        #> mod.1: cases.spmd_coverage.NllLossModel.forward
        layer_out_L1: "f32[2, 10][10, 1]cpu" = torch.nn.functional.log_softmax(layer_out_L0, 1, _stacklevel = 5)
        #> lss: cases.spmd_coverage.NllLossModel.forward
        nll_loss: "f32[][]cpu" = torch.nn.functional.nll_loss(layer_out_L1, l_inputs_1_, weight = None, ignore_index = -100, reduction = 'mean')
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = nll_loss.sum()
        grad = torch.autograd.grad(sum_1, [l_mod_modules_mod_modules_0_parameters_weight_, l_mod_modules_mod_modules_0_parameters_bias_], allow_unused = True)
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1]
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_mod_modules_0_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem)
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_mod_modules_0_parameters_bias_)
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_1)
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
        #> (no source recorded)
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add_ = torch._foreach_add_([l_mod_modules_mod_modules_0_parameters_weight_, l_mod_modules_mod_modules_0_parameters_bias_], [wait_tensor, wait_tensor_1], alpha = -0.01)
        #> (no source recorded)
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True)
        return ()
