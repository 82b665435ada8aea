# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_grad[inductor] | artifact: g0.dynamo | normalizer: 6 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_w_: "f32[1][1]cuda:0", L_x_: "f32[1][1]cuda:0"):
        l_w_ = L_w_
        l_x_ = L_x_
        r: "f32[1][1]cuda:0" = l_w_.sin()
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(l_w_)
        copy_: "f32[1][1]cuda:0" = l_w_.copy_(l_x_);  l_x_ = copy_ = None
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((l_w_,), (_tensor_version_default,));  l_w_ = _tensor_version_default = _unsafe_set_version_counter_default = None
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
        return (r,)
