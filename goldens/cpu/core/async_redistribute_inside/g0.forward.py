# fxgolden golden | case: core/async_redistribute_inside | artifact: g0.forward | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2):
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_1, [4, 8]);  primals_1 = None
        all_gather_into_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view, 4, 'mesh_tp');  view = None
        wait_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        view_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [16, 8])
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(view_1);  view_1 = None
        sin_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(sin);  sin = None
        return (sin_1, wait_tensor)
