# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_grad[aot_eager] | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1][1]cpu", primals_2: "f32[1][1]cpu"):
        #> (no module): cases.distributed_patterns.unsafe_set_version_counter_grad.<locals>.fn
        sin: "f32[1][1]cpu" = torch.ops.aten.sin.default(primals_1)
        copy: "f32[1][1]cpu" = torch.ops.aten.copy.default(primals_1, primals_2)
        #> (no source recorded)
        copy_: "f32[1][1]cpu" = torch.ops.aten.copy_.default(primals_1, copy)
        return (sin, copy)
