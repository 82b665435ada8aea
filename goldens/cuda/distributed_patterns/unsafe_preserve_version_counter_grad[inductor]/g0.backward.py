# fxgolden golden | case: distributed_patterns/unsafe_preserve_version_counter_grad[inductor] | artifact: g0.backward | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "f32[1][1]cuda:0", tangents_1: "f32[1][1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        cos: "f32[1][1]cuda:0" = torch.ops.aten.cos.default(primals_2)
        mul: "f32[1][1]cuda:0" = torch.ops.aten.mul.Tensor(tangents_1, cos)
        return (mul, None)
