# fxgolden golden | case: spmd/train_step[sgd_foreach] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_self_param_groups_0_params_0_grad: "f32[10, 10][10, 1]cpu", L_self_param_groups_0_params_1_grad: "f32[10][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.optim.sgd.SGD.step
        self___param_groups_0__params__: "f32[10, 10][10, 1]cpu" = self.self___param_groups_0__params___0
        self___param_groups_0__params___1: "f32[10][1]cpu" = self.self___param_groups_0__params___1
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add_ = torch._foreach_add_(
            [self___param_groups_0__params__, self___param_groups_0__params___1],
            [l_self_param_groups_0_params_0_grad, l_self_param_groups_0_params_1_grad],
            alpha = -0.01
        )
        return ()
