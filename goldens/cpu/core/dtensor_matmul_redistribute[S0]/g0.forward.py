# fxgolden golden | case: core/dtensor_matmul_redistribute[S0] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2, primals_3: "f32[8, 8][8, 1]cpu"):
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(primals_1, primals_3)
        all_gather_into_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mm, 4, 'mesh_tp')
        wait_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        permute: "f32[8, 4][1, 8]cpu" = torch.ops.aten.permute.default(primals_1, [1, 0])
        permute_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.permute.default(primals_3, [1, 0])
        return (wait_tensor, permute, permute_1)
