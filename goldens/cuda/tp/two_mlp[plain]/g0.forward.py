# fxgolden golden | case: tp/two_mlp[plain] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 10][10, 1]cuda:0",
        primals_2: "f32[4, 10][10, 1]cuda:0",
        primals_3: "f32[4][1]cuda:0",
        primals_4: "f32[10, 4][4, 1]cuda:0",
        primals_5: "f32[10][1]cuda:0",
        primals_6: "f32[4, 10][10, 1]cuda:0",
        primals_7: "f32[4][1]cuda:0",
        primals_8: "f32[10, 4][4, 1]cuda:0",
        primals_9: "f32[10][1]cuda:0"
    ):
        #> mlp_0.net1: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[10, 4][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        addmm: "f32[20, 4][4, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, primals_1, permute)
        #> mlp_0.relu: torch.utils._device.DeviceContext.__torch_function__
        relu: "f32[20, 4][4, 1]cuda:0" = torch.ops.aten.relu.default(addmm)
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        permute_1: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_4, [1, 0])
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 4)
        addmm_1: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, relu, permute_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> mlp_1.net1: torch.utils._device.DeviceContext.__torch_function__
        permute_2: "f32[10, 4][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_2: "f32[20, 4][4, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, wait_tensor, permute_2)
        #> mlp_1.relu: torch.utils._device.DeviceContext.__torch_function__
        relu_1: "f32[20, 4][4, 1]cuda:0" = torch.ops.aten.relu.default(addmm_2)
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        permute_3: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        div_1: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_9, 4)
        addmm_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div_1, relu_1, permute_3)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_3, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        return (wait_tensor_1, primals_1, primals_4, primals_6, primals_8, relu, wait_tensor, relu_1)
