# fxgolden golden | case: distributed_patterns/unsafe_set_version_counter_grad[aot_eager] | artifact: g0.backward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, copy: "f32[1][1]cpu", tangents_1: "f32[1][1]cpu"):
        #> (no module): cases.distributed_patterns.unsafe_set_version_counter_grad.<locals>.fn
        cos: "f32[1][1]cpu" = torch.ops.aten.cos.default(copy)
        mul: "f32[1][1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos)
        return (mul, None)
