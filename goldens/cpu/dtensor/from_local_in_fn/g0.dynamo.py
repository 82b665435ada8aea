# fxgolden golden | case: dtensor/from_local_in_fn | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[1][1]cpu", L_mesh_ : torch.distributed.device_mesh.DeviceMesh):
        l_x_ = L_x_
        l_mesh_ = L_mesh_
        from_local: "DTensor(f32[1][1]cpu, R)" = torch.distributed.tensor._api.from_local(l_x_, l_mesh_, [torch.distributed.tensor.placement_types.Replicate()], run_check = False);  l_x_ = l_mesh_ = None
        to_local: "f32[1][1]cpu" = from_local.to_local();  from_local = None
        add: "f32[1][1]cpu" = to_local + 2;  to_local = None
        return (add,)
