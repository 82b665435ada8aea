# fxgolden golden | case: tp/fsdp_2d[checkpointed] | artifact: g0.backward | normalizer: 6 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[20, 10][10, 1]cuda:0", primals_2: "f32[8, 10][10, 1]cuda:0", primals_3: "f32[8][1]cuda:0", primals_4: "f32[10, 8][8, 1]cuda:0", primals_5: "f32[10][1]cuda:0", primals_6: "f32[8, 10][10, 1]cuda:0", primals_7: "f32[8][1]cuda:0", primals_8: "f32[10, 8][8, 1]cuda:0", primals_9: "f32[10][1]cuda:0", tangents_1: "f32[20, 10][10, 1]cuda:0"):
        t: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_1: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(tangents_1)
        view: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(primals_1, [20, 10]);  primals_1 = None
        t_3: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, view, t_3);  primals_3 = t_3 = None
        view_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm, [20, 8]);  addmm = None
        relu: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_1);  view_1 = None
        view_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu, [20, 8])
        t_4: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        div: "f32[10][1]cuda:0" = torch.ops.aten.div.Tensor(primals_5, 2);  primals_5 = None
        addmm_1: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.addmm.default(div, view_2, t_4);  div = None
        all_reduce: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(addmm_1, 'sum', 'mesh_tp');  addmm_1 = None
        wait_tensor: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        view_3: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(wait_tensor, [20, 10]);  wait_tensor = None
        view_4: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.view.default(view_3, [20, 10]);  view_3 = None
        t_5: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, view_4, t_5);  primals_7 = None
        view_5: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(addmm_2, [20, 8]);  addmm_2 = None
        relu_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.relu.default(view_5);  view_5 = None
        view_6: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.view.default(relu_1, [20, 8])
        mm_1: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_2, view_6);  t_2 = view_6 = None
        t_6: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_7: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_7: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_6);  t_6 = None
        detach: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
        t_8: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_2: "f32[20, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
        t_9: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_9, view_4);  t_9 = view_4 = None
        t_10: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_8: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_11: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_10);  t_10 = None
        all_reduce_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(mm_2, 'sum', 'mesh_tp');  mm_2 = None
        wait_tensor_1: "f32[20, 10][10, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        t_12: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_4: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_1, t_12);  t_12 = None
        t_13: "f32[10, 20][1, 10]cuda:0" = torch.ops.aten.t.default(wait_tensor_1)
        mm_5: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(t_13, view_2);  t_13 = view_2 = None
        t_14: "f32[8, 10][1, 8]cuda:0" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0], True);  wait_tensor_1 = None
        view_9: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_15: "f32[10, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t_14);  t_14 = None
        detach_2: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(relu);  relu = None
        detach_3: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_1: "f32[20, 8][8, 1]cuda:0" = torch.ops.aten.threshold_backward.default(mm_4, detach_3, 0);  mm_4 = detach_3 = None
        t_16: "f32[8, 20][1, 8]cuda:0" = torch.ops.aten.t.default(threshold_backward_1)
        mm_6: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(t_16, view);  t_16 = view = None
        t_17: "f32[10, 8][1, 10]cuda:0" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_4: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
        view_10: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        t_18: "f32[8, 10][10, 1]cuda:0" = torch.ops.aten.t.default(t_17);  t_17 = None
        return (None, t_18, view_10, t_15, view_9, t_11, view_8, t_7, view_7)
