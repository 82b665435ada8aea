# fxgolden golden | case: spmd/train_step[adam_fused] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_mod_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_parameters_bias_: "f32[10][1]cpu", L_inp_: "f32[2, 10][10, 1]cpu"):
        l_mod_parameters_weight_ = L_mod_parameters_weight_
        l_mod_parameters_bias_ = L_mod_parameters_bias_
        l_inp_ = L_inp_
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inp_, l_mod_parameters_weight_, l_mod_parameters_bias_);  l_inp_ = None
        sum_1: "f32[][]cpu" = linear.sum();  linear = None
        grad = torch.autograd.grad(sum_1, [l_mod_parameters_weight_, l_mod_parameters_bias_], allow_unused = True);  sum_1 = None
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1];  grad = None
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_parameters_weight_);  l_mod_parameters_weight_ = None
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem);  getitem = copy_ = None
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_parameters_bias_);  l_mod_parameters_bias_ = None
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_1);  getitem_1 = copy__1 = None
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp');  new_grad_strided = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None
        tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp');  new_grad_strided_1 = None
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1);  tensor_1 = None
        return (wait_tensor, wait_tensor_1)
