# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean[0]
        getitem_1: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean[1]
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, rsqrt)
        mul_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_1)
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_1, primals_2)
        #> attention.wq: cases.models.Attention.forward
        permute: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_4, [1, 0])
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 16])
        mm: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute)
        view_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 16])
        #> attention.wk: cases.models.Attention.forward
        permute_1: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_5, [1, 0])
        mm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_1)
        view_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        permute_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_6, [1, 0])
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_2)
        view_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16])
        #> attention: cases.models.Attention.forward
        view_4: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_1, [2, 16, -1, 4])
        permute_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3])
        view_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_2, [2, 16, -1, 4])
        permute_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3])
        view_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_3, [2, 16, -1, 4])
        permute_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_3, permute_4, permute_5, 0.0, True)
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_3: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        alias: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.alias.default(getitem_2)
        permute_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_6, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        permute_7: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        view_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_7, [32, 16])
        mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, permute_7)
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 16, 16])
        #> attention.resid_dropout: cases.models.Attention.forward
        clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_9)
        #> (no module): cases.models.TransformerBlock.forward
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_3, clone)
        #> ffn_norm: cases.models.TransformerBlock.forward
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_4: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean_1[0]
        getitem_5: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean_1[1]
        add_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(getitem_4, 1e-05)
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_3)
        sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_2, getitem_5)
        mul_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1)
        mul_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_8)
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_3, primals_9)
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_4, [32, 16])
        permute_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.addmm.default(primals_11, view_10, permute_8)
        view_11: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_11, 0.7071067811865476)
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_5)
        add_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1)
        mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, add_5)
        #> feed_forward.w2: cases.models.FeedForward.forward
        view_12: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 64])
        permute_9: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.addmm.default(primals_13, view_12, permute_9)
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(addmm_1, [2, 16, 16])
        #> feed_forward.resid_dropout: cases.models.FeedForward.forward
        clone_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_13)
        #> (no module): cases.models.TransformerBlock.forward
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, clone_1)
        #> attention: cases.models.Attention.forward
        alias_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.alias.default(alias)
        return (
            add_6,
            primals_1,
            primals_3,
            primals_4,
            primals_5,
            primals_6,
            primals_7,
            primals_8,
            primals_10,
            primals_12,
            getitem_1,
            rsqrt,
            view,
            permute_3,
            permute_4,
            permute_5,
            getitem_3,
            view_8,
            mm_3,
            getitem_5,
            rsqrt_1,
            view_10,
            addmm,
            view_12,
            alias_1
        )
