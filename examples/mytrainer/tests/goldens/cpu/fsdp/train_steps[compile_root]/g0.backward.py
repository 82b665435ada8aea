# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g0.backward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        primals_10: "f32[16, 32][32, 1]cpu",
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu",
        view: "f32[16, 16][16, 1]cpu",
        transpose: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu",
        transpose_1: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu",
        transpose_2: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu",
        getitem: "f32[2, 2, 8][16, 1, 2]cpu",
        view_1: "f32[16, 16][16, 1]cpu",
        mm: "f32[16, 16][16, 1]cpu",
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu",
        view_2: "f32[16, 16][16, 1]cpu",
        mm_1: "f32[16, 32][32, 1]cpu",
        mm_2: "f32[16, 32][32, 1]cpu",
        view_3: "f32[16, 32][32, 1]cpu",
        detach: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu",
        tangents_1: "f32[2, 8, 16][128, 16, 1]cpu"
    ):
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        view_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [16, 16])
        t: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_4)
        mm_3: "f32[16, 32][32, 1]cpu" = torch.ops.aten.mm.default(t, view_3)
        t_1: "f32[32, 16][1, 32]cpu" = torch.ops.aten.t.default(mm_3)
        t_2: "f32[32, 16][1, 32]cpu" = torch.ops.aten.t.default(primals_10)
        t_3: "f32[16, 32][32, 1]cpu" = torch.ops.aten.t.default(t_2)
        mm_4: "f32[16, 32][32, 1]cpu" = torch.ops.aten.mm.default(view_4, t_3)
        view_5: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 8, 32])
        t_4: "f32[16, 32][32, 1]cpu" = torch.ops.aten.t.default(t_1)
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        _unsafe_view: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 32])
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        mul: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, silu)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        _unsafe_view_1: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 32])
        #> feed_forward: mytrainer.model.FeedForward.forward
        mul_1: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, _unsafe_view_1)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        view_6: "f32[16, 32][32, 1]cpu" = torch.ops.aten.view.default(mul, [16, 32])
        t_5: "f32[32, 16][1, 32]cpu" = torch.ops.aten.t.default(view_6)
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_5, view_2)
        t_6: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(mm_5)
        t_7: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(primals_9)
        t_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.t.default(t_7)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_6, t_8)
        view_7: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_6, [2, 8, 16])
        t_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6)
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu_backward: "f32[2, 8, 32][256, 32, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, _unsafe_view)
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        view_8: "f32[16, 32][32, 1]cpu" = torch.ops.aten.view.default(silu_backward, [16, 32])
        t_10: "f32[32, 16][1, 32]cpu" = torch.ops.aten.t.default(view_8)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_10, view_2)
        t_11: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(mm_7)
        t_12: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(primals_8)
        t_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12)
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, t_13)
        view_9: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_8, [2, 8, 16])
        add: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_7, view_9)
        t_14: "f32[32, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11)
        #> attention.wo: mytrainer.model.Attention.forward
        _unsafe_view_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, _unsafe_view_2)
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        mul_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add, mul_2)
        mul_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add, primals_7)
        sum_1: "f32[1, 1, 16][16, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [0, 1], True)
        view_10: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        mul_5: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, add_1)
        mul_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, rsqrt_1)
        sum_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        add_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, mul_6)
        detach_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_1)
        detach_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        pow_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_2, 3)
        mul_7: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_8: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, pow_1)
        expand: "f32[2, 8, 16][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_8, [2, 8, 16])
        div: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.div.Scalar(expand, 16)
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 1.0)
        mul_9: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_10: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_9)
        add_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, mul_10)
        #> attention.wo: mytrainer.model.Attention.forward
        view_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(add_3, [16, 16])
        t_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_11)
        mm_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_15, view_1)
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_9)
        t_17: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_17)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_11, t_18)
        view_12: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_10, [2, 8, 16])
        t_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16)
        #> attention: mytrainer.model.Attention.forward
        view_13: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 8, 2, 8])
        transpose_3: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch.ops.aten.transpose.int(view_13, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_3,
            transpose,
            transpose_1,
            transpose_2,
            detach,
            getitem,
            0.0,
            True
        )
        getitem_1: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_2: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_3: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_4: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_3, 1, 2)
        view_14: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_4, [2, 8, 16])
        #> attention.wv: mytrainer.model.Attention.forward
        view_15: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [16, 16])
        t_20: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_15)
        mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_20, view)
        t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_11)
        t_22: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_22)
        mm_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_15, t_23)
        view_16: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_12, [2, 8, 16])
        t_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_21)
        #> attention: mytrainer.model.Attention.forward
        transpose_5: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_2, 1, 2)
        view_17: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_5, [2, 8, 16])
        #> attention.wk: mytrainer.model.Attention.forward
        view_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_17, [16, 16])
        t_25: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_18)
        mm_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_25, view)
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_13)
        t_27: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_27)
        mm_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_18, t_28)
        view_19: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_14, [2, 8, 16])
        add_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_16, view_19)
        t_29: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> attention: mytrainer.model.Attention.forward
        transpose_6: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_1, 1, 2)
        view_20: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 8, 16])
        #> attention.wq: mytrainer.model.Attention.forward
        view_21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_20, [16, 16])
        t_30: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_21)
        mm_15: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_30, view)
        t_31: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_15)
        t_32: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_3)
        t_33: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_32)
        mm_16: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_21, t_33)
        view_22: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_16, [2, 8, 16])
        add_5: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_4, view_22)
        t_34: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_31)
        #> attention_norm: mytrainer.model.RMSNorm.forward
        mul_11: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_12: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, mul_11)
        mul_13: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, primals_2)
        sum_3: "f32[1, 1, 16][16, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_12, [0, 1], True)
        view_23: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        mul_14: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_13, primals_1)
        mul_15: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_13, rsqrt)
        sum_4: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        add_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_3, mul_15)
        detach_3: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_4: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_3)
        pow_3: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_4, 3)
        mul_16: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_17: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_16, pow_3)
        expand_1: "f32[2, 8, 16][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_17, [2, 8, 16])
        div_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 16)
        pow_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 1.0)
        mul_18: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_19: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_18)
        add_7: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_6, mul_19)
        return (add_7, view_23, t_34, t_29, t_24, t_19, view_10, t_14, t_9, t_4)
