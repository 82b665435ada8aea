# fxgolden golden | case: fsdp/reshard_after_forward[false] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8][8, 1]cpu", primals_2: "f32[8][1]cpu", primals_3: "f32[4, 8][8, 1]cpu", primals_4: "f32[8, 8][8, 1]cpu", primals_5: "f32[8][1]cpu"):
        #> in_proj: cases.fsdp._MLP.forward
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_1)
        addmm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_2, primals_3, t)
        #> (no module): cases.fsdp._MLP.forward
        relu: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(addmm)
        #> out_proj: cases.fsdp._MLP.forward
        t_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_1)
        return (addmm_1, primals_3, primals_4, relu)
