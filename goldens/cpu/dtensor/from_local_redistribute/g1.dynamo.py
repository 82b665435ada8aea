# fxgolden golden | case: dtensor/from_local_redistribute | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3][3, 1]cpu", L_mesh_ : torch.distributed.device_mesh.DeviceMesh):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.from_local_redistribute.<locals>.kwargs_fn
        dt: "DTensor(f32[4, 3][3, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(l_x_, l_mesh_, [torch.distributed.tensor.placement_types.Shard(dim=0)], run_check = False)
        redistribute: "DTensor(f32[4, 3][3, 1]cpu, R)" = dt.redistribute(device_mesh = l_mesh_, placements = [torch.distributed.tensor.placement_types.Replicate()])
        to_local: "f32[4, 3][3, 1]cpu" = redistribute.to_local()
        add: "f32[4, 3][3, 1]cpu" = to_local + 2
        return (add,)
