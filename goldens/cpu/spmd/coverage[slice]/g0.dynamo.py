# fxgolden golden | case: spmd/coverage[slice] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_0_: "f32[2, 10][10, 1]cpu", L_mod_modules_fc_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_modules_fc_parameters_bias_: "f32[10][1]cpu"):
        l_inputs_0_ = L_inputs_0_
        l_mod_modules_fc_parameters_weight_ = L_mod_modules_fc_parameters_weight_
        l_mod_modules_fc_parameters_bias_ = L_mod_modules_fc_parameters_bias_
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_);  l_inputs_0_ = None
        getitem: "f32[2, 1][10, 1]cpu" = linear[(slice(None, None, None), slice(None, 1, None))];  linear = None
        sum_1: "f32[][]cpu" = getitem.sum();  getitem = None
        grad = torch.autograd.grad(sum_1, [l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_], allow_unused = True);  sum_1 = None
        getitem_1: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_2: "f32[10][1]cpu" = grad[1];  grad = None
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem_1);  getitem_1 = copy_ = None
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_bias_)
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_2);  getitem_2 = copy__1 = None
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp');  new_grad_strided = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None
        tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp');  new_grad_strided_1 = None
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1);  tensor_1 = None
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False);  _set_grad_enabled_2 = None
        _foreach_add_ = torch._foreach_add_([l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_], [wait_tensor, wait_tensor_1], alpha = -0.01);  l_mod_modules_fc_parameters_weight_ = l_mod_modules_fc_parameters_bias_ = wait_tensor = wait_tensor_1 = _foreach_add_ = None
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True);  _set_grad_enabled_3 = None
        return ()
