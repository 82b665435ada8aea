# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.dynamo | normalizer: 6 | world: fake ranks 1,3/4 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[10, 257, 160][41120, 160, 1]cpu, P(sum))", L_t_device_mesh : torch.distributed.device_mesh.DeviceMesh):
        l_t_ = L_t_
        l_t_device_mesh = L_t_device_mesh
        redistribute: "DTensor(f32[10, 257, 160][41120, 160, 1]cpu, S(1))" = l_t_.redistribute(l_t_device_mesh, [torch.distributed.tensor.placement_types.Shard(dim=1)]);  l_t_ = l_t_device_mesh = None
        return (redistribute,)
