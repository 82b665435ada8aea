# fxgolden golden | case: core/dtensor_matmul_redistribute[S1] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8, 4][4, 1]cpu", L_ctx_mesh : torch.distributed.device_mesh.DeviceMesh, L_w_: "f32[8, 8][8, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        dx: "DTensor(f32[8, 16][16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(l_x_, l_ctx_mesh, [torch.distributed.tensor.placement_types.Shard(dim=1)], run_check = False)
        dw: "DTensor(f32[8, 8][8, 1]cpu, R)" = torch.distributed.tensor._api.from_local(l_w_, l_ctx_mesh, [torch.distributed.tensor.placement_types.Replicate()], run_check = False)
        y: "DTensor(f32[8, 16][16, 1]cpu, S(1))" = torch.matmul(dw, dx)
        redistribute: "DTensor(f32[8, 16][16, 1]cpu, R)" = y.redistribute(l_ctx_mesh, [torch.distributed.tensor.placement_types.Replicate()])
        to_local: "f32[8, 16][16, 1]cpu" = redistribute.to_local()
        return (to_local,)
