# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 10][10, 1]cpu",
        primals_2,
        primals_3: "f32[4, 10][10, 1]cpu",
        primals_4,
        primals_5: "f32[4][1]cpu",
        primals_6,
        primals_7: "f32[10, 4][4, 1]cpu",
        primals_8,
        primals_9: "f32[10][1]cpu",
        primals_10,
        primals_11: "f32[4, 10][10, 1]cpu",
        primals_12,
        primals_13: "f32[4][1]cpu",
        primals_14,
        primals_15: "f32[10, 4][4, 1]cpu",
        primals_16,
        primals_17: "f32[10][1]cpu",
        primals_18
    ):
        #> mlp_0: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_gather_into_tensor: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'mesh_tp')
        wait_tensor: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> mlp_0.net1: cases.models.MLPModule.forward
        permute: "f32[10, 4][1, 10]cpu" = torch.ops.aten.permute.default(primals_3, [1, 0])
        addmm: "f32[80, 4][4, 1]cpu" = torch.ops.aten.addmm.default(primals_5, wait_tensor, permute)
        #> mlp_0.relu: cases.models.MLPModule.forward
        relu: "f32[80, 4][4, 1]cpu" = torch.ops.aten.relu.default(addmm)
        #> mlp_0.net2: cases.models.MLPModule.forward
        permute_1: "f32[4, 10][1, 4]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        div: "f32[10][1]cpu" = torch.ops.aten.div.Tensor(primals_9, 4)
        addmm_1: "f32[80, 10][10, 1]cpu" = torch.ops.aten.addmm.default(div, relu, permute_1)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        reduce_scatter_tensor: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(addmm_1, 'sum', 4, 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_gather_into_tensor_1: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(wait_tensor_1, 4, 'mesh_tp')
        wait_tensor_2: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        #> mlp_1.net1: cases.models.MLPModule.forward
        permute_2: "f32[10, 4][1, 10]cpu" = torch.ops.aten.permute.default(primals_11, [1, 0])
        addmm_2: "f32[80, 4][4, 1]cpu" = torch.ops.aten.addmm.default(primals_13, wait_tensor_2, permute_2)
        #> mlp_1.relu: cases.models.MLPModule.forward
        relu_1: "f32[80, 4][4, 1]cpu" = torch.ops.aten.relu.default(addmm_2)
        #> mlp_1.net2: cases.models.MLPModule.forward
        permute_3: "f32[4, 10][1, 4]cpu" = torch.ops.aten.permute.default(primals_15, [1, 0])
        div_1: "f32[10][1]cpu" = torch.ops.aten.div.Tensor(primals_17, 4)
        addmm_3: "f32[80, 10][10, 1]cpu" = torch.ops.aten.addmm.default(div_1, relu_1, permute_3)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(addmm_3, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> mlp_1: torch.distributed.tensor.parallel.style.PrepareModuleOutput._prepare_out_fn
        split = torch.ops.aten.split.Tensor(wait_tensor_3, 20)
        getitem: "f32[20, 10][10, 1]cpu" = split[1]
        #> mlp_1.net2: cases.models.MLPModule.forward
        permute_4: "f32[10, 4][4, 1]cpu" = torch.ops.aten.permute.default(permute_3, [1, 0])
        #> mlp_1.net1: cases.models.MLPModule.forward
        permute_5: "f32[4, 10][10, 1]cpu" = torch.ops.aten.permute.default(permute_2, [1, 0])
        return (getitem, primals_7, wait_tensor, relu, wait_tensor_2, relu_1, permute_4, permute_5, primals_2)
