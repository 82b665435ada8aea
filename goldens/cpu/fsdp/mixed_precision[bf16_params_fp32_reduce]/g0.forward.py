# fxgolden golden | case: fsdp/mixed_precision[bf16_params_fp32_reduce] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "bf16[8, 8][8, 1]cpu", primals_2: "bf16[8][1]cpu", primals_3: "bf16[4, 8][8, 1]cpu", primals_4: "bf16[8, 8][8, 1]cpu", primals_5: "bf16[8][1]cpu"):
        #> in_proj: cases.fsdp._MLP.forward
        t: "bf16[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_1)
        addmm: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_2, primals_3, t)
        #> (no module): cases.fsdp._MLP.forward
        relu: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(addmm)
        #> out_proj: cases.fsdp._MLP.forward
        t_1: "bf16[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_4)
        addmm_1: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_1)
        return (addmm_1, primals_3, primals_4, relu)
