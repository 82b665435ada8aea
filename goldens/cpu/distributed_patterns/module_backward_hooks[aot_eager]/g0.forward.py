# fxgolden golden | case: distributed_patterns/module_backward_hooks[aot_eager] | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 10][10, 1]cpu", primals_2, primals_3: "f32[10, 10][10, 1]cpu", primals_4: "f32[10][1]cpu"):
        #> (root): (no source recorded)
        view: "f32[2, 10][10, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 10])
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(primals_3)
        addmm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(primals_4, view, t)
        view_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 10])
        return (view_1, primals_3, view)
