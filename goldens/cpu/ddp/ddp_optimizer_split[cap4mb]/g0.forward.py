# fxgolden golden | case: ddp/ddp_optimizer_split[cap4mb] | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 512][512, 1]cpu", primals_2: "f32[512, 512][512, 1]cpu", primals_3: "f32[512][1]cpu", primals_4: "f32[512, 512][512, 1]cpu", primals_5: "f32[512][1]cpu", primals_6: "f32[512, 512][512, 1]cpu", primals_7: "f32[512][1]cpu"):
        t: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_3, primals_1, t);  primals_3 = t = None
        relu: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = t_1 = None
        relu_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        t_2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_7, relu_1, t_2);  primals_7 = t_2 = None
        relu_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        detach: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu_2)
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach);  detach = None
        return (relu_2, primals_1, primals_4, primals_6, relu, relu_1, detach_1)
