# fxgolden golden | case: fsdp/compiled_forward_transformer | artifact: g0.backward | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu", primals_2: "f32[16][1]cpu", primals_3: "f32[2, 16, 16][256, 16, 1]cpu", primals_4: "f32[16, 16][16, 1]cpu", primals_5: "f32[16, 16][16, 1]cpu", primals_6: "f32[16, 16][16, 1]cpu", primals_7: "f32[16, 16][16, 1]cpu", primals_8: "f32[16][1]cpu", primals_9: "f32[16][1]cpu", primals_10: "f32[64, 16][16, 1]cpu", primals_12: "f32[16, 64][64, 1]cpu", getitem: "f32[2, 16, 1][16, 1, 1]cpu", getitem_1: "f32[2, 16, 1][16, 1, 1]cpu", view: "f32[32, 16][16, 1]cpu", transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", transpose_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", transpose_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", getitem_2: "f32[2, 4, 16][64, 1, 4]cpu", view_1: "f32[32, 16][16, 1]cpu", add: "f32[2, 16, 16][256, 16, 1]cpu", getitem_3: "f32[2, 16, 1][16, 1, 1]cpu", getitem_4: "f32[2, 16, 1][16, 1, 1]cpu", view_2: "f32[32, 16][16, 1]cpu", addmm: "f32[32, 64][64, 1]cpu", view_3: "f32[32, 64][64, 1]cpu", detach: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", tangents_1: "f32[2, 16, 16][256, 16, 1]cpu"):
        view_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 16])
        t: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        t_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_4, t_1);  t_1 = None
        t_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_4)
        mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_2, view_3);  t_2 = view_3 = None
        t_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
        view_5: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        t_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 64]);  mm = None
        view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 16, 64]);  addmm = None
        gelu_backward: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_6, view_7);  view_6 = view_7 = None
        view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward, [32, 64]);  gelu_backward = None
        t_5: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        t_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, t_6);  t_6 = None
        t_7: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_8)
        mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_7, view_2);  t_7 = view_2 = None
        t_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
        view_9: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        t_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_8);  t_8 = None
        view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16]);  mm_2 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_10, add, [16], getitem_3, getitem_4, primals_8, primals_9, [True, True, True]);  view_10 = add = getitem_3 = getitem_4 = primals_8 = primals_9 = None
        getitem_5: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward[0]
        getitem_6: "f32[16][1]cpu" = native_layer_norm_backward[1]
        getitem_7: "f32[16][1]cpu" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, getitem_5);  tangents_1 = getitem_5 = None
        view_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 16])
        t_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_11)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_10, view_1);  t_10 = view_1 = None
        t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        t_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_11, t_13);  view_11 = t_13 = None
        view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 16]);  mm_5 = None
        t_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11);  t_11 = None
        view_13: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 16, 4, 4]);  view_12 = None
        transpose_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_3, transpose, transpose_1, transpose_2, detach, getitem_2, 0.0, True);  transpose_3 = transpose = transpose_1 = transpose_2 = detach = getitem_2 = None
        getitem_8: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_9: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_10: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        transpose_4: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_10, 1, 2);  getitem_10 = None
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_4, [2, 16, 16]);  transpose_4 = None
        transpose_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_9, 1, 2);  getitem_9 = None
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_5, [2, 16, 16]);  transpose_5 = None
        transpose_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_8, 1, 2);  getitem_8 = None
        view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 16, 16]);  transpose_6 = None
        view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16]);  view_14 = None
        t_15: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_17)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_15, view);  t_15 = None
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        t_17: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_17);  t_17 = None
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_18);  view_17 = t_18 = None
        view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16]);  mm_7 = None
        t_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16);  t_16 = None
        view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_15, [32, 16]);  view_15 = None
        t_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_19)
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_20, view);  t_20 = None
        t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        t_22: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_22);  t_22 = None
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_19, t_23);  view_19 = t_23 = None
        view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16]);  mm_9 = None
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_18, view_20);  view_18 = view_20 = None
        t_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_21);  t_21 = None
        view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_16, [32, 16]);  view_16 = None
        t_25: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_21)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_25, view);  t_25 = view = None
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        t_27: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_27);  t_27 = None
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_21, t_28);  view_21 = t_28 = None
        view_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16]);  mm_11 = None
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, view_22);  add_2 = view_22 = None
        t_29: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26);  t_26 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_3, primals_3, [16], getitem, getitem_1, primals_1, primals_2, [True, True, True]);  add_3 = primals_3 = getitem = getitem_1 = primals_1 = primals_2 = None
        getitem_11: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_1[0]
        getitem_12: "f32[16][1]cpu" = native_layer_norm_backward_1[1]
        getitem_13: "f32[16][1]cpu" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, getitem_11);  add_1 = getitem_11 = None
        return (getitem_12, getitem_13, add_4, t_29, t_24, t_19, t_14, getitem_6, getitem_7, t_9, view_9, t_4, view_5)
