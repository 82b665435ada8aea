# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_7: "f32[10, 4][4, 1]cpu",
        wait_tensor: "f32[80, 10][10, 1]cpu",
        relu: "f32[80, 4][4, 1]cpu",
        wait_tensor_1: "f32[80, 10][10, 1]cpu",
        relu_1: "f32[80, 4][4, 1]cpu",
        permute: "f32[10, 4][4, 1]cpu",
        permute_1: "f32[4, 10][10, 1]cpu",
        primals_2,
        tangents_1: "f32[20, 10][10, 1]cpu"
    ):
        #> mlp_1: torch.distributed.tensor.parallel.style.PrepareModuleOutput._prepare_out_fn
        all_gather_into_tensor: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 4, 'mesh_tp')
        wait_tensor_2: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> mlp_1.net2: cases.models.MLPModule.forward
        mm: "f32[80, 4][4, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_2, permute)
        permute_2: "f32[10, 80][1, 10]cpu" = torch.ops.aten.permute.default(wait_tensor_2, [1, 0])
        mm_1: "f32[10, 4][4, 1]cpu" = torch.ops.aten.mm.default(permute_2, relu_1)
        sum_1: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(wait_tensor_2, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_1, [10])
        #> mlp_1.relu: cases.models.MLPModule.forward
        le: "b8[80, 4][4, 1]cpu" = torch.ops.aten.le.Scalar(relu_1, 0)
        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[80, 4][4, 1]cpu" = torch.ops.aten.where.self(le, full_default, mm)
        #> mlp_1.net1: cases.models.MLPModule.forward
        mm_2: "f32[80, 10][10, 1]cpu" = torch.ops.aten.mm.default(where, permute_1)
        permute_3: "f32[4, 80][1, 4]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[4, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute_3, wait_tensor_1)
        sum_2: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_2, [4])
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        reduce_scatter_tensor: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm_2, 'sum', 4, 'mesh_tp')
        wait_tensor_3: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_gather_into_tensor_1: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(wait_tensor_3, 4, 'mesh_tp')
        wait_tensor_4: "f32[80, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        #> mlp_0.net2: cases.models.MLPModule.forward
        permute_4: "f32[4, 10][1, 4]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        permute_5: "f32[10, 4][4, 1]cpu" = torch.ops.aten.permute.default(permute_4, [1, 0])
        mm_4: "f32[80, 4][4, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_4, permute_5)
        permute_6: "f32[10, 80][1, 10]cpu" = torch.ops.aten.permute.default(wait_tensor_4, [1, 0])
        mm_5: "f32[10, 4][4, 1]cpu" = torch.ops.aten.mm.default(permute_6, relu)
        sum_3: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(wait_tensor_4, [0], True)
        view_2: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_3, [10])
        #> mlp_0.relu: cases.models.MLPModule.forward
        le_1: "b8[80, 4][4, 1]cpu" = torch.ops.aten.le.Scalar(relu, 0)
        where_1: "f32[80, 4][4, 1]cpu" = torch.ops.aten.where.self(le_1, full_default, mm_4)
        #> mlp_0.net1: cases.models.MLPModule.forward
        permute_7: "f32[4, 80][1, 4]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_6: "f32[4, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute_7, wait_tensor)
        sum_4: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_3: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_4, [4])
        return (None, None, mm_6, primals_2, view_3, primals_2, mm_5, primals_2, view_2, primals_2, mm_3, primals_2, view_1, primals_2, mm_1, primals_2, view, primals_2)
