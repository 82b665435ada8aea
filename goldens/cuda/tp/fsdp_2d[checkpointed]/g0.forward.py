# fxgolden golden | case: tp/fsdp_2d[checkpointed] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
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
        primals_9: "f32[10][1]cuda:0"
    ):
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(primals_1, [20, 10])
        #> mlp_0.net1: cases.models.MLPModule.forward
        t: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, view, t)
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm, [20, 8])
        #> mlp_0.relu: cases.models.MLPModule.forward
        relu: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu, [20, 8])
        #> mlp_0.net2: cases.models.MLPModule.forward
        t_1: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_4)
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 2)
        addmm_1: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, view_2, t_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        view_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor, [20, 10])
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view_4: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(view_3, [20, 10])
        #> mlp_1.net1: cases.models.MLPModule.forward
        t_2: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, view_4, t_2)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_5: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [20, 8])
        #> mlp_1.relu: cases.models.MLPModule.forward
        relu_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_5)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_6: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu_1, [20, 8])
        #> mlp_1.net2: cases.models.MLPModule.forward
        t_3: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_8)
        div_1: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_9, 2)
        addmm_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div_1, view_6, t_3)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_3, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        view_7: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor_1, [20, 10])
        return (view_7, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9)
