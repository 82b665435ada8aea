# fxgolden golden | case: dtensor/redistribute_backward | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8][1]cpu", L_mesh_ : torch.distributed.device_mesh.DeviceMesh, L_y_: "f32[8][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.redistribute_backward.<locals>.fn
        reshape: "f32[2, 4][4, 1]cpu" = l_x_.reshape(2, 4)
        dt: "DTensor(f32[8, 4][4, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(reshape, l_mesh_, [torch.distributed.tensor.placement_types.Shard(dim=0)], run_check = False)
        reshape_1: "f32[4, 2][2, 1]cpu" = l_y_.reshape(4, 2)
        dt2: "DTensor(f32[4, 8][8, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(reshape_1, l_mesh_, [torch.distributed.tensor.placement_types.Shard(dim=1)], run_check = False)
        matmul: "DTensor(f32[8, 8][8, 1]cpu, S(0))" = torch.matmul(dt, dt2)
        redistribute: "DTensor(f32[8, 8][8, 1]cpu, R)" = matmul.redistribute(l_mesh_, [torch.distributed.tensor.placement_types.Replicate()])
        to_local: "f32[8, 8][8, 1]cpu" = redistribute.to_local()
        return (to_local,)
