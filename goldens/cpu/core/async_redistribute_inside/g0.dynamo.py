# fxgolden golden | case: core/async_redistribute_inside | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8][8, 1]cpu", L_ctx_mesh : torch.distributed.device_mesh.DeviceMesh):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.core.async_redistribute_inside.<locals>.fn
        dt: "DTensor(f32[16, 8][8, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(l_x_, l_ctx_mesh, [torch.distributed.tensor.placement_types.Shard(dim=0)], run_check = False)
        redistribute: "DTensor(f32[16, 8][8, 1]cpu, R)" = dt.redistribute(l_ctx_mesh, [torch.distributed.tensor.placement_types.Replicate()], async_op = True)
        out: "f32[16, 8][8, 1]cpu" = redistribute.to_local()
        sin: "f32[16, 8][8, 1]cpu" = out.sin()
        sin_1: "f32[16, 8][8, 1]cpu" = sin.sin()
        return (sin_1,)
