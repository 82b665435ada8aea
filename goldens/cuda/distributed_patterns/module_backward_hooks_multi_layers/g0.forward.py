# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 10][10, 1]cuda:0",
        primals_2,
        primals_3: "f32[10, 10][10, 1]cuda:0",
        primals_4: "f32[10][1]cuda:0",
        primals_5: "f32[10, 10][10, 1]cuda:0",
        primals_6: "f32[10][1]cuda:0"
    ):
        #> 0: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[10, 10][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_3, [1, 0])
        addmm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(primals_4, primals_1, permute)
        #> 1: torch.utils._device.DeviceContext.__torch_function__
        permute_1: "f32[10, 10][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_5, [1, 0])
        addmm_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(primals_6, addmm, permute_1)
        return (addmm_1, primals_1, primals_3, primals_5, addmm)
