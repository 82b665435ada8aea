# fxgolden golden | case: spmd/graph_reuse | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_mod_parameters_weight_: "f32[10, 10][10, 1]cpu", L_inp_: "f32[2, 10][10, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): cases.spmd_train.graph_reuse.<locals>.train_step
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inp_, l_mod_parameters_weight_, None)
        #> (no module): cases.spmd_train.graph_reuse.<locals>.train_step
        sum_1: "f32[][]cpu" = linear.sum()
        grad = torch.autograd.grad(sum_1, [l_mod_parameters_weight_], allow_unused = True)
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_train.graph_reuse.<locals>.train_step
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem)
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor)
        #> (no source recorded)
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_train.graph_reuse.<locals>.train_step
        add_: "f32[10, 10][10, 1]cpu" = l_mod_parameters_weight_.add_(wait_tensor, alpha = -0.01)
        #> (no source recorded)
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True)
        return ()
