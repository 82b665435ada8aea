# fxgolden golden | case: core/dtensor_matmul_dp2 | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, detach: "f32[8, 8][8, 1]cpu", t: "f32[8, 4][1, 8]cpu", t_1: "f32[8, 8][1, 8]cpu", tangents_1: "f32[8, 8][8, 1]cpu"):
        threshold_backward: "f32[8, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0);  tangents_1 = detach = None
        view: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(threshold_backward, [8, 8]);  threshold_backward = None
        split = torch.ops.aten.split.Tensor(view, 4);  view = None
        getitem: "f32[4, 8][8, 1]cpu" = split[0];  split = None
        clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem);  getitem = None
        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, clone);  t = None
        mm_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(clone, t_1);  clone = t_1 = None
        all_reduce: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm, 'sum', 'mesh_dp');  mm = None
        wait_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        return (mm_1, None, wait_tensor)
