# fxgolden golden | case: dtensor/from_local_in_fn | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[1][1]cpu", L_mesh_ : torch.distributed.device_mesh.DeviceMesh):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.from_local_in_fn.<locals>.fn
        from_local: "DTensor(f32[1][1]cpu, R)" = torch.distributed.tensor._api.from_local(l_x_, l_mesh_, [torch.distributed.tensor.placement_types.Replicate()], run_check = False)
        to_local: "f32[1][1]cpu" = from_local.to_local()
        add: "f32[1][1]cpu" = to_local + 2
        return (add,)
