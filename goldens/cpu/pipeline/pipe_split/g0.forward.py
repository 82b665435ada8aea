# fxgolden golden | case: pipeline/pipe_split | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2: "f32[8, 8][8, 1]cpu", primals_3: "f32[8][1]cpu", primals_4: "f32[8, 8][8, 1]cpu", primals_5: "f32[8][1]cpu"):
        #> getattr(L.self.layers, '0'): (generated code)
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_3, primals_1, t)
        #> (root): cases.models.LinearReLUStack.forward
        relu: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(addmm)
        #> getattr(L.self.layers, '1'): (generated code)
        t_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_1)
        #> (root): cases.models.LinearReLUStack.forward
        relu_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(addmm_1)
        detach: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(relu_1)
        detach_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (relu_1, primals_1, primals_4, relu, detach_1)
