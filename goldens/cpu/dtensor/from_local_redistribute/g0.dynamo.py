# fxgolden golden | case: dtensor/from_local_redistribute | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3][3, 1]cpu", L_mesh_ : torch.distributed.device_mesh.DeviceMesh):
        l_x_ = L_x_
        l_mesh_ = L_mesh_
        dt: "DTensor(f32[4, 3][3, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(l_x_, l_mesh_, [torch.distributed.tensor.placement_types.Shard(dim=0)], run_check = False);  l_x_ = None
        redistribute: "DTensor(f32[4, 3][3, 1]cpu, R)" = dt.redistribute(l_mesh_, [torch.distributed.tensor.placement_types.Replicate()]);  dt = l_mesh_ = None
        to_local: "f32[4, 3][3, 1]cpu" = redistribute.to_local();  redistribute = None
        add: "f32[4, 3][3, 1]cpu" = to_local + 2;  to_local = None
        return (add,)
