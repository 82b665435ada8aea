# fxgolden golden | case: dtensor/to_local_grad_placements | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_dt_: "DTensor(f32[4][1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.to_local_grad_placements.<locals>.fn
        to_local: "f32[4][1]cpu" = l_dt_.to_local(grad_placements = [torch.distributed.tensor.placement_types.Shard(dim=0)])
        add: "f32[4][1]cpu" = to_local + 2
        return (add,)
