# fxgolden golden | case: dtensor/partial_redistribute_unbalanced_strides | artifact: g0.dynamo | normalizer: 7 | world: fake ranks 1,3/4 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[10, 257, 160][41120, 160, 1]cpu, P(sum))", L_t_device_mesh : torch.distributed.device_mesh.DeviceMesh):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.partial_redistribute_unbalanced_strides.<locals>.fn
        redistribute: "DTensor(f32[10, 257, 160][41120, 160, 1]cpu, S(1))" = l_t_.redistribute(l_t_device_mesh, [torch.distributed.tensor.placement_types.Shard(dim=1)])
        return (redistribute,)
