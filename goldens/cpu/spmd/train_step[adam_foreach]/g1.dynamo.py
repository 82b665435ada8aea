# fxgolden golden | case: spmd/train_step[adam_foreach] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_self_param_groups_0_params_0_grad: "f32[10, 10][10, 1]cpu", L_self_param_groups_0_params_1_grad: "f32[10][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.optim.adam.Adam.step
        self___param_groups_0__params__: "f32[10, 10][10, 1]cpu" = self.self___param_groups_0__params___0
        self___param_groups_0__params___1: "f32[10][1]cpu" = self.self___param_groups_0__params___1
        self___state_list_dict_keys_l__self___state___1___step: "f32[][]cpu" = self.self___state_list_dict_keys_L__self___state___1___step
        self___state_list_dict_keys_l__self___state___1___exp_avg: "f32[10][1]cpu" = self.self___state_list_dict_keys_L__self___state___1___exp_avg
        self___state_list_dict_keys_l__self___state___1___exp_avg_sq: "f32[10][1]cpu" = self.self___state_list_dict_keys_L__self___state___1___exp_avg_sq
        #> (no module): torch.optim.adam._multi_tensor_adam
        self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0___: "f32[10, 10][10, 1]cpu" = \
            self.self___state_list_dict_keys_L__self___state___0__list_dict_keys_L__self___state_list_dict_keys_L__self___state___0____1
        self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____1: "f32[10, 10][10, 1]cpu" = \
            self.self___state_list_dict_keys_L__self___state___0__list_dict_keys_L__self___state_list_dict_keys_L__self___state___0____2
        self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____2: "f32[][]cpu" = \
            self.self___state_list_dict_keys_L__self___state___0__list_dict_keys_L__self___state_list_dict_keys_L__self___state___0____0
        _foreach_add_ = torch._foreach_add_(
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____2, self___state_list_dict_keys_l__self___state___1___step],
            1
        )
        _foreach_sub = torch._foreach_sub(
            [l_self_param_groups_0_params_0_grad, l_self_param_groups_0_params_1_grad],
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0___, self___state_list_dict_keys_l__self___state___1___exp_avg]
        )
        d: "f32[10, 10][10, 1]cpu" = _foreach_sub[0]
        d_1: "f32[10][1]cpu" = _foreach_sub[1]
        full_like: "f32[10, 10][10, 1]cpu" = torch.full_like(d, 0.09999999999999998)
        full_like_1: "f32[10][1]cpu" = torch.full_like(d_1, 0.09999999999999998)
        _foreach_addcmul_ = torch._foreach_addcmul_(
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0___, self___state_list_dict_keys_l__self___state___1___exp_avg],
            [full_like, full_like_1],
            (d, d_1)
        )
        _foreach_mul_ = torch._foreach_mul_(
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____1, self___state_list_dict_keys_l__self___state___1___exp_avg_sq],
            0.999
        )
        _foreach_addcmul__1 = torch._foreach_addcmul_(
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____1, self___state_list_dict_keys_l__self___state___1___exp_avg_sq],
            [l_self_param_groups_0_params_0_grad, l_self_param_groups_0_params_1_grad],
            [l_self_param_groups_0_params_0_grad, l_self_param_groups_0_params_1_grad],
            0.0010000000000000009
        )
        _foreach_pow = torch._foreach_pow(
            0.9,
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____2, self___state_list_dict_keys_l__self___state___1___step]
        )
        getitem: "f32[][]cpu" = _foreach_pow[0]
        getitem_1: "f32[][]cpu" = _foreach_pow[1]
        _foreach_pow_1 = torch._foreach_pow(
            0.999,
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____2, self___state_list_dict_keys_l__self___state___1___step]
        )
        getitem_2: "f32[][]cpu" = _foreach_pow_1[0]
        getitem_3: "f32[][]cpu" = _foreach_pow_1[1]
        _foreach_sub_ = torch._foreach_sub_((getitem, getitem_1), 1)
        _foreach_sub__1 = torch._foreach_sub_((getitem_2, getitem_3), 1)
        _foreach_neg_ = torch._foreach_neg_((getitem_2, getitem_3))
        _foreach_div_ = torch._foreach_div_((getitem, getitem_1), 0.01)
        _foreach_reciprocal_ = torch._foreach_reciprocal_((getitem, getitem_1))
        _foreach_sqrt_ = torch._foreach_sqrt_((getitem_2, getitem_3))
        _foreach_sqrt = torch._foreach_sqrt(
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0____1, self___state_list_dict_keys_l__self___state___1___exp_avg_sq]
        )
        getitem_4: "f32[10, 10][10, 1]cpu" = _foreach_sqrt[0]
        getitem_5: "f32[10][1]cpu" = _foreach_sqrt[1]
        _foreach_div__1 = torch._foreach_div_((getitem_4, getitem_5), (getitem_2, getitem_3))
        _foreach_add__1 = torch._foreach_add_((getitem_4, getitem_5), 1e-08)
        _foreach_div__2 = torch._foreach_div_((getitem_4, getitem_5), (getitem, getitem_1))
        _foreach_addcdiv_ = torch._foreach_addcdiv_(
            [self___param_groups_0__params__, self___param_groups_0__params___1],
            [self___state_list_dict_keys_l__self___state___0__list_dict_keys_l__self___state_list_dict_keys_l__self___state___0___, self___state_list_dict_keys_l__self___state___1___exp_avg],
            (getitem_4, getitem_5)
        )
        return ()
