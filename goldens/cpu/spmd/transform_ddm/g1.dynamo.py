# fxgolden golden | case: spmd/transform_ddm | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_param_groups_0_params_0_grad: "f32[10, 10][10, 1]cpu",
        L_self_param_groups_0_params_1_grad: "f32[10][1]cpu",
        L_self_param_groups_0_params_2_grad: "f32[10, 10][10, 1]cpu",
        L_self_param_groups_0_params_3_grad: "f32[10][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.optim.sgd.SGD.step
        x: "f32[10, 10][10, 1]cpu" = self.self___param_groups_0__params___0
        x_1: "f32[10][1]cpu" = self.self___param_groups_0__params___1
        x_2: "f32[10, 10][10, 1]cpu" = self.self___param_groups_0__params___2
        x_3: "f32[10][1]cpu" = self.self___param_groups_0__params___3
        #> (no module): torch.optim.sgd._single_tensor_sgd
        add_: "f32[10, 10][10, 1]cpu" = x.add_(l_self_param_groups_0_params_0_grad, alpha = -0.01)
        add__1: "f32[10][1]cpu" = x_1.add_(l_self_param_groups_0_params_1_grad, alpha = -0.01)
        add__2: "f32[10, 10][10, 1]cpu" = x_2.add_(l_self_param_groups_0_params_2_grad, alpha = -0.01)
        add__3: "f32[10][1]cpu" = x_3.add_(l_self_param_groups_0_params_3_grad, alpha = -0.01)
        return ()
