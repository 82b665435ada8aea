# fxgolden golden | case: tp/fsdp_2d[plain] | artifact: g0.forward | normalizer: 6 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[20, 10][10, 1]cuda:0", primals_2: "f32[8, 10][10, 1]cuda:0", primals_3: "f32[8][1]cuda:0", primals_4: "f32[10, 8][8, 1]cuda:0", primals_5: "f32[10][1]cuda:0", primals_6: "f32[8, 10][10, 1]cuda:0", primals_7: "f32[8][1]cuda:0", primals_8: "f32[10, 8][8, 1]cuda:0", primals_9: "f32[10][1]cuda:0"):
        view: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(primals_1, [20, 10]);  primals_1 = None
        t: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
        view_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm, [20, 8]);  addmm = None
        relu: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_1);  view_1 = None
        view_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu, [20, 8])
        t_1: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 2);  primals_5 = None
        addmm_1: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, view_2, t_1);  div = view_2 = None
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_1, 'sum', 'mesh_tp');  addmm_1 = None
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        view_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor, [20, 10]);  wait_tensor = None
        view_4: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(view_3, [20, 10]);  view_3 = None
        t_2: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, view_4, t_2);  primals_7 = None
        view_5: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [20, 8]);  addmm_2 = None
        relu_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_5);  view_5 = None
        view_6: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu_1, [20, 8])
        t_3: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        div_1: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_9, 2);  primals_9 = None
        addmm_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div_1, view_6, t_3);  div_1 = view_6 = None
        all_reduce_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_3, 'sum', 'mesh_tp');  addmm_3 = None
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        view_7: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor_1, [20, 10]);  wait_tensor_1 = None
        t_4: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_3);  t_3 = None
        t_5: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_2);  t_2 = None
        t_6: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (view_7, view, relu, view_4, relu_1, t_4, t_5, t_6)
