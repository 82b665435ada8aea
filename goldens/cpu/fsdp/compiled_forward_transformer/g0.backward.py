# fxgolden golden | case: fsdp/compiled_forward_transformer | artifact: g0.backward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[16][1]cpu",
        primals_2: "f32[16][1]cpu",
        primals_3: "f32[2, 16, 16][256, 16, 1]cpu",
        primals_4: "f32[16, 16][16, 1]cpu",
        primals_5: "f32[16, 16][16, 1]cpu",
        primals_6: "f32[16, 16][16, 1]cpu",
        primals_7: "f32[16, 16][16, 1]cpu",
        primals_8: "f32[16][1]cpu",
        primals_9: "f32[16][1]cpu",
        primals_10: "f32[64, 16][16, 1]cpu",
        primals_12: "f32[16, 64][64, 1]cpu",
        getitem: "f32[2, 16, 1][16, 1, 1]cpu",
        getitem_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 16][16, 1]cpu",
        transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        transpose_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        transpose_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        getitem_2: "f32[2, 4, 16][64, 1, 4]cpu",
        view_1: "f32[32, 16][16, 1]cpu",
        add: "f32[2, 16, 16][256, 16, 1]cpu",
        getitem_3: "f32[2, 16, 1][16, 1, 1]cpu",
        getitem_4: "f32[2, 16, 1][16, 1, 1]cpu",
        view_2: "f32[32, 16][16, 1]cpu",
        addmm: "f32[32, 64][64, 1]cpu",
        view_3: "f32[32, 64][64, 1]cpu",
        detach: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        tangents_1: "f32[2, 16, 16][256, 16, 1]cpu"
    ):
        #> feed_forward.w2: cases.models.FeedForward.forward
        view_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 16])
        t: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(primals_12)
        t_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_4, t_1)
        t_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_4)
        mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_2, view_3)
        t_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_4, [0], True)
        view_5: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        t_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_3)
        view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        gelu_backward: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_6, view_7)
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward, [32, 64])
        t_5: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(primals_10)
        t_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5)
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, t_6)
        t_7: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_8)
        mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_7, view_2)
        t_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_8, [0], True)
        view_9: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64])
        t_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_8)
        view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16])
        #> ffn_norm: cases.models.TransformerBlock.forward
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_10, add, [16], getitem_3, getitem_4, primals_8, primals_9, [True, True, True])
        getitem_5: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward[0]
        getitem_6: "f32[16][1]cpu" = native_layer_norm_backward[1]
        getitem_7: "f32[16][1]cpu" = native_layer_norm_backward[2]
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, getitem_5)
        #> attention.wo: cases.models.Attention.forward
        view_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 16])
        t_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_11)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_10, view_1)
        t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        t_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_7)
        t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12)
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_11, t_13)
        view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 16])
        t_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11)
        #> attention: cases.models.Attention.forward
        view_13: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 16, 4, 4])
        transpose_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_13, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_3,
            transpose,
            transpose_1,
            transpose_2,
            detach,
            getitem_2,
            0.0,
            True
        )
        getitem_8: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_9: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_10: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_4: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_10, 1, 2)
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_4, [2, 16, 16])
        transpose_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_9, 1, 2)
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_5, [2, 16, 16])
        transpose_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_8, 1, 2)
        view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16])
        t_15: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_17)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_15, view)
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        t_17: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_17)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_18)
        view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        t_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16)
        #> attention.wk: cases.models.Attention.forward
        view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_15, [32, 16])
        t_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_19)
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_20, view)
        t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_8)
        t_22: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_22)
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_19, t_23)
        view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_18, view_20)
        t_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_21)
        #> attention.wq: cases.models.Attention.forward
        view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_16, [32, 16])
        t_25: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_21)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_25, view)
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_10)
        t_27: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_27)
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_21, t_28)
        view_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, view_22)
        t_29: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> attention_norm: cases.models.TransformerBlock.forward
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_3, primals_3, [16], getitem, getitem_1, primals_1, primals_2, [True, True, True])
        getitem_11: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_1[0]
        getitem_12: "f32[16][1]cpu" = native_layer_norm_backward_1[1]
        getitem_13: "f32[16][1]cpu" = native_layer_norm_backward_1[2]
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, getitem_11)
        return (getitem_12, getitem_13, add_4, t_29, t_24, t_19, t_14, getitem_6, getitem_7, t_9, view_9, t_4, view_5)
