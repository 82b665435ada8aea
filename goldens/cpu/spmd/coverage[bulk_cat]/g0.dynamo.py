# fxgolden golden | case: spmd/coverage[bulk_cat] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_0_: "f32[2, 10][10, 1]cpu", L_mod_modules_fc_parameters_weight_: "f32[10, 10][10, 1]cpu", L_mod_modules_fc_parameters_bias_: "f32[10][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> fc: cases.spmd_coverage.FcModel.forward.<locals>.<listcomp>
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_1: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_2: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_3: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_4: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_5: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_6: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_7: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_8: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_9: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_10: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_11: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_12: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_13: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_14: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_15: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_16: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_17: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_18: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_19: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_20: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_21: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_22: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_23: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_24: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_25: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_26: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_27: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_28: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_29: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_30: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_31: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_32: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_33: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_34: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_35: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_36: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_37: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_38: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_39: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_40: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_41: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_42: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_43: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_44: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_45: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_46: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_47: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_48: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_49: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_50: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_51: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_52: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_53: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_54: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_55: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_56: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_57: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_58: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_59: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_60: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_61: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_62: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_63: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_64: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_65: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_66: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_67: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_68: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_69: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_70: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_71: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_72: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_73: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_74: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_75: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_76: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_77: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_78: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_79: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_80: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_81: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_82: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_83: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_84: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_85: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_86: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_87: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_88: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_89: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_90: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_91: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_92: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_93: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_94: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_95: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_96: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_97: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_98: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        linear_99: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        #> (root): cases.spmd_coverage.FcModel.forward
        cat: "f32[2, 1000][1000, 1]cpu" = torch.cat(
            [
                linear,
                linear_1,
                linear_2,
                linear_3,
                linear_4,
                linear_5,
                linear_6,
                linear_7,
                linear_8,
                linear_9,
                linear_10,
                linear_11,
                linear_12,
                linear_13,
                linear_14,
                linear_15,
                linear_16,
                linear_17,
                linear_18,
                linear_19,
                linear_20,
                linear_21,
                linear_22,
                linear_23,
                linear_24,
                linear_25,
                linear_26,
                linear_27,
                linear_28,
                linear_29,
                linear_30,
                linear_31,
                linear_32,
                linear_33,
                linear_34,
                linear_35,
                linear_36,
                linear_37,
                linear_38,
                linear_39,
                linear_40,
                linear_41,
                linear_42,
                linear_43,
                linear_44,
                linear_45,
                linear_46,
                linear_47,
                linear_48,
                linear_49,
                linear_50,
                linear_51,
                linear_52,
                linear_53,
                linear_54,
                linear_55,
                linear_56,
                linear_57,
                linear_58,
                linear_59,
                linear_60,
                linear_61,
                linear_62,
                linear_63,
                linear_64,
                linear_65,
                linear_66,
                linear_67,
                linear_68,
                linear_69,
                linear_70,
                linear_71,
                linear_72,
                linear_73,
                linear_74,
                linear_75,
                linear_76,
                linear_77,
                linear_78,
                linear_79,
                linear_80,
                linear_81,
                linear_82,
                linear_83,
                linear_84,
                linear_85,
                linear_86,
                linear_87,
                linear_88,
                linear_89,
                linear_90,
                linear_91,
                linear_92,
                linear_93,
                linear_94,
                linear_95,
                linear_96,
                linear_97,
                linear_98,
                linear_99
            ],
            dim = 1
        )
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = cat.sum()
        grad = torch.autograd.grad(sum_1, [l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_], allow_unused = True)
        getitem: "f32[10, 10][10, 1]cpu" = grad[0]
        getitem_1: "f32[10][1]cpu" = grad[1]
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        new_grad_strided: "f32[10, 10][10, 1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_weight_)
        copy_: "f32[10, 10][10, 1]cpu" = new_grad_strided.copy_(getitem)
        new_grad_strided_1: "f32[10][1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_bias_)
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
        _foreach_add_ = torch._foreach_add_([l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_], [wait_tensor, wait_tensor_1], alpha = -0.01)
        #> (no source recorded)
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True)
        return ()
