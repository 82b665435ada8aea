# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g4.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 16, 16][256, 16, 1]cpu"):
        return (arg0_1,)
