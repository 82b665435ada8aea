# fxgolden golden | case: tp/fsdp_2d[plain] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        view: "f32[20, 10][10, 1]cuda:0",
        relu: "f32[20, 8][8, 1]cuda:0",
        view_1: "f32[20, 10][10, 1]cuda:0",
        relu_1: "f32[20, 8][8, 1]cuda:0",
        t: "f32[10, 8][8, 1]cuda:0",
        t_1: "f32[8, 10][10, 1]cuda:0",
        t_2: "f32[10, 8][8, 1]cuda:0",
        tangents_1: "f32[20, 10][10, 1]cuda:0"
    ):
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        mm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(tangents_1, t)
        t_3: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(tangents_1)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu_1, [20, 8])
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        mm_1: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_3, view_2)
        t_4: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view_3: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        t_5: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_4)
        #> mlp_1.relu: torch.utils._device.DeviceContext.__torch_function__
        detach: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu_1)
        detach_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach)
        threshold_backward: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0)
        #> mlp_1.net1: torch.utils._device.DeviceContext.__torch_function__
        mm_2: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(threshold_backward, t_1)
        t_6: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_6, view_1)
        t_7: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_4: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_2, [8])
        t_8: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_7)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(mm_2, 'sum', 'mesh_tp')
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        mm_4: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor, t_2)
        t_9: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(wait_tensor)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_5: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu, [20, 8])
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        mm_5: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_9, view_5)
        t_10: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_5)
        sum_3: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor, [0], True)
        view_6: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_3, [10])
        t_11: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_10)
        #> mlp_0.relu: torch.utils._device.DeviceContext.__torch_function__
        detach_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu)
        detach_3: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach_2)
        threshold_backward_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm_4, detach_3, 0)
        #> mlp_0.net1: torch.utils._device.DeviceContext.__torch_function__
        t_12: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward_1)
        mm_6: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_12, view)
        t_13: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_6)
        sum_4: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
        view_7: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_4, [8])
        t_14: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_13)
        return (None, t_14, view_7, t_11, view_6, t_8, view_4, t_5, view_3)
