# fxgolden golden | case: distributed_patterns/storage_resize[to_zero-aot_eager] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.shrink
        y: "f32[10][1]cpu" = torch.sin(l_x_)
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(l_x_, 0)
        cos: "f32[10][1]cpu" = torch.cos(y)
        return (cos,)
