# fxgolden golden | case: spmd/buffer_requires_grad | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_mod_modules_fc_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_modules_fc_parameters_bias_: "f32[10][1]cpu", L_inp_: "f32[2, 10][10, 1]cpu", L_mod_buffers_dummy_buffer_: "f32[10, 10][10, 1]cpu"):
        l_mod_modules_fc_parameters_weight_ = L_mod_modules_fc_parameters_weight_
        l_mod_modules_fc_parameters_bias_ = L_mod_modules_fc_parameters_bias_
        l_inp_ = L_inp_
        l_mod_buffers_dummy_buffer_ = L_mod_buffers_dummy_buffer_
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inp_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_);  l_inp_ = None
        matmul: "f32[2, 10][10, 1]cpu" = torch.matmul(linear, l_mod_buffers_dummy_buffer_);  linear = None
        sum_1: "f32[][]cpu" = matmul.sum();  matmul = None
        grad = torch.autograd.grad(sum_1, [l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_, l_mod_buffers_dummy_buffer_], allow_unused = True);  sum_1 = None
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1]
        getitem_2: "f32[10, 10][10, 1]cpu" = grad[2];  grad = None
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem);  getitem = copy_ = None
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_bias_)
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_1);  getitem_1 = copy__1 = None
        new_grad_strided_2: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_buffers_dummy_buffer_);  l_mod_buffers_dummy_buffer_ = None
        copy__2: "f32[10, 10][10, 1]cpu" = new_grad_strided_2.copy_(getitem_2);  getitem_2 = copy__2 = None
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp');  new_grad_strided = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None
        tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp');  new_grad_strided_1 = None
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1);  tensor_1 = None
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False);  _set_grad_enabled_2 = None
        add_: "f32[10, 10][10, 1]cpu" = l_mod_modules_fc_parameters_weight_.add_(wait_tensor, alpha = 0.01);  l_mod_modules_fc_parameters_weight_ = add_ = None
        add__1: "f32[10][1]cpu" = l_mod_modules_fc_parameters_bias_.add_(wait_tensor_1, alpha = 0.01);  l_mod_modules_fc_parameters_bias_ = add__1 = None
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True);  _set_grad_enabled_3 = None
        return (wait_tensor, wait_tensor_1, new_grad_strided_2)
