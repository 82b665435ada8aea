# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_no_grad | artifact: g0.dynamo | normalizer: 6 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[16][1]cpu", L_w_: "f32[16][1]cpu"):
        l_x_ = L_x_
        l_w_ = L_w_
        x: "f32[16][1]cpu" = l_x_.sin();  l_x_ = None
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(l_w_)
        add: "f32[16][1]cpu" = x + 1;  x = None
        copy_: "f32[16][1]cpu" = l_w_.copy_(add);  add = copy_ = None
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((l_w_,), (_tensor_version_default,));  l_w_ = _tensor_version_default = _unsafe_set_version_counter_default = None
        return ()
