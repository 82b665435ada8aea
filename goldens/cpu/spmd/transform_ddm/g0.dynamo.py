# fxgolden golden | case: spmd/transform_ddm | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_mod_modules_l1_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_modules_l1_parameters_bias_: "f32[10][1]cpu", L_inp_: "f32[4, 10][10, 1]cpu", L_mod_modules_l2_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_modules_l2_parameters_bias_: "f32[10][1]cpu"):
        l_mod_modules_l1_parameters_weight_ = L_mod_modules_l1_parameters_weight_
        l_mod_modules_l1_parameters_bias_ = L_mod_modules_l1_parameters_bias_
        l_inp_ = L_inp_
        l_mod_modules_l2_parameters_weight_ = L_mod_modules_l2_parameters_weight_
        l_mod_modules_l2_parameters_bias_ = L_mod_modules_l2_parameters_bias_
        linear: "f32[4, 10][10, 1]cpu" = torch._C._nn.linear(l_inp_, l_mod_modules_l1_parameters_weight_, l_mod_modules_l1_parameters_bias_);  l_inp_ = None
        ddm: "f32[4, 10][10, 1]cpu" = torch.ops.fxgolden_spmd.ddm(linear);  linear = None
        linear_1: "f32[4, 10][10, 1]cpu" = torch._C._nn.linear(ddm, l_mod_modules_l2_parameters_weight_, l_mod_modules_l2_parameters_bias_);  ddm = None
        ddm_1: "f32[4, 10][10, 1]cpu" = torch.ops.fxgolden_spmd.ddm(linear_1);  linear_1 = None
        relu: "f32[4, 10][10, 1]cpu" = torch.relu(ddm_1);  ddm_1 = None
        sum_1: "f32[][]cpu" = relu.sum();  relu = None
        grad = torch.autograd.grad(sum_1, [l_mod_modules_l1_parameters_weight_, l_mod_modules_l1_parameters_bias_, l_mod_modules_l2_parameters_weight_, l_mod_modules_l2_parameters_bias_], allow_unused = True);  sum_1 = None
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1]
        getitem_2: "f32[10, 10][10, 1]cpu" = grad[2]
        getitem_3: "f32[10][1]cpu" = grad[3];  grad = None
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_l1_parameters_weight_);  l_mod_modules_l1_parameters_weight_ = None
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem);  getitem = copy_ = None
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_l1_parameters_bias_);  l_mod_modules_l1_parameters_bias_ = None
        copy__1: "f32[10][1]cpu" = new_grad_strided_1.copy_(getitem_1);  getitem_1 = copy__1 = None
        new_grad_strided_2: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_l2_parameters_weight_);  l_mod_modules_l2_parameters_weight_ = None
        copy__2: "f32[10, 10][10, 1]cpu" = new_grad_strided_2.copy_(getitem_2);  getitem_2 = copy__2 = None
        new_grad_strided_3: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_l2_parameters_bias_);  l_mod_modules_l2_parameters_bias_ = None
        copy__3: "f32[10][1]cpu" = new_grad_strided_3.copy_(getitem_3);  getitem_3 = copy__3 = None
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
        tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp');  new_grad_strided = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None
        tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp');  new_grad_strided_1 = None
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1);  tensor_1 = None
        tensor_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_2, 'sum', 'mesh_dp');  new_grad_strided_2 = None
        wait_tensor_2: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_2);  tensor_2 = None
        tensor_3: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_3, 'sum', 'mesh_dp');  new_grad_strided_3 = None
        wait_tensor_3: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_3);  tensor_3 = None
        return (wait_tensor, wait_tensor_1, wait_tensor_2, wait_tensor_3)
