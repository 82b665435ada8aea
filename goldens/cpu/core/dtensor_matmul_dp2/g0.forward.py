# fxgolden golden | case: core/dtensor_matmul_dp2 | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2, primals_3: "f32[8, 8][8, 1]cpu"):
        #> (no module): cases.core.dtensor_matmul_dp2.<locals>.fn
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_1, [4, 8])
        view_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_3, [8, 8])
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(view, view_1)
        all_gather_into_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mm, 2, 'mesh_dp')
        wait_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        view_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [8, 8])
        relu: "f32[8, 8][8, 1]cpu" = torch.ops.aten.relu.default(view_2)
        detach: "f32[8, 8][8, 1]cpu" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach)
        t: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(view)
        t_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(view_1)
        return (relu, detach_1, t, t_1)
