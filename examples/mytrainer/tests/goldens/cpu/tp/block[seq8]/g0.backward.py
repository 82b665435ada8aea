# fxgolden golden | case: tp/block[seq8] | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 8, 16][128, 16, 1]cpu",
        primals_2: "f32[16][1]cpu",
        primals_4: "f32[8, 16][16, 1]cpu",
        primals_6: "f32[8, 16][16, 1]cpu",
        primals_8: "f32[8, 16][16, 1]cpu",
        primals_10: "f32[16, 8][8, 1]cpu",
        primals_12: "f32[16][1]cpu",
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu",
        view: "f32[16, 16][16, 1]cpu",
        transpose: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu",
        transpose_1: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu",
        transpose_2: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu",
        getitem: "f32[2, 1, 8][8, 1, 1]cpu",
        view_1: "f32[16, 8][8, 1]cpu",
        wait_tensor: "f32[2, 8, 16][128, 16, 1]cpu",
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu",
        view_2: "f32[16, 16][16, 1]cpu",
        mm: "f32[16, 16][16, 1]cpu",
        mm_1: "f32[16, 16][16, 1]cpu",
        view_3: "f32[16, 16][16, 1]cpu",
        t: "f32[16, 16][16, 1]cpu",
        t_1: "f32[16, 16][16, 1]cpu",
        t_2: "f32[16, 16][16, 1]cpu",
        detach: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu",
        primals_3,
        tangents_1: "f32[2, 8, 16][128, 16, 1]cpu"
    ):
        #> feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        view_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [2, 8, 16])
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        view_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_4, [16, 16])
        t_3: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_5)
        mm_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_3, view_3)
        t_4: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_2)
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_5, t)
        view_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 8, 16])
        t_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_4)
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        _unsafe_view: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16])
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_7: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 8, 16])
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.silu.default(view_7)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, silu)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        _unsafe_view_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16])
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_8: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, 16])
        #> feed_forward: mytrainer.model.FeedForward.forward
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, view_8)
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_9: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mul, [2, 8, 16])
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        view_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_9, [16, 16])
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_10)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_6, view_2)
        t_7: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_10, t_1)
        view_11: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 8, 16])
        t_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_7)
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_11, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu_backward: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, view_7)
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_12: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(silu_backward, [2, 8, 16])
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        view_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [16, 16])
        t_9: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_13)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_9, view_2)
        t_10: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        mm_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_2)
        view_14: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 8, 16])
        t_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_14, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        add: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor_1, wait_tensor_2)
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        view_15: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, view_15)
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        mul_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add, mul_2)
        mul_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add, primals_12)
        sum_1: "f32[1, 1, 16][16, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [0, 1], True)
        view_16: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
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
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        view_17: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(add_3, [2, 8, 16])
        #> attention.wo: mytrainer.model.Attention.forward
        view_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_17, [16, 16])
        t_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(view_18)
        mm_8: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_12, view_1)
        t_13: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(mm_8)
        t_14: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(primals_10)
        t_15: "f32[16, 8][8, 1]cpu" = torch.ops.aten.t.default(t_14)
        mm_9: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_18, t_15)
        view_19: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 8, 8])
        t_16: "f32[16, 8][8, 1]cpu" = torch.ops.aten.t.default(t_13)
        #> attention: mytrainer.model.Attention.forward
        view_20: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_19, [2, 8, 1, 8])
        transpose_3: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_20, 1, 2)
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
        getitem_1: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_2: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_3: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_4: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_3, 1, 2)
        view_21: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(transpose_4, [2, 8, 8])
        #> attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_22: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(view_21, [2, 8, 8])
        #> attention.wv: mytrainer.model.Attention.forward
        view_23: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(view_22, [16, 8])
        t_17: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(view_23)
        mm_10: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_17, view)
        t_18: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm_10)
        t_19: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_8)
        t_20: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_19)
        mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_23, t_20)
        view_24: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 8, 16])
        t_21: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_18)
        #> attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_24, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> attention: mytrainer.model.Attention.forward
        transpose_5: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_2, 1, 2)
        view_25: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(transpose_5, [2, 8, 8])
        #> attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_26: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(view_25, [2, 8, 8])
        #> attention.wk: mytrainer.model.Attention.forward
        view_27: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(view_26, [16, 8])
        t_22: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(view_27)
        mm_12: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_22, view)
        t_23: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm_12)
        t_24: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        t_25: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_24)
        mm_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_27, t_25)
        view_28: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 8, 16])
        t_26: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_23)
        #> attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_28, 'sum', 'mesh_tp')
        wait_tensor_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        add_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor_3, wait_tensor_4)
        #> attention: mytrainer.model.Attention.forward
        transpose_6: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem_1, 1, 2)
        view_29: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 8, 8])
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_30: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(view_29, [2, 8, 8])
        #> attention.wq: mytrainer.model.Attention.forward
        view_31: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(view_30, [16, 8])
        t_27: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(view_31)
        mm_14: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_27, view)
        t_28: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm_14)
        t_29: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        t_30: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_29)
        mm_15: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_31, t_30)
        view_32: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mm_15, [2, 8, 16])
        t_31: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_28)
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_32, 'sum', 'mesh_tp')
        wait_tensor_5: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_4)
        add_5: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_4, wait_tensor_5)
        #> attention_norm: mytrainer.model.RMSNorm.forward
        mul_11: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_12: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, mul_11)
        mul_13: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, primals_2)
        sum_3: "f32[1, 1, 16][16, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_12, [0, 1], True)
        view_33: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
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
        return (add_7, view_33, None, t_31, primals_3, t_26, primals_3, t_21, primals_3, t_16, primals_3, view_16, t_11, primals_3, t_8, primals_3, t_5, primals_3)
