# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        s69: "Sym(s69)",
        s68: "Sym(s68)",
        s63: "Sym(s63)",
        s84: "Sym(s84)",
        s57: "Sym(s57)",
        s62: "Sym(s62)",
        s48: "Sym(s48)",
        s35: "Sym(s35)",
        s13: "Sym(s13)",
        s95: "Sym(s95)",
        s49: "Sym(s49)",
        s89: "Sym(s89)",
        s37: "Sym(s37)",
        s73: "Sym(s73)",
        s41: "Sym(s41)",
        s18: "Sym(s18)",
        s46: "Sym(s46)",
        s20: "Sym(s20)",
        s4: "Sym(s4)",
        s74: "Sym(s74)",
        s96: "Sym(s96)",
        s38: "Sym(s38)",
        s87: "Sym(s87)",
        s7: "Sym(s7)",
        s33: "Sym(s33)",
        s80: "Sym(s80)",
        s86: "Sym(s86)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_1: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_1], [True], [s69, s68])
        getitem_2: "f32[s69, s68][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_2], [((None, None, device(type='cpu'), 6, 0, None), [s69, s68], False, 6)])
        getitem_3: "f32[s69, s68][0, 0]cpu" = validate_outputs_1[0]
        return (getitem_3, s63, s84, s57, s62, s48, s35, s13, s95, s49, s89, s37, s73, s41, s18, s46, s20, s4, s74, s96, s38, s87, s7, s33, s80, s86)
