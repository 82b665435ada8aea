# fxgolden golden | case: distributed_patterns/storage_resize[from_zero-aot_eager] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10][1]cpu", L_out_: "f32[10][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.regrow
        y: "f32[10][1]cpu" = torch.sin(l_x_)
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(l_out_, 40)
        cos: "f32[10][1]cpu" = y.cos()
        copy_: "f32[10][1]cpu" = l_out_.copy_(cos)
        return ()
