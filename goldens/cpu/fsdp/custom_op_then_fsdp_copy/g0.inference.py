# fxgolden golden | case: fsdp/custom_op_then_fsdp_copy | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2][1]cpu"):
        #> (no module): cases.fsdp.custom_op_then_fsdp_copy.<locals>.fn
        zeros: "f32[2][1]cpu" = torch.ops.aten.zeros.default([2], device = device(type='cpu'), pin_memory = False)
        auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.fxgolden_fsdp.add_one_out.default, x = arg0_1, _out_base_index = 0, _out_alias = True, _all_bases = [zeros])
        getitem: "f32[2][1]cpu" = auto_functionalized_v2[1]
        view: "f32[2][1]cpu" = torch.ops.aten.view.default(getitem, [-1])
        copy_ = torch.ops.fsdp.copy_.default(arg0_1, view)
        return ()
