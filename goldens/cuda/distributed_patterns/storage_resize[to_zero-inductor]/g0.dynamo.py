# fxgolden golden | case: distributed_patterns/storage_resize[to_zero-inductor] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10][1]cuda:0"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        y: "f32[10][1]cuda:0" = torch.sin(l_x_)
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.shrink
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(l_x_, 0)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        cos: "f32[10][1]cuda:0" = torch.cos(y)
        return (cos,)
