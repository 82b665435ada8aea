# fxgolden golden | case: distributed_patterns/unsafe_preserve_version_counter_grad[inductor] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_w_: "f32[1][1]cuda:0", L_x_: "f32[1][1]cuda:0"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        r: "f32[1][1]cuda:0" = l_w_.sin()
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(l_w_)
        copy_: "f32[1][1]cuda:0" = l_w_.copy_(l_x_)
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((l_w_,), (_tensor_version_default,))
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        return (r,)
