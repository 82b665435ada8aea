# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g1.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list, s68: "Sym(s68)", s63: "Sym(s63)", s84: "Sym(s84)", s57: "Sym(s57)", s40: "Sym(s40)", s62: "Sym(s62)", s48: "Sym(s48)", s70: "Sym(s70)", s35: "Sym(s35)", s95: "Sym(s95)", s49: "Sym(s49)", s89: "Sym(s89)", s37: "Sym(s37)", s41: "Sym(s41)", s18: "Sym(s18)", s46: "Sym(s46)", s20: "Sym(s20)", s4: "Sym(s4)", s73: "Sym(s73)", s96: "Sym(s96)", s82: "Sym(s82)", s38: "Sym(s38)", s87: "Sym(s87)", s7: "Sym(s7)", s33: "Sym(s33)", s80: "Sym(s80)", s86: "Sym(s86)", s16: "Sym(s16)", s39: "Sym(s39)", s25: "Sym(s25)", s74: "Sym(s74)", s2: "Sym(s2)", s31: "Sym(s31)", s32: "Sym(s32)", s23: "Sym(s23)", s52: "Sym(s52)", s42: "Sym(s42)", s54: "Sym(s54)", s78: "Sym(s78)", s90: "Sym(s90)", s91: "Sym(s91)", s55: "Sym(s55)", s36: "Sym(s36)", s88: "Sym(s88)", s21: "Sym(s21)", s75: "Sym(s75)", s99: "Sym(s99)", s43: "Sym(s43)"):
        l_inputs_ = L_inputs_
        getitem: "f32[][]cpu" = l_inputs_[0];  l_inputs_ = None
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)]);  getitem = None
        getitem_1: "f32[][]cpu" = validate_outputs[0];  validate_outputs = None
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_1], [True], [s68, s63, s84]);  getitem_1 = None
        getitem_2: "f32[s68, s63, s84][0, 0, 0]cpu" = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_2], [((None, None, device(type='cpu'), 6, 0, None), [s68, s63, s84], False, 6)]);  getitem_2 = s68 = s63 = s84 = None
        getitem_3: "f32[s68, s63, s84][0, 0, 0]cpu" = validate_outputs_1[0];  validate_outputs_1 = None
        return (getitem_3, s57, s40, s62, s48, s70, s35, s95, s49, s89, s37, s41, s18, s46, s20, s4, s73, s96, s82, s38, s87, s7, s33, s80, s86, s16, s39, s25, s74, s2, s31, s32, s23, s52, s42, s54, s78, s90, s91, s55, s36, s88, s21, s75, s99, s43)
