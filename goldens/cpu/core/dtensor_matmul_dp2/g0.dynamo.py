# fxgolden golden | case: core/dtensor_matmul_dp2 | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8][8, 1]cpu", L_ctx_mesh : torch.distributed.device_mesh.DeviceMesh, L_w_: "f32[8, 8][8, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.core.dtensor_matmul_dp2.<locals>.fn
        dx: "DTensor(f32[8, 8][8, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(l_x_, l_ctx_mesh, [torch.distributed.tensor.placement_types.Shard(dim=0)], run_check = False)
        dw: "DTensor(f32[8, 8][8, 1]cpu, R)" = torch.distributed.tensor._api.from_local(l_w_, l_ctx_mesh, [torch.distributed.tensor.placement_types.Replicate()], run_check = False)
        matmul: "DTensor(f32[8, 8][8, 1]cpu, S(0))" = torch.matmul(dx, dw)
        redistribute: "DTensor(f32[8, 8][8, 1]cpu, R)" = matmul.redistribute(l_ctx_mesh, [torch.distributed.tensor.placement_types.Replicate()])
        to_local: "f32[8, 8][8, 1]cpu" = redistribute.to_local()
        relu: "f32[8, 8][8, 1]cpu" = to_local.relu()
        return (relu,)
