# fxgolden golden | case: fsdp/custom_op_then_fsdp_copy | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.fsdp.custom_op_then_fsdp_copy.<locals>.fn
        buf: "f32[2][1]cpu" = torch.zeros(2)
        buf_view: "f32[2][1]cpu" = buf.view(-1)
        add_one_out = torch.ops.fxgolden_fsdp.add_one_out(l_x_, out = buf_view)
        buf_view2: "f32[2][1]cpu" = buf.view(-1)
        copy_ = torch.ops.fsdp.copy_(l_x_, buf_view2)
        return ()
