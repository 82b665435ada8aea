# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_no_grad | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[16][1]cpu", L_w_: "f32[16][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.distributed_patterns.unsafe_set_version_counter_no_grad.<locals>.fn
        x: "f32[16][1]cpu" = l_x_.sin()
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(l_w_)
        add: "f32[16][1]cpu" = x + 1
        copy_: "f32[16][1]cpu" = l_w_.copy_(add)
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((l_w_,), (_tensor_version_default,))
        return ()
