# fxgolden golden | case: distributed_patterns/unsafe_preserve_version_counter_grad[inductor] | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1][1]cuda:0", primals_2: "f32[1][1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        sin: "f32[1][1]cuda:0" = torch.ops.aten.sin.default(primals_1)
        #> (no source recorded)
        copy_: "f32[1][1]cuda:0" = torch.ops.aten.copy_.default(primals_1, primals_2)
        return (sin, primals_2)
