# fxgolden golden | case: distributed_patterns/storage_resize[from_zero-aot_eager] | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10][1]cpu", arg1_1: "f32[10][1]cpu"):
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.regrow
        sin: "f32[10][1]cpu" = torch.ops.aten.sin.default(arg0_1)
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(arg1_1, 40)
        cos: "f32[10][1]cpu" = torch.ops.aten.cos.default(sin)
        copy: "f32[10][1]cpu" = torch.ops.aten.copy.default(arg1_1, cos)
        copy_: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, copy)
        return ()
