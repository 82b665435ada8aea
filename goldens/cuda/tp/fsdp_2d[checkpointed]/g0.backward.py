# fxgolden golden | case: tp/fsdp_2d[checkpointed] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 10][10, 1]cuda:0",
        primals_2: "f32[8, 10][10, 1]cuda:0",
        primals_3: "f32[8][1]cuda:0",
        primals_4: "f32[10, 8][8, 1]cuda:0",
        primals_5: "f32[10][1]cuda:0",
        primals_6: "f32[8, 10][10, 1]cuda:0",
        primals_7: "f32[8][1]cuda:0",
        primals_8: "f32[10, 8][8, 1]cuda:0",
        primals_9: "f32[10][1]cuda:0",
        tangents_1: "f32[20, 10][10, 1]cuda:0"
    ):
        #> mlp_1.net2: cases.models.MLPModule.forward
        t: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_8)
        t_1: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t)
        mm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(tangents_1, t_1)
        t_2: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(tangents_1)
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(primals_1, [20, 10])
        #> mlp_0.net1: cases.models.MLPModule.forward
        t_3: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, view, t_3)
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm, [20, 8])
        #> mlp_0.relu: cases.models.MLPModule.forward
        relu: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu, [20, 8])
        #> mlp_0.net2: cases.models.MLPModule.forward
        t_4: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_4)
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 2)
        addmm_1: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, view_2, t_4)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        view_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor, [20, 10])
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view_4: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(view_3, [20, 10])
        #> mlp_1.net1: cases.models.MLPModule.forward
        t_5: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, view_4, t_5)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_5: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [20, 8])
        #> mlp_1.relu: cases.models.MLPModule.forward
        relu_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_5)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_6: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu_1, [20, 8])
        #> mlp_1.net2: cases.models.MLPModule.forward
        mm_1: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_2, view_6)
        t_6: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view_7: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        t_7: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_6)
        #> mlp_1.relu: cases.models.MLPModule.forward
        detach: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu_1)
        detach_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach)
        threshold_backward: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0)
        #> mlp_1.net1: cases.models.MLPModule.forward
        t_8: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_5)
        mm_2: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(threshold_backward, t_8)
        t_9: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_9, view_4)
        t_10: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_8: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_2, [8])
        t_11: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_10)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(mm_2, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> mlp_0.net2: cases.models.MLPModule.forward
        t_12: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_4)
        mm_4: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_1, t_12)
        t_13: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(wait_tensor_1)
        mm_5: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_13, view_2)
        t_14: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_5)
        sum_3: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0], True)
        view_9: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_3, [10])
        t_15: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_14)
        #> mlp_0.relu: cases.models.MLPModule.forward
        detach_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu)
        detach_3: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach_2)
        threshold_backward_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm_4, detach_3, 0)
        #> mlp_0.net1: cases.models.MLPModule.forward
        t_16: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward_1)
        mm_6: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_16, view)
        t_17: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_6)
        sum_4: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
        view_10: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_4, [8])
        t_18: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_17)
        return (None, t_18, view_10, t_15, view_9, t_11, view_8, t_7, view_7)
