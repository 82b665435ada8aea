# fxgolden golden | case: core/async_redistribute_inside | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2):
        #> (no module): cases.core.async_redistribute_inside.<locals>.fn
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_1, [4, 8])
        all_gather_into_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view, 4, 'mesh_tp')
        wait_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        view_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [16, 8])
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(view_1)
        sin_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(sin)
        return (sin_1, wait_tensor)
