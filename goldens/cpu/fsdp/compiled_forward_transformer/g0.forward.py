# fxgolden golden | case: fsdp/compiled_forward_transformer | artifact: g0.forward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        primals_11: "f32[64][1]cpu",
        primals_12: "f32[16, 64][64, 1]cpu",
        primals_13: "f32[16][1]cpu"
    ):
        #> attention_norm: cases.models.TransformerBlock.forward
        native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_3, [16], primals_1, primals_2, 1e-05)
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm[0]
        getitem_1: "f32[2, 16, 1][16, 1, 1]cpu" = native_layer_norm[1]
        getitem_2: "f32[2, 16, 1][16, 1, 1]cpu" = native_layer_norm[2]
        #> attention.wq: cases.models.Attention.forward
        t: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(getitem, [32, 16])
        mm: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16])
        #> attention.wk: cases.models.Attention.forward
        t_1: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        mm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_1)
        _unsafe_view_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        _unsafe_view_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 16])
        #> attention: cases.models.Attention.forward
        view_1: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 16, -1, 4])
        transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_1, 1, 2)
        view_2: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 16, -1, 4])
        transpose_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_2, 1, 2)
        view_3: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_2, [2, 16, -1, 4])
        transpose_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_3, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_4: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        detach: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.detach.default(getitem_3)
        transpose_3: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_3, 1, 2)
        view_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        t_3: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_7)
        view_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_4, [32, 16])
        mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_5, t_3)
        _unsafe_view_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 16])
        #> attention.resid_dropout: cases.models.Attention.forward
        clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(_unsafe_view_3)
        #> (no module): cases.models.TransformerBlock.forward
        add: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_3, clone)
        #> ffn_norm: cases.models.TransformerBlock.forward
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], primals_8, primals_9, 1e-05)
        getitem_5: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_1[0]
        getitem_6: "f32[2, 16, 1][16, 1, 1]cpu" = native_layer_norm_1[1]
        getitem_7: "f32[2, 16, 1][16, 1, 1]cpu" = native_layer_norm_1[2]
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_6: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(getitem_5, [32, 16])
        t_4: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(primals_10)
        addmm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.addmm.default(primals_11, view_6, t_4)
        view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        gelu: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu.default(view_7)
        #> feed_forward.w2: cases.models.FeedForward.forward
        view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu, [32, 64])
        t_5: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(primals_12)
        addmm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.addmm.default(primals_13, view_8, t_5)
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(addmm_1, [2, 16, 16])
        #> feed_forward.resid_dropout: cases.models.FeedForward.forward
        clone_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_9)
        #> (no module): cases.models.TransformerBlock.forward
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add, clone_1)
        #> attention: cases.models.Attention.forward
        detach_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (
            add_1,
            primals_1,
            primals_2,
            primals_3,
            primals_4,
            primals_5,
            primals_6,
            primals_7,
            primals_8,
            primals_9,
            primals_10,
            primals_12,
            getitem_1,
            getitem_2,
            view,
            transpose,
            transpose_1,
            transpose_2,
            getitem_4,
            view_5,
            add,
            getitem_6,
            getitem_7,
            view_6,
            addmm,
            view_8,
            detach_1
        )
