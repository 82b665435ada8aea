# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
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
        #> mlp_0: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_gather_into_tensor: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'mesh_tp')
        wait_tensor: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> mlp_0.net1: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[10, 4][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        addmm: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, wait_tensor, permute)
        #> mlp_0.relu: torch.utils._device.DeviceContext.__torch_function__
        relu: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.relu.default(addmm)
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        permute_1: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_4, [1, 0])
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 4)
        addmm_1: "f32[80, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, relu, permute_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        reduce_scatter_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor.default(addmm_1, 'sum', 4, 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_gather_into_tensor_1: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(wait_tensor_1, 4, 'mesh_tp')
        wait_tensor_2: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        #> mlp_1.net1: torch.utils._device.DeviceContext.__torch_function__
        permute_2: "f32[10, 4][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_2: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, wait_tensor_2, permute_2)
        #> mlp_1.relu: torch.utils._device.DeviceContext.__torch_function__
        relu_1: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.relu.default(addmm_2)
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        permute_3: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        div_1: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_9, 4)
        addmm_3: "f32[80, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div_1, relu_1, permute_3)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_3, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> mlp_1: torch.distributed.tensor.parallel.style.PrepareModuleOutput._prepare_out_fn
        split = torch.ops.aten.split.Tensor(wait_tensor_3, 20)
        getitem: "f32[20, 10][10, 1]cuda:0" = split[1]
        return (getitem, primals_4, primals_6, primals_8, wait_tensor, relu, wait_tensor_2, relu_1)
