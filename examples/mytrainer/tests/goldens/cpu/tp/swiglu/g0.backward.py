# fxgolden golden | case: tp/swiglu | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[16, 16][16, 1]cpu", primals_5: "f32[16, 16][16, 1]cpu", view: "f32[8, 16][16, 1]cpu", mm: "f32[8, 16][16, 1]cpu", mm_1: "f32[8, 16][16, 1]cpu", view_1: "f32[8, 16][16, 1]cpu", t: "f32[16, 16][16, 1]cpu", primals_2, tangents_1: "f32[2, 4, 16][64, 16, 1]cpu"):
        view_2: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [2, 4, 16]);  tangents_1 = None
        view_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_2, [8, 16]);  view_2 = None
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_3)
        mm_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, view_1);  t_1 = view_1 = None
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        mm_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_3, t);  view_3 = t = None
        view_4: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 4, 16]);  mm_3 = None
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2);  t_2 = None
        _unsafe_view: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 4, 16]);  mm = None
        view_5: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 4, 16]);  _unsafe_view = None
        silu: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.silu.default(view_5)
        mul: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, silu);  silu = None
        _unsafe_view_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 4, 16]);  mm_1 = None
        view_6: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 4, 16]);  _unsafe_view_1 = None
        mul_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, view_6);  view_4 = view_6 = None
        view_7: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mul, [2, 4, 16]);  mul = None
        view_8: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_7, [8, 16]);  view_7 = None
        t_4: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_8)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_4, view);  t_4 = None
        t_5: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_5: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, t_7);  view_8 = t_7 = None
        view_9: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 4, 16]);  mm_5 = None
        t_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5);  t_5 = None
        all_reduce: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_9, 'sum', 'mesh_tp');  view_9 = None
        wait_tensor: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        silu_backward: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, view_5);  mul_1 = view_5 = None
        view_10: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(silu_backward, [2, 4, 16]);  silu_backward = None
        view_11: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_10, [8, 16]);  view_10 = None
        t_9: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_11)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_9, view);  t_9 = view = None
        t_10: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_7: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_11, t_12);  view_11 = t_12 = None
        view_12: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 4, 16]);  mm_7 = None
        t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_10);  t_10 = None
        all_reduce_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_12, 'sum', 'mesh_tp');  view_12 = None
        wait_tensor_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        add: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1);  wait_tensor = wait_tensor_1 = None
        return (add, None, t_13, primals_2, t_8, primals_2, t_3, primals_2)
