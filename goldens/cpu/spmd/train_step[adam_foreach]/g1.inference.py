# fxgolden golden | case: spmd/train_step[adam_foreach] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[10, 10][10, 1]cpu",
        arg1_1: "f32[10][1]cpu",
        arg2_1: "f32[][]cpu",
        arg3_1: "f32[10][1]cpu",
        arg4_1: "f32[10][1]cpu",
        arg5_1: "f32[10, 10][10, 1]cpu",
        arg6_1: "f32[10, 10][10, 1]cpu",
        arg7_1: "f32[][]cpu",
        arg8_1: "f32[10, 10][10, 1]cpu",
        arg9_1: "f32[10][1]cpu"
    ):
        #> (no module): torch.optim.adam._multi_tensor_adam
        _foreach_add = torch.ops.aten._foreach_add.Scalar([arg7_1, arg2_1], 1)
        getitem: "f32[][]cpu" = _foreach_add[0]
        getitem_1: "f32[][]cpu" = _foreach_add[1]
        _foreach_sub = torch.ops.aten._foreach_sub.List([arg8_1, arg9_1], [arg5_1, arg3_1])
        getitem_2: "f32[10, 10][10, 1]cpu" = _foreach_sub[0]
        getitem_3: "f32[10][1]cpu" = _foreach_sub[1]
        full_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.full_like.default(getitem_2, 0.09999999999999998, pin_memory = False)
        full_like_1: "f32[10][1]cpu" = torch.ops.aten.full_like.default(getitem_3, 0.09999999999999998, pin_memory = False)
        _foreach_addcmul = torch.ops.aten._foreach_addcmul.Scalar([arg5_1, arg3_1], [full_like, full_like_1], [getitem_2, getitem_3])
        getitem_4: "f32[10, 10][10, 1]cpu" = _foreach_addcmul[0]
        getitem_5: "f32[10][1]cpu" = _foreach_addcmul[1]
        _foreach_mul = torch.ops.aten._foreach_mul.Scalar([arg6_1, arg4_1], 0.999)
        getitem_6: "f32[10, 10][10, 1]cpu" = _foreach_mul[0]
        getitem_7: "f32[10][1]cpu" = _foreach_mul[1]
        _foreach_addcmul_1 = torch.ops.aten._foreach_addcmul.Scalar([getitem_6, getitem_7], [arg8_1, arg9_1], [arg8_1, arg9_1], 0.0010000000000000009)
        getitem_8: "f32[10, 10][10, 1]cpu" = _foreach_addcmul_1[0]
        getitem_9: "f32[10][1]cpu" = _foreach_addcmul_1[1]
        _foreach_pow = torch.ops.aten._foreach_pow.ScalarAndTensor(0.9, [getitem, getitem_1])
        getitem_10: "f32[][]cpu" = _foreach_pow[0]
        getitem_11: "f32[][]cpu" = _foreach_pow[1]
        _foreach_pow_1 = torch.ops.aten._foreach_pow.ScalarAndTensor(0.999, [getitem, getitem_1])
        getitem_12: "f32[][]cpu" = _foreach_pow_1[0]
        getitem_13: "f32[][]cpu" = _foreach_pow_1[1]
        _foreach_sub_1 = torch.ops.aten._foreach_sub.Scalar([getitem_10, getitem_11], 1)
        getitem_14: "f32[][]cpu" = _foreach_sub_1[0]
        getitem_15: "f32[][]cpu" = _foreach_sub_1[1]
        _foreach_sub_2 = torch.ops.aten._foreach_sub.Scalar([getitem_12, getitem_13], 1)
        getitem_16: "f32[][]cpu" = _foreach_sub_2[0]
        getitem_17: "f32[][]cpu" = _foreach_sub_2[1]
        _foreach_neg = torch.ops.aten._foreach_neg.default([getitem_16, getitem_17])
        getitem_18: "f32[][]cpu" = _foreach_neg[0]
        getitem_19: "f32[][]cpu" = _foreach_neg[1]
        _foreach_div = torch.ops.aten._foreach_div.Scalar([getitem_14, getitem_15], 0.01)
        getitem_20: "f32[][]cpu" = _foreach_div[0]
        getitem_21: "f32[][]cpu" = _foreach_div[1]
        _foreach_reciprocal = torch.ops.aten._foreach_reciprocal.default([getitem_20, getitem_21])
        getitem_22: "f32[][]cpu" = _foreach_reciprocal[0]
        getitem_23: "f32[][]cpu" = _foreach_reciprocal[1]
        _foreach_sqrt = torch.ops.aten._foreach_sqrt.default([getitem_18, getitem_19])
        getitem_24: "f32[][]cpu" = _foreach_sqrt[0]
        getitem_25: "f32[][]cpu" = _foreach_sqrt[1]
        _foreach_sqrt_1 = torch.ops.aten._foreach_sqrt.default([getitem_8, getitem_9])
        getitem_26: "f32[10, 10][10, 1]cpu" = _foreach_sqrt_1[0]
        getitem_27: "f32[10][1]cpu" = _foreach_sqrt_1[1]
        _foreach_div_1 = torch.ops.aten._foreach_div.List([getitem_26, getitem_27], [getitem_24, getitem_25])
        getitem_28: "f32[10, 10][10, 1]cpu" = _foreach_div_1[0]
        getitem_29: "f32[10][1]cpu" = _foreach_div_1[1]
        _foreach_add_1 = torch.ops.aten._foreach_add.Scalar([getitem_28, getitem_29], 1e-08)
        getitem_30: "f32[10, 10][10, 1]cpu" = _foreach_add_1[0]
        getitem_31: "f32[10][1]cpu" = _foreach_add_1[1]
        _foreach_div_2 = torch.ops.aten._foreach_div.List([getitem_30, getitem_31], [getitem_22, getitem_23])
        getitem_32: "f32[10, 10][10, 1]cpu" = _foreach_div_2[0]
        getitem_33: "f32[10][1]cpu" = _foreach_div_2[1]
        _foreach_addcdiv = torch.ops.aten._foreach_addcdiv.Scalar([arg0_1, arg1_1], [getitem_4, getitem_5], [getitem_32, getitem_33])
        getitem_34: "f32[10, 10][10, 1]cpu" = _foreach_addcdiv[0]
        getitem_35: "f32[10][1]cpu" = _foreach_addcdiv[1]
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem_34)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_35)
        copy__2: "f32[][]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_1)
        copy__3: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg3_1, getitem_5)
        copy__4: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg4_1, getitem_9)
        copy__5: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg5_1, getitem_4)
        copy__6: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg6_1, getitem_8)
        copy__7: "f32[][]cpu" = torch.ops.aten.copy_.default(arg7_1, getitem)
        return ()
