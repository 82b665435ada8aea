# fxgolden golden | case: core/dtensor_matmul_dp2 | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, detach: "f32[8, 8][8, 1]cpu", t: "f32[8, 4][1, 8]cpu", t_1: "f32[8, 8][1, 8]cpu", tangents_1: "f32[8, 8][8, 1]cpu"):
        #> (no module): cases.core.dtensor_matmul_dp2.<locals>.fn
        threshold_backward: "f32[8, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0)
        view: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(threshold_backward, [8, 8])
        split = torch.ops.aten.split.Tensor(view, 4)
        getitem: "f32[4, 8][8, 1]cpu" = split[0]
        clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem)
        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, clone)
        mm_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(clone, t_1)
        all_reduce: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm, 'sum', 'mesh_dp')
        wait_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        return (mm_1, None, wait_tensor)
