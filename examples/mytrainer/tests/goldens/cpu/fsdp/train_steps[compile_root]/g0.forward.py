# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 8, 16][128, 16, 1]cpu",
        primals_2: "f32[16][1]cpu",
        primals_3: "f32[16, 16][16, 1]cpu",
        primals_4: "f32[16, 16][16, 1]cpu",
        primals_5: "f32[16, 16][16, 1]cpu",
        primals_6: "f32[16, 16][16, 1]cpu",
        primals_7: "f32[16][1]cpu",
        primals_8: "f32[32, 16][16, 1]cpu",
        primals_9: "f32[32, 16][16, 1]cpu",
        primals_10: "f32[16, 32][32, 1]cpu"
    ):
        #> attention_norm: mytrainer.model.RMSNorm.forward
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [-1], True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean, 1e-05)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_2)
        #> attention.wq: mytrainer.model.Attention.forward
        t: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_3)
        view: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(mul_1, [16, 16])
        mm: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16])
        #> attention: mytrainer.model.Attention.forward
        view_1: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8])
        transpose: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.transpose.int(view_1, 1, 2)
        #> attention.wk: mytrainer.model.Attention.forward
        t_1: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_1)
        _unsafe_view_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16])
        #> attention: mytrainer.model.Attention.forward
        view_2: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8])
        transpose_1: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.transpose.int(view_2, 1, 2)
        #> attention.wv: mytrainer.model.Attention.forward
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        mm_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        _unsafe_view_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16])
        #> attention: mytrainer.model.Attention.forward
        view_3: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8])
        transpose_2: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.transpose.int(view_3, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_1: "f32[2, 2, 8][16, 1, 2]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        detach: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.detach.default(getitem)
        transpose_3: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem, 1, 2)
        view_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 8, -1])
        #> attention.wo: mytrainer.model.Attention.forward
        t_3: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        view_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_4, [16, 16])
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_5, t_3)
        _unsafe_view_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, _unsafe_view_3)
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [-1], True)
        add_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean_1, 1e-05)
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_7)
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        t_4: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(primals_8)
        view_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(mul_3, [16, 16])
        mm_4: "f32[16, 32][32, 1]cpu" = torch.ops.aten.mm.default(view_6, t_4)
        _unsafe_view_4: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32])
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_4)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        t_5: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(primals_9)
        mm_5: "f32[16, 32][32, 1]cpu" = torch.ops.aten.mm.default(view_6, t_5)
        _unsafe_view_5: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 32])
        #> feed_forward: mytrainer.model.FeedForward.forward
        mul_4: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_5)
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        t_6: "f32[32, 16][1, 32]cpu" = torch.ops.aten.t.default(primals_10)
        view_7: "f32[16, 32][32, 1]cpu" = torch.ops.aten.view.default(mul_4, [16, 32])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_7, t_6)
        _unsafe_view_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, _unsafe_view_6)
        #> attention: mytrainer.model.Attention.forward
        detach_1: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (
            add_3,
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
            rsqrt,
            view,
            transpose,
            transpose_1,
            transpose_2,
            getitem_1,
            view_5,
            mm_3,
            rsqrt_1,
            view_6,
            mm_4,
            mm_5,
            view_7,
            detach_1
        )
