# fxgolden golden | case: ddp/python_reducer_compiled_autograd[inductor] | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[512, 512][512, 1]cpu", primals_2: "f32[512][1]cpu", primals_3: "f32[2, 512][512, 1]cpu", primals_4: "f32[512, 512][512, 1]cpu", primals_5: "f32[512][1]cpu", primals_6: "f32[512, 512][512, 1]cpu", primals_7: "f32[512][1]cpu", primals_8: "f32[512, 512][512, 1]cpu", primals_9: "f32[512][1]cpu"):
        permute: "f32[512, 512][1, 512]cpu" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        relu_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        permute_2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_7, relu_1, permute_2);  primals_7 = permute_2 = None
        relu_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        permute_3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_9, relu_2, permute_3);  primals_9 = permute_3 = None
        relu_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm_3);  addmm_3 = None
        le: "b8[2, 512][512, 1]cpu" = torch.ops.aten.le.Scalar(relu_3, 0)
        return (relu_3, primals_3, primals_4, primals_6, primals_8, relu, relu_1, relu_2, le)
