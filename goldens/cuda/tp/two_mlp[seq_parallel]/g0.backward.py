# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_4: "f32[10, 4][4, 1]cuda:0",
        primals_6: "f32[4, 10][10, 1]cuda:0",
        primals_8: "f32[10, 4][4, 1]cuda:0",
        wait_tensor: "f32[80, 10][10, 1]cuda:0",
        relu: "f32[80, 4][4, 1]cuda:0",
        wait_tensor_1: "f32[80, 10][10, 1]cuda:0",
        relu_1: "f32[80, 4][4, 1]cuda:0",
        tangents_1: "f32[20, 10][10, 1]cuda:0"
    ):
        #> mlp_1: torch.distributed.tensor.parallel.style.PrepareModuleOutput._prepare_out_fn
        all_gather_into_tensor: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 4, 'mesh_tp')
        wait_tensor_2: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        permute_1: "f32[10, 4][4, 1]cuda:0" = torch.ops.aten.permute.default(permute, [1, 0])
        mm: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_2, permute_1)
        permute_2: "f32[10, 80][1, 10]cuda:0" = torch.ops.aten.permute.default(wait_tensor_2, [1, 0])
        mm_1: "f32[10, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(permute_2, relu_1)
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_2, [0], True)
        view: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        #> mlp_1.relu: torch.utils._device.DeviceContext.__torch_function__
        le: "b8[80, 4][4, 1]cuda:0" = torch.ops.aten.le.Scalar(relu_1, 0)
        full_default: "f32[][]cuda:0" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.where.self(le, full_default, mm)
        #> mlp_1.net1: torch.utils._device.DeviceContext.__torch_function__
        permute_3: "f32[10, 4][1, 10]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        permute_4: "f32[4, 10][10, 1]cuda:0" = torch.ops.aten.permute.default(permute_3, [1, 0])
        mm_2: "f32[80, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(where, permute_4)
        permute_5: "f32[4, 80][1, 4]cuda:0" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[4, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute_5, wait_tensor_1)
        sum_2: "f32[1, 4][4, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[4][1]cuda:0" = torch.ops.aten.view.default(sum_2, [4])
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        reduce_scatter_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm_2, 'sum', 4, 'mesh_tp')
        wait_tensor_3: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_gather_into_tensor_1: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(wait_tensor_3, 4, 'mesh_tp')
        wait_tensor_4: "f32[80, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        permute_6: "f32[4, 10][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_4, [1, 0])
        permute_7: "f32[10, 4][4, 1]cuda:0" = torch.ops.aten.permute.default(permute_6, [1, 0])
        mm_4: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_4, permute_7)
        permute_8: "f32[10, 80][1, 10]cuda:0" = torch.ops.aten.permute.default(wait_tensor_4, [1, 0])
        mm_5: "f32[10, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(permute_8, relu)
        sum_3: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_4, [0], True)
        view_2: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_3, [10])
        #> mlp_0.relu: torch.utils._device.DeviceContext.__torch_function__
        le_1: "b8[80, 4][4, 1]cuda:0" = torch.ops.aten.le.Scalar(relu, 0)
        where_1: "f32[80, 4][4, 1]cuda:0" = torch.ops.aten.where.self(le_1, full_default, mm_4)
        #> mlp_0.net1: torch.utils._device.DeviceContext.__torch_function__
        permute_9: "f32[4, 80][1, 4]cuda:0" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_6: "f32[4, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute_9, wait_tensor)
        sum_4: "f32[1, 4][4, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_3: "f32[4][1]cuda:0" = torch.ops.aten.view.default(sum_4, [4])
        return (None, mm_6, view_3, mm_5, view_2, mm_3, view_1, mm_1, view)
