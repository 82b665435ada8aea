# fxgolden golden | case: distributed_patterns/storage_resize[to_zero-inductor] | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10][1]cpu"):
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.shrink
        sin: "f32[10][1]cpu" = torch.ops.aten.sin.default(arg0_1)
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(arg0_1, 0)
        cos: "f32[10][1]cpu" = torch.ops.aten.cos.default(sin)
        return (cos,)
