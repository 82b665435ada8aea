# fxgolden golden | case: tp/two_mlp[plain] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 10][10, 1]cpu",
        primals_7: "f32[10, 4][4, 1]cpu",
        relu: "f32[20, 4][4, 1]cpu",
        wait_tensor: "f32[20, 10][10, 1]cpu",
        relu_1: "f32[20, 4][4, 1]cpu",
        permute: "f32[10, 4][4, 1]cpu",
        permute_1: "f32[4, 10][10, 1]cpu",
        primals_2,
        tangents_1: "f32[20, 10][10, 1]cpu"
    ):
        #> mlp_1.net2: cases.models.MLPModule.forward
        mm: "f32[20, 4][4, 1]cpu" = torch.ops.aten.mm.default(tangents_1, permute)
        permute_2: "f32[10, 20][1, 10]cpu" = torch.ops.aten.permute.default(tangents_1, [1, 0])
        mm_1: "f32[10, 4][4, 1]cpu" = torch.ops.aten.mm.default(permute_2, relu_1)
        sum_1: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_1, [10])
        #> mlp_1.relu: cases.models.MLPModule.forward
        le: "b8[20, 4][4, 1]cpu" = torch.ops.aten.le.Scalar(relu_1, 0)
        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[20, 4][4, 1]cpu" = torch.ops.aten.where.self(le, full_default, mm)
        #> mlp_1.net1: cases.models.MLPModule.forward
        mm_2: "f32[20, 10][10, 1]cpu" = torch.ops.aten.mm.default(where, permute_1)
        permute_3: "f32[4, 20][1, 4]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[4, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_2: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_2, [4])
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm_2, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[20, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> mlp_0.net2: cases.models.MLPModule.forward
        permute_4: "f32[4, 10][1, 4]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        permute_5: "f32[10, 4][4, 1]cpu" = torch.ops.aten.permute.default(permute_4, [1, 0])
        mm_4: "f32[20, 4][4, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_1, permute_5)
        permute_6: "f32[10, 20][1, 10]cpu" = torch.ops.aten.permute.default(wait_tensor_1, [1, 0])
        mm_5: "f32[10, 4][4, 1]cpu" = torch.ops.aten.mm.default(permute_6, relu)
        sum_3: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0], True)
        view_2: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_3, [10])
        #> mlp_0.relu: cases.models.MLPModule.forward
        le_1: "b8[20, 4][4, 1]cpu" = torch.ops.aten.le.Scalar(relu, 0)
        where_1: "f32[20, 4][4, 1]cpu" = torch.ops.aten.where.self(le_1, full_default, mm_4)
        #> mlp_0.net1: cases.models.MLPModule.forward
        permute_7: "f32[4, 20][1, 4]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_6: "f32[4, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute_7, primals_1)
        sum_4: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_3: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_4, [4])
        return (None, None, mm_6, primals_2, view_3, primals_2, mm_5, primals_2, view_2, primals_2, mm_3, primals_2, view_1, primals_2, mm_1, primals_2, view, primals_2)
